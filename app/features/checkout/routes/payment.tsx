import { getFormProps, useForm } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteLink } from "~/components/route-link";
import { HydrateInTurn } from "~/lib/hydration-turns";
import { Trans } from "~/lib/i18n/trans";
import { useTranslation } from "~/lib/i18n/use-translation";
import { ORDER_NUMBER_PATTERN, placeOrderBody } from "~/features/checkout/checkout-schemas.server";
import { PAYMENT_TYPES, type PaymentType } from "@contract/api/orders/values";
import { pathFor } from "@contract/paths";
import type { Checkout } from "@contract/api/checkout/schemas";
import type { CurrencyCode } from "@contract/limits";
import { typedCardBin } from "~/features/checkout/card-bin";
import { CardBinForm, CardChargeChoice } from "~/features/checkout/components/card-charge-choice";
import { CheckoutChoices } from "~/features/checkout/components/checkout-choices";
import { CheckoutShell } from "~/features/checkout/components/checkout-shell";
import { useAddPaymentInfoEvent, useCheckoutEvent } from "~/features/checkout/components/use-checkout-events";
import { CheckboxField, RadioGroupField } from "~/components/ui/choice-field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { checkoutStepMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formConstraint, parseWithZod } from "~/lib/forms/validation.server";
import { useLazyValidation } from "~/lib/forms/use-lazy-validation";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { isGuest } from "~/server/auth.server";
import { checkoutFor, checkoutOperations } from "~/features/checkout/checkout.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";

export const handle = { i18n: ["common", "checkout", "orders", "cart-documents"] };

export const headers = passCacheControl;

/** Why the card of the order `failedOrder` was refused (the callback sends the buyer back here with it), if it was. */
async function refusedPayment(args: RouteArgs, guest: boolean, orderNumber: string | null) {
  if (!orderNumber || !ORDER_NUMBER_PATTERN.test(orderNumber)) return null;
  const order = await api(args)
    .call(checkoutOperations(guest).order, { params: { orderNumber } })
    .then(({ data: found }) => found)
    .catch(() => null);
  const failed = order?.payments.findLast((payment) => payment.status === "failed");
  return failed ? { orderNumber, reason: failed.failureReason } : null;
}

/**
 * What a card payment would charge, in lira per installment count (the API's table, for the card's BIN when the buyer
 * gave one); null when the card is not offered or the provider cannot answer now: placing a card order then says why.
 */
async function cardChargesFor(args: RouteArgs, guest: boolean, checkout: Checkout, bin: string | undefined) {
  if (!checkout.paymentTypes.includes("pos")) return null;
  return api(args)
    .call(checkoutOperations(guest).cardCharges, { query: { currency: checkout.totals.currency as CurrencyCode, bin } })
    .then(({ data: charges }) => charges)
    .catch(() => null);
}

