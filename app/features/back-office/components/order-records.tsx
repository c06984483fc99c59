import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { DeskOrder } from "@contract/api/orders-desk/schemas";
import type { Locale } from "@contract/locale";
import { Form } from "~/components/ui/form";
import { formatDateTime } from "~/lib/dates";
import { formatAmount } from "~/lib/format";

// The orders desk's records of an order: what is due, its transfers and refunds, its documents and the mails sent.

const table = "min-w-full border border-gray-200 bg-white text-left text-sm";
const cell = "px-3 py-2";

function Table({ caption, headings, children }: { caption: string; headings: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className={table}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-100 text-gray-800">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** An EFT order's standing: received, still due, paid beyond. */
export function TransferStanding({ order, locale }: { order: DeskOrder; locale: Locale }) {
  const { t } = useTranslation("back-office-orders");
  if (!order.standing) return null;
  const currency = order.order.totals.currency;
  const rows: Array<[string, string]> = [
    [t("detail.received"), order.standing.received],
    [t("detail.stillDue"), order.standing.due],
  ];
  if (Number(order.standing.over) > 0) rows.push([t("detail.over"), order.standing.over]);
  return (
    <dl className="grid max-w-md grid-cols-2 gap-x-4 gap-y-1 text-sm" data-testid="transfer-standing">
      {rows.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt className="text-gray-700">{label}</dt>
          <dd className="tabular text-right font-semibold">{formatAmount(amount, locale, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TransferTable({ order, locale }: { order: DeskOrder; locale: Locale }) {
  const { t } = useTranslation("back-office-orders");
  if (!order.transfers.length) return <p className="text-sm text-gray-700">{t("detail.noTransfers")}</p>;
  return (
    <Table
      caption={t("detail.transfers")}
      headings={[t("detail.transferDate"), t("detail.reference"), t("detail.amount"), t("detail.note")]}
    >
      {order.transfers.map((transfer) => (
        <tr key={transfer.bankReference} className="border-t border-gray-200">
          <td className={`${cell} tabular`}>{transfer.receivedOn}</td>
          <td className={`${cell} font-part`}>{transfer.bankReference}</td>
          <td className={`${cell} tabular text-right`}>{formatAmount(transfer.amount, locale, transfer.currency)}</td>
          <td className={cell}>{transfer.note ?? "—"}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The order's refunds; a card refund not through yet can be sent again (orders.manage). */
export function RefundTable({ order, locale, canResend }: { order: DeskOrder; locale: Locale; canResend: boolean }) {
  const { t } = useTranslation("back-office-orders");
  if (!order.refunds.length) return <p className="text-sm text-gray-700">{t("detail.noRefunds")}</p>;
  return (
    <Table
      caption={t("detail.refunds")}
      headings={[t("detail.refundMethod"), t("detail.amount"), t("detail.refundStatus"), t("detail.refundTo"), t("detail.refundReason")]}
    >
      {order.refunds.map((refund) => (
        <tr key={refund.id} className="border-t border-gray-200 align-top" data-testid="refund-row">
          <td className={cell}>
            {t(`detail.refundMethods.${refund.method}`)} ({refund.provider})
          </td>
          <td className={`${cell} tabular text-right`}>{formatAmount(refund.amount, locale, refund.currency)}</td>
          <td className={cell}>
            {t(`detail.refundStatuses.${refund.status}`)}
            {refund.failureReason && <span className="block text-xs text-danger-700">{refund.failureReason}</span>}
            {canResend && refund.method === "card" && (refund.status === "pending" || refund.status === "failed") && (
              <Form method="post" className="mt-1">
                <input type="hidden" name="refundId" value={refund.id} />
                <button type="submit" name="intent" value="resend-refund" className="text-primary-700 underline">
                  {t("detail.resend")}
                </button>
              </Form>
            )}
          </td>
          <td className={`${cell} font-part`}>{refund.iban ? `${refund.iban} (${refund.accountHolder})` : "—"}</td>
          <td className={cell}>{refund.reason}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The order's invoices (sale, return invoices) with their PDF and XML, or its proforma while unpaid. */
export function DocumentList({
  order,
  locale,
  documentPath,
}: {
  order: DeskOrder;
  locale: Locale;
  documentPath: (document: string) => string;
}) {
  const { t } = useTranslation("back-office-orders");
  return (
    <ul className="space-y-2 text-sm" data-testid="order-documents">
      {order.documents.map((document) =>
        document.number ? (
          <li key={document.number}>
            <span className="font-semibold">{t(`detail.invoiceTypes.${document.type}`)}</span>{" "}
            <span className="font-part">{document.number}</span>
            {document.issuedAt && ` · ${formatDateTime(document.issuedAt, locale)}`}
            {document.status && ` · ${t(`detail.invoiceStatuses.${document.status}`)}`}{" "}
            <a href={documentPath(document.number)} className="text-primary-700 underline">
              {t("detail.pdf")}
            </a>{" "}
            <a href={documentPath(`${document.number}.xml`)} className="text-primary-700 underline">
              {t("detail.xml")}
            </a>
          </li>
        ) : (
          <li key="proforma">
            <a href={documentPath("proforma")} className="text-primary-700 underline">
              {t("detail.proforma")}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

export function MailList({ order, locale }: { order: DeskOrder; locale: Locale }) {
  const { t } = useTranslation("back-office-orders");
  if (!order.mails.length) return <p className="text-sm text-gray-700">{t("detail.noMails")}</p>;
  return (
    <Table caption={t("detail.mails")} headings={[t("detail.mailAt"), t("detail.mailTo"), t("detail.mailSubject")]}>
      {order.mails.map((mail) => (
        <tr key={`${mail.createdAt}-${mail.subject}`} className="border-t border-gray-200" data-testid="order-mail">
          <td className={`${cell} tabular whitespace-nowrap`}>{formatDateTime(mail.createdAt, locale)}</td>
          <td className={`${cell} [overflow-wrap:anywhere]`}>{mail.to}</td>
          <td className={cell}>{mail.subject}</td>
        </tr>
      ))}
    </Table>
  );
}
