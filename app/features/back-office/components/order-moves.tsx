import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { DeskOrder } from "@contract/api/orders-desk/schemas";
import { CURRENCIES } from "@contract/limits";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FieldErrors } from "~/components/ui/field-errors";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { cancelForm, shipForm, transferForm, type OrderIntent } from "../forms/order-forms";

/** What the action answered for one of the page's forms. */
export interface MoveAnswer {
  intent: OrderIntent;
  reply: SubmissionResult<string[]>;
}

const replyOf = (answer: MoveAnswer | undefined, intent: OrderIntent) => (answer?.intent === intent ? answer.reply : undefined);

const box = "rounded border border-gray-200 bg-white p-4";

function TransferForm({ order, answer, today }: { order: DeskOrder; answer?: MoveAnswer; today: string }) {
  const { t } = useTranslation("back-office-orders");
  const [form, fields] = useForm({
    id: "transfer",
    lastResult: replyOf(answer, "transfer"),
    defaultValue: { currency: order.order.totals.currency, receivedOn: today, amount: order.standing?.due.replace(".", ",") },
    constraint: getZodConstraint(transferForm),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: transferForm }),
  });
  const { key, ...dateProps } = getInputProps(fields.receivedOn, { type: "date" });
  return (
    <section aria-labelledby="transfer-title" className={box}>
      <h3 id="transfer-title" className="text-base font-semibold text-gray-900">
        {t("transfer.title")}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t("transfer.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="transfer" />
        <TextField label={t("transfer.amount")} hint={t("transfer.amountHint")} inputMode="decimal" meta={fields.amount} />
        <SelectField label={t("transfer.currency")} meta={fields.currency} options={CURRENCIES.map((code) => ({ id: code, name: code }))} />
        <div>
          <label htmlFor={fields.receivedOn.id} className="block text-sm font-medium text-gray-800">
            {t("transfer.receivedOn")}
          </label>
          <input
            key={key}
            {...dateProps}
            max={today}
            className="mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary-600 aria-[invalid=true]:border-danger-700"
          />
          <FieldErrors id={fields.receivedOn.errorId} errors={fields.receivedOn.errors} />
        </div>
        <TextField label={t("transfer.bankReference")} meta={fields.bankReference} />
        <TextAreaField label={t("transfer.note")} rows={2} meta={fields.note} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("transfer.pending")}>{t("transfer.submit")}</SubmitButton>
      </Form>
    </section>
  );
}

/** A move without fields: one button, its refusal above it. */
function PlainMove({ intent, answer }: { intent: "prepare" | "deliver"; answer?: MoveAnswer }) {
  const { t } = useTranslation("back-office-orders");
  const [form] = useForm({ id: intent, lastResult: replyOf(answer, intent) });
  return (
    <section aria-labelledby={`${intent}-title`} className={box}>
      <h3 id={`${intent}-title`} className="text-base font-semibold text-gray-900">
        {t(`${intent}.title`)}
      </h3>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton name="intent" value={intent} pendingLabel={t(`${intent}.pending`)}>
          {t(`${intent}.submit`)}
        </SubmitButton>
      </Form>
    </section>
  );
}

function ShipForm({ order, answer }: { order: DeskOrder; answer?: MoveAnswer }) {
  const { t } = useTranslation("back-office-orders");
  const [form, fields] = useForm({
    id: "ship",
    lastResult: replyOf(answer, "ship"),
    defaultValue: { carrier: order.order.shipping.carrier },
    constraint: getZodConstraint(shipForm),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shipForm }),
  });
  return (
    <section aria-labelledby="ship-title" className={box}>
      <h3 id="ship-title" className="text-base font-semibold text-gray-900">
        {t("ship.title")}
      </h3>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="ship" />
        <TextField label={t("ship.carrier")} meta={fields.carrier} />
        <TextField label={t("ship.trackingNumber")} meta={fields.trackingNumber} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("ship.pending")}>{t("ship.submit")}</SubmitButton>
      </Form>
    </section>
  );
}

/** The cancel's first step: its reason (and the IBAN an EFT refund goes to); the confirmation follows. */
function CancelForm({ order, answer }: { order: DeskOrder; answer?: MoveAnswer }) {
  const { t } = useTranslation("back-office-orders");
  const [form, fields] = useForm({
    id: "cancel",
    lastResult: replyOf(answer, "cancel-review") ?? replyOf(answer, "cancel"),
    constraint: getZodConstraint(cancelForm),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cancelForm }),
  });
  return (
    <section aria-labelledby="cancel-title" className="rounded border border-danger-700 bg-white p-4">
      <h3 id="cancel-title" className="text-base font-semibold text-gray-900">
        {t("cancel.title")}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t("cancel.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="cancel-review" />
        <TextAreaField label={t("cancel.reason")} hint={t("cancel.reasonHint")} rows={2} meta={fields.reason} />
        {order.moves.cancelNeedsIban && (
          <>
            <TextField label={t("cancel.iban")} autoComplete="off" meta={fields.iban} />
            <TextField label={t("cancel.accountHolder")} meta={fields.accountHolder} />
          </>
        )}
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("cancel.review")}>{t("cancel.review")}</SubmitButton>
      </Form>
    </section>
  );
}

/** The moves the order's status allows now, each a form of its own; only those the member's permissions open. */
export function OrderMoves({
  order,
  answer,
  permissions,
  today,
}: {
  order: DeskOrder;
  answer?: MoveAnswer;
  permissions: readonly string[];
  today: string;
}) {
  const { t } = useTranslation("back-office-orders");
  const manage = permissions.includes("orders.manage");
  const { moves } = order;
  const transfer = moves.confirmTransfer && permissions.includes("payments.confirm");
  const any = transfer || (manage && (moves.prepare || moves.ship || moves.deliver || moves.cancel));
  if (!any) {
    const possible = moves.confirmTransfer || moves.prepare || moves.ship || moves.deliver || moves.cancel;
    return <p className="text-sm text-gray-700">{possible ? t("detail.noPermission") : t("detail.noMoves")}</p>;
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {transfer && <TransferForm order={order} answer={answer} today={today} />}
      {manage && moves.prepare && <PlainMove intent="prepare" answer={answer} />}
      {manage && moves.ship && <ShipForm order={order} answer={answer} />}
      {manage && moves.deliver && <PlainMove intent="deliver" answer={answer} />}
      {manage && moves.cancel && <CancelForm order={order} answer={answer} />}
    </div>
  );
}
