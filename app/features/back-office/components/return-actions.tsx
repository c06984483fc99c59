import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { ReturnDeskDetail } from "@contract/api/returns/desk-schemas";
import type { Locale } from "@contract/locale";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatAmount } from "~/lib/format";
import { approveForm, refundForm, rejectForm, type ReturnIntent } from "../forms/return-forms";

/** What the action answered for one of the page's forms (a line's form names its line). */
export interface ReturnAnswer {
  intent: ReturnIntent;
  lineNumber?: number;
  reply: SubmissionResult<string[]>;
}

export const replyOf = (answer: ReturnAnswer | undefined, intent: ReturnIntent, lineNumber?: number) =>
  answer?.intent === intent && answer.lineNumber === lineNumber ? answer.reply : undefined;

const box = "rounded border border-gray-200 bg-white p-4";

/** Approve or reject: each with the words the customer reads. */
function DecisionForm({ intent, answer }: { intent: "approve" | "reject"; answer?: ReturnAnswer }) {
  const { t } = useTranslation("back-office-returns");
  const schema = intent === "approve" ? approveForm : rejectForm;
  const field = intent === "approve" ? "note" : "reason";
  const [form, fields] = useForm({
    id: intent,
    lastResult: replyOf(answer, intent),
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    // A corrected field clears its error as it is typed, so the button does not move under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <section aria-labelledby={`${intent}-title`} className={intent === "reject" ? "rounded border border-danger-700 bg-white p-4" : box}>
      <h3 id={`${intent}-title`} className="text-base font-semibold text-gray-900">
        {t(`${intent}.title`)}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t(`${intent}.intro`)}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <TextAreaField
          label={t(intent === "approve" ? "approve.note" : "reject.reason")}
          hint={intent === "approve" ? t("approve.noteHint") : undefined}
          rows={3}
          meta={fields[field]}
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t(`${intent}.pending`)}>{t(`${intent}.submit`)}</SubmitButton>
      </Form>
    </section>
  );
}

function ReceiveForm({ answer }: { answer?: ReturnAnswer }) {
  const { t } = useTranslation("back-office-returns");
  const [form] = useForm({ id: "receive", lastResult: replyOf(answer, "receive") });
  return (
    <section aria-labelledby="receive-title" className={box}>
      <h3 id="receive-title" className="text-base font-semibold text-gray-900">
        {t("receive.title")}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t("receive.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton name="intent" value="receive" pendingLabel={t("receive.pending")}>
          {t("receive.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** The refund's first step: what it gives back (and, for an EFT order, where to); the confirmation follows. */
function RefundForm({ detail, answer, locale }: { detail: ReturnDeskDetail; answer?: ReturnAnswer; locale: Locale }) {
  const { t } = useTranslation("back-office-returns");
  const quote = detail.refundQuote!;
  const [form, fields] = useForm({
    id: "refund",
    lastResult: replyOf(answer, "refund-review") ?? replyOf(answer, "refund"),
    constraint: getZodConstraint(refundForm),
    shouldValidate: "onBlur",
    // A corrected field clears its error as it is typed, so the button does not move under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: refundForm }),
  });
  return (
    <section aria-labelledby="refund-title" className={box}>
      <h3 id="refund-title" className="text-base font-semibold text-gray-900">
        {t("refund.title")}
      </h3>
      <p className="mt-1 text-sm text-gray-700" data-testid="refund-quote">
        {t("refund.intro", {
          amount: formatAmount(quote.amount, locale, quote.currency),
          method: t(`detail.refundMethods.${quote.method}`),
        })}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="refund-review" />
        {quote.method === "iban" && (
          <>
            <p className="text-sm text-gray-700">{t("refund.ibanIntro")}</p>
            <TextField label={t("refund.iban")} autoComplete="off" meta={fields.iban} />
            <TextField label={t("refund.accountHolder")} meta={fields.accountHolder} />
          </>
        )}
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("refund.review")}>{t("refund.review")}</SubmitButton>
      </Form>
    </section>
  );
}

/** A card refund the provider has not taken yet: sent again by the refund's own action. */
function ResendForm({ answer }: { answer?: ReturnAnswer }) {
  const { t } = useTranslation("back-office-returns");
  const [form] = useForm({ id: "resend", lastResult: replyOf(answer, "refund") });
  return (
    <section aria-labelledby="resend-title" className={box}>
      <h3 id="resend-title" className="text-base font-semibold text-gray-900">
        {t("refund.resend")}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t("refund.resendIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton name="intent" value="refund" pendingLabel={t("refund.review")}>
          {t("refund.resend")}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** The actions the return's status allows now, each a form of its own; none for a member who may only look. */
export function ReturnActions({
  detail,
  answer,
  canManage,
  locale,
}: {
  detail: ReturnDeskDetail;
  answer?: ReturnAnswer;
  canManage: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation("back-office-returns");
  const { status } = detail;
  const resend =
    status === "refunded" && detail.refund?.method === "card" && ["pending", "failed"].includes(detail.refundState?.status ?? "");
  const possible = status === "requested" || status === "approved" || (status === "received" && detail.refundQuote) || resend;
  if (!possible) return <p className="text-sm text-gray-700">{t("detail.noActions")}</p>;
  if (!canManage) return <p className="text-sm text-gray-700">{t("detail.noPermission")}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {status === "requested" && <DecisionForm intent="approve" answer={answer} />}
      {status === "requested" && <DecisionForm intent="reject" answer={answer} />}
      {status === "approved" && <ReceiveForm answer={answer} />}
      {status === "received" && detail.refundQuote && <RefundForm detail={detail} answer={answer} locale={locale} />}
      {resend && <ResendForm answer={answer} />}
    </div>
  );
}
