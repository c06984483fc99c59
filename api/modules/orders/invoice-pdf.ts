import type { Order } from "@contract/api/orders/schemas";
import { centsText, toMicro } from "../../lib/money";
import { text } from "../../lib/messages";
import { startPdf } from "../../lib/pdf";
import { orderLocale } from "./read";

// An order's invoice as a Turkish e-Arşiv invoice lays it out: the seller (title, MERSIS and tax numbers), the
// buyer (VKN or TCKN, tax office), the lines, VAT per rate and the totals. The seller's details come from the
// environment (SELLER_*); the defaults are samples for the finance team to replace.

export interface Seller {
  title: string;
  address: string;
  taxOffice: string;
  taxNumber: string;
  mersisNumber: string;
}

const COLUMNS = [
  { label: "columnMpn", width: 150, align: "left" },
  { label: "columnQuantity", width: 55, align: "right" },
  { label: "columnUnitPrice", width: 85, align: "right" },
  { label: "columnVatRate", width: 50, align: "right" },
  { label: "columnExtendedPrice", width: 85, align: "right" },
  { label: "columnTotalPrice", width: 90, align: "right" },
] as const;

type Key = Parameters<typeof text>[0];

/** VAT per rate: each rate's base and tax summed from the lines (the shipping fee is taxed at its own rate). */
function vatByRate(order: Order) {
  const rates = new Map<string, { base: bigint; tax: bigint }>();
  for (const line of order.lines) {
    const entry = rates.get(line.vatRate) ?? { base: 0n, tax: 0n };
    entry.base += toMicro(line.extendedPrice);
    entry.tax += toMicro(line.tax);
    rates.set(line.vatRate, entry);
  }
  return [...rates].sort(([a], [b]) => Number(a) - Number(b));
}

export function orderInvoicePdf(order: Order, { seller }: { seller: Seller }): Promise<Buffer> {
  const locale = orderLocale(order);
  const t = (key: string, values: Record<string, string> = {}) => text(`invoice.${key}` as Key, locale, values);
  const { doc, file } = startPdf({ margin: 40, title: t("title", { orderNumber: order.orderNumber }), author: seller.title });
  const currency = order.totals.currency;

  doc.font("bold").fontSize(14).text(seller.title);
  doc.font("regular").fontSize(9).text(seller.address);
  doc.text(t("sellerTax", { office: seller.taxOffice, number: seller.taxNumber }));
  doc.text(t("mersis", { number: seller.mersisNumber })).moveDown();

  doc
    .font("bold")
    .fontSize(12)
    .text(t("title", { orderNumber: order.orderNumber }));
  doc
    .font("regular")
    .fontSize(9)
    .text(t("date", { date: order.createdAt.slice(0, 10) }))
    .moveDown();

  const buyer = order.billingAddress;
  doc.font("bold").text(t("buyer"));
  doc.font("regular").text(buyer.companyName ?? `${buyer.firstName} ${buyer.lastName}`);
  doc.text([buyer.addressLine, buyer.townName, buyer.cityName, buyer.countryCode].filter(Boolean).join(", "));
  if (buyer.taxNumber) doc.text(t("buyerTax", { office: buyer.taxOffice ?? "", number: buyer.taxNumber }));
  const identityNumber = buyer.identityNumber;
  if (identityNumber && !buyer.taxNumber) doc.text(t("buyerIdentity", { number: identityNumber }));
  doc.moveDown();

  const drawRow = (cells: string[], font: "regular" | "bold") => {
    const y = doc.y;
    let x = 40;
    doc.font(font);
    COLUMNS.forEach((column, index) => {
      doc.text(cells[index], x, y, { width: column.width - 4, align: column.align });
      x += column.width;
    });
    doc.x = 40;
    doc.moveDown(0.3);
  };
  drawRow(
    COLUMNS.map((column) => t(column.label, { currency })),
    "bold",
  );
  for (const line of order.lines) {
    drawRow(
      [
        `${line.mpn} (${line.manufacturerName})`,
        String(line.quantity),
        line.unitPrice,
        `%${line.vatRate}`,
        line.extendedPrice,
        line.totalPrice,
      ],
      "regular",
    );
  }
  doc.moveDown();
  doc.font("regular");
  for (const [rate, { base, tax }] of vatByRate(order)) {
    doc.text(t("vatLine", { rate, base: centsText(base), tax: centsText(tax), currency }), { align: "right" });
  }
  const totals = order.totals;
  doc.text(t("shipping", { carrier: `${order.shipping.carrier} ${order.shipping.service}`, amount: totals.shipping, currency }), {
    align: "right",
  });
  doc.text(t("subtotal", { amount: totals.subtotal, currency }), { align: "right" });
  doc.text(t("tax", { amount: totals.tax, currency }), { align: "right" });
  doc.font("bold").text(t("total", { amount: totals.total, currency }), { align: "right" });
  doc.end();
  return file;
}
