import { useTranslation } from "~/lib/i18n/use-translation";
import type { Order } from "@contract/api/orders/schemas";
import type { Locale } from "@contract/locale";
import { orderInvoicePath } from "~/features/orders/invoice-path";

/** The link that downloads the order's invoice in a format: the buyer's (orderInvoicePath), or a signed link's. */
export type InvoicePathOf = (orderNumber: string, locale: Locale, format: "pdf" | "xml") => string;

const LINK = "inline-block rounded border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-700 hover:bg-primary-50";

/**
 * The order's documents as plain links (the browser downloads each file itself, no script needed): a paid order's
 * invoice as a PDF and as UBL-TR XML, an unpaid order's proforma (docs/decisions/034-invoices.md).
 */
export function OrderDocuments({
  locale,
  order,
  invoicePath = orderInvoicePath,
}: {
  locale: Locale;
  order: Pick<Order, "orderNumber" | "invoice">;
  invoicePath?: InvoicePathOf;
}) {
  const { t } = useTranslation("orders");
  if (!order.invoice)
    return (
      <div className="space-y-2">
        <a href={invoicePath(order.orderNumber, locale, "pdf")} className={LINK}>
          {t("documents.proforma")}
        </a>
        <p className="text-sm text-gray-600">{t("documents.proformaHint")}</p>
      </div>
    );
  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-800">{t("documents.invoiceNumber", { number: order.invoice.number })}</p>
      <div className="flex flex-wrap gap-2">
        <a href={invoicePath(order.orderNumber, locale, "pdf")} className={LINK}>
          {t("documents.invoice")}
        </a>
        <a href={invoicePath(order.orderNumber, locale, "xml")} className={LINK}>
          {t("documents.invoiceXml")}
        </a>
      </div>
    </div>
  );
}
