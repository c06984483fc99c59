import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { PaymentNotification } from "@contract/api/current-account/schemas";
import type { Locale } from "@contract/locale";
import { ListTable } from "~/components/ui/list-table";
import { formatDate } from "~/lib/dates";
import { formatAmount } from "~/lib/format";

/**
 * Customers' payment notifications not used yet, beside the bank statement's transfers (issue 32 item 4); `confirmForm`
 * (finance only) is each one's form to confirm its order's transfer.
 */
export function DeskNotifications({
  items,
  locale,
  confirmForm,
}: {
  items: PaymentNotification[];
  locale: Locale;
  confirmForm?: (item: PaymentNotification) => ReactNode;
}) {
  const { t } = useTranslation("current-account");
  return (
    <section aria-labelledby="notifications-title" className="mt-8">
      <h2 id="notifications-title" className="text-lg font-semibold text-gray-900">
        {t("desk.heading")}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t("desk.none")}</p>
      ) : (
        <div className="mt-3">
          <ListTable<PaymentNotification>
            caption={t("desk.heading")}
            rows={items}
            rowKey={(row) => row.id}
            columns={[
              { key: "paidOn", label: t("notify.paidOn"), cell: (row) => formatDate(row.paidOn, locale) },
              {
                key: "sender",
                label: t("desk.sender"),
                cell: (row) => [row.senderName, row.companyTitle, row.senderEmail].filter(Boolean).join(" · "),
              },
              {
                key: "bank",
                label: t("notify.bankName"),
                cell: (row) => [row.bankName, row.iban, row.reference].filter(Boolean).join(" · "),
              },
              {
                key: "for",
                label: t("notify.for"),
                cell: (row) => [...row.orderNumbers, row.currentAccountCode].filter(Boolean).join(", "),
              },
              {
                key: "amount",
                label: t("payments.amount"),
                numeric: true,
                cell: (row) => formatAmount(row.amount, locale, row.currencyCode),
              },
              ...(confirmForm ? [{ key: "confirm", label: t("desk.confirm"), cell: confirmForm }] : []),
            ]}
          />
        </div>
      )}
    </section>
  );
}
