import { getFormProps, useForm } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteLink } from "~/components/route-link";
import { useTranslation } from "~/lib/i18n/use-translation";
import { checkoutDeliveryBody } from "~/features/checkout/checkout-schemas.server";
import { pathFor } from "@contract/paths";
import { CheckoutShell } from "~/features/checkout/components/checkout-shell";
import { RadioGroupField } from "~/components/ui/choice-field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatAmount } from "~/lib/format";
import { checkoutStepMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { formConstraint, parseWithZod } from "~/lib/forms/validation.server";
import { useLazyValidation } from "~/lib/forms/use-lazy-validation";
import { api } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { isGuest } from "~/server/auth.server";
import { checkoutFor, checkoutOperations } from "~/features/checkout/checkout.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";

export const handle = { i18n: ["common", "checkout"] };

export const headers = passCacheControl;

export async function loader(args: LoaderFunctionArgs) {
  const { checkout } = await checkoutFor(args, "deliveryMethod");
  const t = await i18n.getFixedT(args.request, "checkout");
  return data(
    {
      checkout,
      constraint: formConstraint(checkoutDeliveryBody),
      title: t("titles.deliveryMethod"),
      description: t("descriptions.deliveryMethod"),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** Saves the shipping option (the API accepts only one it offers for this cart) and goes on to the payment. */
export async function action(args: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(args.request), { schema: checkoutDeliveryBody });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await api(args).call(checkoutOperations(await isGuest(args)).saveDelivery, { body: submission.value });
  } catch (error) {
    return formFailure(args, error, (reply) => submission.reply(reply), { formStatuses: [404] });
  }
  return redirect(pathFor("checkoutPayment", languageOf(args.request)));
}

export default function CheckoutDeliveryPage() {
  const { checkout, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("checkout");
  const locale = usePageLocale();
  const onValidate = useLazyValidation(
    "checkout-delivery",
    () => import("@contract/api/checkout/schemas"),
    (module) => module.checkoutDeliveryBody,
  );
  const [form, fields] = useForm({
    id: "checkout-delivery",
    lastResult,
    defaultValue: { shippingOptionId: checkout.form.shippingOptionId ?? checkout.shippingOptions[0]?.id },
    constraint,
    onValidate,
  });
  const days = (min: number, max: number) => (min === max ? t("delivery.days", { count: min }) : t("delivery.daysRange", { min, max }));

  return (
    <CheckoutShell step="deliveryMethod" locale={locale} checkout={checkout}>
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <section className="rounded border border-gray-200 bg-white p-4">
          {checkout.shippingOptions.length === 0 ? (
            <p className="text-sm text-gray-700">{t("delivery.none")}</p>
          ) : (
            <RadioGroupField
              legend={t("delivery.legend")}
              meta={fields.shippingOptionId}
              options={checkout.shippingOptions.map((option) => ({
                value: String(option.id),
                label: `${option.carrier} · ${t(`services.${option.service}`)}`,
                hint: `${Number(option.price) === 0 ? t("delivery.free") : formatAmount(option.price, locale, option.currency)} · ${days(option.deliveryDaysMin, option.deliveryDaysMax)}`,
              }))}
            />
          )}
          <p className="mt-3 text-xs text-gray-600">{t("delivery.vatNote")}</p>
        </section>
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pendingLabel={t("saving")} disabled={checkout.shippingOptions.length === 0}>
            {t("delivery.continue")}
          </SubmitButton>
          <RouteLink to={pathFor("checkoutAddress", locale)} className="text-sm font-semibold text-primary-700 underline">
            {t("backToAddress")}
          </RouteLink>
        </div>
      </Form>
    </CheckoutShell>
  );
}

export const meta: MetaFunction<typeof loader> = checkoutStepMeta;
