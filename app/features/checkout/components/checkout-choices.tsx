import { RouteLink } from "~/components/route-link";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Checkout } from "@contract/api/checkout/schemas";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";

/** What the earlier steps chose, each with a link back to change it: read before the order is placed. */
export function CheckoutChoices({ checkout, locale }: { checkout: Checkout; locale: Locale }) {
  const { t } = useTranslation("checkout");
  const { form } = checkout;
  const billing = checkout.billingAddresses.find((address) => address.id === form.billingAddressId);
  const shipping = form.useBillingForShipping
    ? billing
    : checkout.shippingAddresses.find((address) => address.id === form.shippingAddressId);
  const option = checkout.shippingOptions.find((item) => item.id === form.shippingOptionId);
  const rows: Array<{ label: string; value: string; change: "checkoutAddress" | "checkoutDelivery" }> = [
    { label: t("choices.billing"), value: billing ? `${billing.title}: ${billing.summary}` : "", change: "checkoutAddress" },
    { label: t("choices.shipping"), value: shipping ? `${shipping.title}: ${shipping.summary}` : "", change: "checkoutAddress" },
    {
      label: t("choices.recipient"),
      value: `${form.recipientFirstName ?? ""} ${form.recipientLastName ?? ""} · ${form.phoneCountryCode ?? ""} ${form.phone ?? ""}`,
      change: "checkoutAddress",
    },
    {
      label: t("choices.delivery"),
      value: option ? `${option.carrier} · ${t(`services.${option.service}`)}` : "",
      change: "checkoutDelivery",
    },
  ];
  if (form.customerOrderNumber)
    rows.push({ label: t("choices.customerOrderNumber"), value: form.customerOrderNumber, change: "checkoutAddress" });
  return (
    <section aria-labelledby="checkout-choices-title" className="rounded border border-gray-200 bg-white p-4">
      <h2 id="checkout-choices-title" className="text-lg font-semibold text-gray-900">
        {t("choices.title")}
      </h2>
      <dl className="mt-3 divide-y divide-gray-100 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr_auto] sm:gap-4">
            <dt className="font-medium text-gray-700">{row.label}</dt>
            <dd className="min-w-0 break-words text-gray-900">{row.value}</dd>
            <dd>
              <RouteLink to={pathFor(row.change, locale)} className="font-semibold text-primary-700 underline">
                {t("choices.change")}
                <span className="sr-only"> {row.label}</span>
              </RouteLink>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