export async function loader(args: LoaderFunctionArgs) {
  const { checkout, guest } = await checkoutFor(args, "paymentMethod");
  const t = await i18n.getFixedT(args.request, "checkout");
  const url = new URL(args.request.url);
  const { bin, invalid: binInvalid } = typedCardBin(url);
  const [cardCharges, refused] = await Promise.all([
    cardChargesFor(args, guest, checkout, bin),
    refusedPayment(args, guest, url.searchParams.get("failedOrder")),
  ]);
  return data(
    {
      checkout,
      cardCharges,
      binInvalid,
      refused,
      constraint: formConstraint(placeOrderBody),
      title: t("titles.paymentMethod"),
      description: t("descriptions.paymentMethod"),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/**
 * Places the order. The body is the payment choice and the terms only: the API prices the cart itself, and the
 * form's idempotency key makes a second press of the button answer the first order. A card goes on to the
 * provider's page; EFT and net term to their success page.
 */
export async function action(args: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(args.request), { schema: placeOrderBody });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const locale = languageOf(args.request);
  try {
    const { data: placed } = await api(args).call(checkoutOperations(await isGuest(args)).place, { body: submission.value });
    if (placed.paymentRedirect) return redirect(placed.paymentRedirect);
    const page = placed.order.paymentType === "net" ? "orderSuccessNetTerm" : "orderSuccessEft";
    return redirect(pathFor(page, locale, {}, { order: placed.order.orderNumber }));
  } catch (error) {
    return formFailure(args, error, (reply) => submission.reply(reply), { formStatuses: [403, 428, 503] });
  }
}

export default function CheckoutPaymentPage() {
  const { checkout, cardCharges, binInvalid, refused, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation(["checkout", "orders"]);
  const locale = usePageLocale();
  useCheckoutEvent("add_shipping_info", checkout);
  const paymentInfo = useAddPaymentInfoEvent(checkout);
  const onValidate = useLazyValidation(
    "checkout-payment",
    () => import("@contract/api/orders/schemas"),
    (module) => module.placeOrderBody,
  );
  const [form, fields] = useForm({
    id: "checkout-payment",
    lastResult,
    defaultValue: { paymentType: checkout.paymentTypes[0], installments: "1" },
    constraint,
    shouldValidate: "onSubmit",
    onValidate,
    onSubmit: (_event, { formData }) => {
      const type = formData.get("paymentType");
      if (PAYMENT_TYPES.includes(type as PaymentType)) paymentInfo(type as PaymentType);
    },
  });
  // The documents filled in for this cart and this buyer (a guest's with the typed invoice address), as the order records them.
  const documentLink = (page: "cartDistanceSalesContract" | "cartPreliminaryInformation") => (
    <RouteLink to={pathFor(page, locale)} target="_blank" className="font-semibold text-primary-700 underline" />
  );

  return (
    <CheckoutShell
      step="paymentMethod"
      locale={locale}
      checkout={checkout}
      error={refused ? t("payment.refused", { order: refused.orderNumber, reason: refused.reason ?? t("payment.refusedUnknown") }) : null}
    >
      {/* The step's parts hydrate in turns of their own (docs/decisions/067-hydration-in-turns.md). */}
      <HydrateInTurn>
        <CheckoutChoices checkout={checkout} locale={locale} />
      </HydrateInTurn>
      {cardCharges && (
        <HydrateInTurn>
          <div className="mt-6">
            <CardBinForm bin={cardCharges.bin} invalid={binInvalid} />
          </div>
        </HydrateInTurn>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
        <HydrateInTurn>
          <section className="space-y-4 rounded border border-gray-200 bg-white p-4">
            <RadioGroupField
              legend={t("payment.legend")}
              meta={fields.paymentType}
              options={checkout.paymentTypes.map((type) => ({
                value: type,
                label: t(`orders:paymentType.${type}`),
                hint: t(`payment.hints.${type}`),
              }))}
            />
            {cardCharges && <CardChargeChoice charges={cardCharges} locale={locale} installments={fields.installments} />}
          </section>
        </HydrateInTurn>
        <HydrateInTurn>
          <CheckboxField
            meta={fields.readTerms}
            label={
              <Trans
                t={t}
                i18nKey="payment.readTerms"
                components={{
                  contract: documentLink("cartDistanceSalesContract"),
                  preliminary: documentLink("cartPreliminaryInformation"),
                }}
              />
            }
          />
        </HydrateInTurn>
        <FormErrors id={form.errorId} errors={form.errors} />
        <HydrateInTurn>
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton pendingLabel={t("payment.placing")}>{t("payment.place")}</SubmitButton>
            <RouteLink to={pathFor("checkoutDelivery", locale)} className="text-sm font-semibold text-primary-700 underline">
              {t("backToDelivery")}
            </RouteLink>
          </div>
        </HydrateInTurn>
      </Form>
    </CheckoutShell>
  );
}

export const meta: MetaFunction<typeof loader> = checkoutStepMeta;
