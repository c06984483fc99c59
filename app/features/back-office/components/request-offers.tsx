import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { DeskOffer } from "@contract/api/requests-desk/offer-schemas";
import { OFFER_LINE_KINDS } from "@contract/api/requests-desk/offer-values";
import { CURRENCIES } from "@contract/limits";
import type { Locale } from "@contract/locale";
import { RESOURCE_ROUTES } from "@contract/pages.js";
import { pathFor } from "@contract/paths";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { OfferLinesTable } from "~/features/offers/components/offer-lines-table";
import { formatDate } from "~/lib/dates";
import { offerForm, offerLineForm, type OfferIntent } from "../forms/offer-forms";
import { AuditTrail } from "./audit-trail";

/** What the offers page's action answered to one form: its intent and the offer it was for (none: a new offer). */
export interface OfferAnswer {
  intent: OfferIntent;
  offerId: number | null;
  reply: SubmissionResult<string[]>;
}

const PDF_ROUTE = RESOURCE_ROUTES.find((route) => route.id === "resource.backOfficeOfferPdf")!;
const box = "rounded border border-gray-200 bg-white p-4";

const replyOf = (answer: OfferAnswer | undefined, intent: OfferIntent, offerId: number | null) =>
  answer?.intent === intent && answer.offerId === offerId ? answer.reply : undefined;

/** The head of an offer: currency, validity date, terms; a new offer's or a draft's. */
function OfferHeadForm({ action, offer, answer }: { action: string; offer?: DeskOffer; answer?: OfferAnswer }) {
  const { t } = useTranslation("back-office-offers");
  const intent = offer ? "update-offer" : "create-offer";
  const [form, fields] = useForm({
    id: offer ? `offer-${offer.id}` : "new-offer",
    lastResult: replyOf(answer, intent, offer?.id ?? null),
    constraint: getZodConstraint(offerForm),
    defaultValue: offer ? { currency: offer.currency, validUntil: offer.validUntil, terms: offer.terms } : { currency: "USD" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: offerForm }),
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      {offer ? <input type="hidden" name="offerId" value={offer.id} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t("currency")} meta={fields.currency} options={CURRENCIES.map((code) => ({ id: code, name: code }))} />
        <TextField label={t("validUntil")} hint={t("dateHint")} inputMode="numeric" meta={fields.validUntil} />
      </div>
      <TextAreaField label={t("terms")} optionalLabel={t("optional")} rows={3} meta={fields.terms} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("saving")}>{offer ? t("save") : t("create")}</SubmitButton>
    </Form>
  );
}

/** One line added to a draft: a catalog part by SKU, or a made-to-order item by its description and specification. */
function AddLineForm({ action, offer, answer }: { action: string; offer: DeskOffer; answer?: OfferAnswer }) {
  const { t } = useTranslation("back-office-offers");
  const [form, fields] = useForm({
    id: `add-line-${offer.id}`,
    lastResult: replyOf(answer, "add-line", offer.id),
    constraint: getZodConstraint(offerLineForm),
    defaultValue: { kind: "pcb-batch", leadTimeDays: "10" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: offerLineForm }),
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-3">
      <h4 className="text-sm font-semibold text-gray-900">{t("addLine")}</h4>
      <input type="hidden" name="intent" value="add-line" />
      <input type="hidden" name="offerId" value={offer.id} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t("kind")}
          meta={fields.kind}
          options={OFFER_LINE_KINDS.map((kind) => ({ id: kind, name: t(`kinds.${kind}`) }))}
        />
        <TextField label={t("part")} hint={t("partHint")} optionalLabel={t("optional")} meta={fields.part} />
      </div>
      <TextField label={t("description")} hint={t("descriptionHint")} meta={fields.description} />
      <TextAreaField label={t("specification")} optionalLabel={t("optional")} rows={2} meta={fields.specification} />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label={t("quantity")} inputMode="numeric" meta={fields.quantity} />
        <TextField label={t("unitPrice", { currency: offer.currency })} inputMode="decimal" meta={fields.unitPrice} />
        <TextField label={t("leadTimeDays")} inputMode="numeric" meta={fields.leadTimeDays} />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("saving")}>{t("addLineSubmit")}</SubmitButton>
    </Form>
  );
}

