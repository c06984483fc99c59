import { useTranslation } from "~/lib/i18n/use-translation";
import type { Order } from "@contract/api/orders/schemas";
import type { Locale } from "@contract/locale";
import { countryName } from "~/features/orders/display-names";

/** An address as the order keeps it (a copy taken when it was placed), with the invoice's tax or identity number. */
export function OrderAddress({ locale, address }: { locale: Locale; address: Order["billingAddress"] }) {
  const { t } = useTranslation("orders");
  const place = [address.zipCode, [address.townName, address.cityName].filter(Boolean).join(" / ")].filter(Boolean).join(" ");
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.companyName,
    address.addressLine,
    place,
    countryName(address.countryCode, locale),
    `${address.phoneCountryCode} ${address.phone}`,
    address.taxNumber ? t("detail.taxDetails", { office: address.taxOffice ?? "", number: address.taxNumber }) : null,
    address.identityNumber ? t("detail.identityNumber", { number: address.identityNumber }) : null,
  ];
  return (
    <address className="text-sm not-italic text-gray-800 [overflow-wrap:anywhere]">
      {lines.filter(Boolean).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
