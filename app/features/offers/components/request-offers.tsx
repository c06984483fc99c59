import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Offer } from "@contract/api/requests-desk/offer-schemas";
import type { Locale } from "@contract/locale";
import { RESOURCE_ROUTES } from "@contract/pages.js";
import { TextAreaField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { declineOfferForm, type RequestOfferIntent } from "../forms/request-offers";
import { OfferFacts } from "./offer-facts";
import type { RequestOfferAnswer } from "../request-offers.server";

const PDF_ROUTE = RESOURCE_ROUTES.find((route) => route.id === "resource.offerPdf")!;
const pdfPath = (offerId: number, locale: Locale) => `${PDF_ROUTE.path.replace(":offerId", String(offerId))}?lng=${locale}`;

const replyOf = (answer: RequestOfferAnswer | undefined, intent: RequestOfferIntent, offerId: number) =>
  answer && "intent" in answer && answer.intent === intent && answer.offerId === offerId ? answer.reply : undefined;

function AcceptForm({ offer, answer }: { offer: Offer; answer?: RequestOfferAnswer }) {
  const { t } = useTranslation("offers");
  const [form] = useForm({ id: `accept-offer-${offer.id}`, lastResult: replyOf(answer, "accept-offer", offer.id) });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value="accept-offer" />
      <input type="hidden" name="offerId" value={offer.id} />
      <p className="text-sm text-gray-700">{t("requestOffers.acceptIntro")}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("requestOffers.accepting")}>{t("requestOffers.accept", { number: offer.number })}</SubmitButton>
    </Form>
  );
}

function DeclineForm({ offer, answer }: { offer: Offer; answer?: RequestOfferAnswer }) {
  const { t } = useTranslation("offers");
  const [form, fields] = useForm({
    id: `decline-offer-${offer.id}`,
    lastResult: replyOf(answer, "decline-offer", offer.id),
    constraint: getZodConstraint(declineOfferForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: declineOfferForm }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value="decline-offer" />
      <input type="hidden" name="offerId" value={offer.id} />
      <TextAreaField label={t("requestOffers.reason")} rows={2} meta={fields.reason} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("requestOffers.declining")}>{t("requestOffers.decline")}</SubmitButton>
    </Form>
  );
}

/**
 * The offers the store sent for a request (docs/decisions/046-offers.md), newest first: lines, total, validity, the
 * PDF, and — while one may still be answered — the forms that accept it into the cart or decline it with a reason.
 */
export function RequestOffers({ offers, locale, answer }: { offers: Offer[]; locale: Locale; answer?: RequestOfferAnswer }) {
  const { t } = useTranslation("offers");
  if (!offers.length) return null;
  return (
    <section aria-labelledby="request-offers" className="mt-6">
      <h2 id="request-offers" className="mb-2 text-lg font-semibold text-gray-900">
        {t("requestOffers.title")}
      </h2>
      <div className="space-y-4">
        {offers.map((offer) => (
          <article
            key={offer.id}
            aria-labelledby={`offer-${offer.id}`}
            className="rounded border border-gray-200 bg-white p-4"
            data-testid="request-offer"
          >
            <h3 id={`offer-${offer.id}`} className="text-base font-semibold text-gray-900">
              {t("requestOffers.heading", { number: offer.number, status: t(`requestOffers.status.${offer.status}`) })}
            </h3>
            <OfferFacts offer={offer} locale={locale} />
            {offer.declineReason ? (
              <p className="mt-2 text-sm text-gray-700">{t("requestOffers.declinedBecause", { reason: offer.declineReason })}</p>
            ) : null}
            <a href={pdfPath(offer.id, locale)} className="mt-2 inline-block text-sm font-medium text-primary-700 underline">
              {t("requestOffers.pdf", { number: offer.number })}
            </a>
            {offer.status === "sent" ? (
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                <AcceptForm offer={offer} answer={answer} />
                <DeclineForm offer={offer} answer={answer} />
              </div>
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}