/** A button form: remove a line, or send the draft. */
function ButtonForm({
  action,
  intent,
  offerId,
  lineId,
  label,
  answer,
}: {
  action: string;
  intent: "remove-line" | "send-offer";
  offerId: number;
  lineId?: number;
  label: string;
  answer?: OfferAnswer;
}) {
  const { t } = useTranslation("back-office-offers");
  const [form] = useForm({ id: `${intent}-${offerId}-${lineId ?? 0}`, lastResult: lineId ? undefined : replyOf(answer, intent, offerId) });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="offerId" value={offerId} />
      {lineId ? <input type="hidden" name="lineId" value={lineId} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("saving")}>{label}</SubmitButton>
    </Form>
  );
}

function OfferCard({ offer, action, answer, locale }: { offer: DeskOffer; action: string; answer?: OfferAnswer; locale: Locale }) {
  const { t } = useTranslation("back-office-offers");
  const pdf = `${PDF_ROUTE.path.replace(":offerId", String(offer.id))}?lng=${locale}`;
  return (
    <article aria-labelledby={`desk-offer-${offer.id}`} className={box} data-testid="desk-offer">
      <h3 id={`desk-offer-${offer.id}`} className="text-base font-semibold text-gray-900">
        {t("heading", { number: offer.number, status: t(`statuses.${offer.status}`) })}
      </h3>
      <p className="text-sm text-gray-700">
        {t("validUntilText", { date: formatDate(offer.validUntil, locale) })} · {t(`languages.${offer.locale}`)}
      </p>
      <OfferLinesTable
        offer={offer}
        locale={locale}
        forStaff={{ kindLabel: (kind) => t(`kinds.${kind}`), actionsLabel: t("actions") }}
        lineAction={
          offer.status === "draft"
            ? (line) => (
                <ButtonForm
                  action={action}
                  intent="remove-line"
                  offerId={offer.id}
                  lineId={line.id}
                  label={t("removeLine", { position: line.position })}
                />
              )
            : undefined
        }
      />
      {offer.declineReason ? <p className="text-sm text-gray-700">{t("declinedBecause", { reason: offer.declineReason })}</p> : null}
      <a href={pdf} className="mt-2 inline-block text-sm font-medium text-primary-700 underline">
        {t("pdf", { number: offer.number })}
      </a>
      {offer.status === "draft" ? (
        <div className="mt-4 space-y-4">
          <AddLineForm action={action} offer={offer} answer={answer} />
          <OfferHeadForm action={action} offer={offer} answer={answer} />
          <ButtonForm action={action} intent="send-offer" offerId={offer.id} label={t("send", { number: offer.number })} answer={answer} />
        </div>
      ) : null}
      <AuditTrail entries={offer.audit} showObject={false} caption={t("auditCaption", { number: offer.number })} />
    </article>
  );
}

/**
 * A case's offers in the back office (docs/decisions/046-offers.md): each with its lines, the draft's forms (a line
 * added by one form at a time, works without JavaScript) and sending, and a form for a new offer. The forms post to
 * the offers page of the case, so the component also fits in the request's page.
 */
export function RequestOffersEditor({
  caseId,
  offers,
  answer,
  locale,
}: {
  caseId: number;
  offers: DeskOffer[];
  answer?: OfferAnswer;
  locale: Locale;
}) {
  const { t } = useTranslation("back-office-offers");
  const action = pathFor("backOfficeRequestOffers", locale, { caseId: String(caseId) });
  return (
    <section aria-labelledby="desk-offers" className="space-y-4">
      <h2 id="desk-offers" className="text-lg font-semibold text-gray-900">
        {t("title")}
      </h2>
      {offers.length === 0 ? <p className="text-sm text-gray-700">{t("none")}</p> : null}
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} action={action} answer={answer} locale={locale} />
      ))}
      <div className={box}>
        <h3 className="mb-2 text-base font-semibold text-gray-900">{t("new")}</h3>
        <OfferHeadForm action={action} answer={answer} />
      </div>
    </section>
  );
}
