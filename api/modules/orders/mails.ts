import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { pathFor } from "@contract/paths";
import type { Order } from "@contract/api/orders/schemas";
import type { BankAccount } from "@contract/api/payments/bank-accounts";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { Mail, MailRecipient } from "../mail/mailer";
import { displayDateTime, displayDay, displayDecimal, displayUnitPrice } from "../carts/export-content";
import { quantityText } from "../invoices/format";
import { perInstallment } from "../payments/card-charge";
import { shippingName } from "../checkout/shipping";
import { greeting, render } from "../mail/templates";
import { orderLinkToken } from "./order-link";
import { orderDetail, orderLocale } from "./read";

// The buyer's mails about an order, in the order's language (spec: confirmation mails in the buyer's language).

export interface OrderMailSettings {
  storeName: string;
  /** The storefront's address, for the links in the mail. */
  storefrontUrl: string;
  /** The key a guest's order link is signed with (order-link.ts). */
  orderLinkKey: Buffer;
}

/** An amount as the buyer reads it in their language: 1.234,56 TRY or 1,234.56 USD. */
export const amountText = (amount: string, currency: string, locale: ApiLocale) => `${displayDecimal(amount, locale)} ${currency}`;

const pageUrl = (settings: OrderMailSettings, path: string) => new URL(path, settings.storefrontUrl).toString();

/** An order and whom its mails go to; a guest's (no account) is opened by a signed link instead of the dashboard. */
export interface MailedOrder {
  order: Order;
  recipient: MailRecipient;
  guest: boolean;
}

/**
 * Where a mail about the order links to: a customer's order page on the dashboard, a guest's order by a signed link
 * (docs/decisions/051-guest-order-link.md), made afresh by each mail.
 */
export function orderPageUrl({ order, guest }: Pick<MailedOrder, "order" | "guest">, settings: OrderMailSettings): string {
  const locale = orderLocale(order);
  const path = guest
    ? pathFor("guestOrder", locale, { token: orderLinkToken(settings.orderLinkKey, order.orderNumber) })
    : pathFor("orderDetail", locale, { id: order.orderNumber });
  return pageUrl(settings, path);
}

/**
 * The order `id` as its mails tell it. They go to the address it was placed with: a signed-in buyer's verified one
 * (proven), or the one a guest typed (limited: docs/decisions/029-outbound-mail-limits.md).
 */
export async function mailedOrderById(db: Database, id: number): Promise<MailedOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  const guest = row.userId === null;
  return { order: await orderDetail(db, row), recipient: { to: row.email, recipientProven: !guest }, guest };
}

/**
 * The order's confirmation: EFT and net-term orders when placed, a card order when its payment is captured. It lists
 * what was ordered, the totals, the delivery, how it is paid, and links to the order. An EFT order's lists the store's
 * `bankAccounts` (activeBankAccounts, as the checkout's EFT step and the bank-accounts page show them) with the order
 * number as the transfer's reference.
 */
export function orderConfirmationMail(mailed: MailedOrder, settings: OrderMailSettings, bankAccounts: readonly BankAccount[] = []): Mail {
  const { order, recipient } = mailed;
  const locale = orderLocale(order);
  const money = (amount: string) => amountText(amount, order.totals.currency, locale);
  // A card is charged in TRY with its installment commission: that is the payment received (docs/decisions/033-card-payments-in-lira.md).
  const charged = order.cardCharge ? amountText(order.cardCharge.amount, order.cardCharge.currency, locale) : null;
  const values = { orderNumber: order.orderNumber, total: charged ?? money(order.totals.total) };
  const opening =
    order.paymentType === "eft"
      ? text("orderMail.placedEft", locale, { ...values, date: displayDateTime(new Date(order.expiresAt ?? order.createdAt), locale) })
      : text(order.paymentType === "net" ? "orderMail.placedNet" : "orderMail.placedCard", locale, values);
  const delivery = order.shippingAddress;
  const lines = [
    opening,
    ...(order.paymentType === "eft"
      ? [
          text("orderMail.transferReference", locale, { orderNumber: order.orderNumber }),
          ...bankAccounts.map((account) =>
            text("orderMail.bankAccount", locale, {
              bank: account.bankName,
              branch: account.branch,
              iban: account.iban,
              holder: account.holder,
              currency: account.currencyCode,
            }),
          ),
          text("orderMail.bankAccountsAt", locale, { url: pageUrl(settings, pathFor("bankAccounts", locale)) }),
        ]
      : []),
    ...(order.cardCharge ? [cardChargeLine(order, order.cardCharge, locale)] : []),
    // Unit price × quantity = amount as the order stored them, the unit price as shown (docs/decisions/010-price-display.md).
    ...order.lines.map((line) =>
      text("orderMail.lineItem", locale, {
        quantity: quantityText(line.quantity, locale),
        mpn: line.mpn,
        maker: line.manufacturerName,
        unitPrice: `${displayUnitPrice(line.unitPrice, locale)} ${order.totals.currency}`,
        amount: money(line.extendedPrice),
        total: money(line.totalPrice),
      }),
    ),
    text("orderMail.totalsLine", locale, {
      subtotal: money(order.totals.subtotal),
      shipping: money(order.totals.shipping),
      tax: money(order.totals.tax),
      total: money(order.totals.total),
    }),
    text("orderMail.deliveryLine", locale, {
      carrier: shippingName(order.shipping, locale),
      address: [delivery.addressLine, delivery.townName, delivery.cityName].filter(Boolean).join(", "),
    }),
  ];
  return render(
    recipient,
    text("orderMail.subject", locale, { store: settings.storeName, orderNumber: order.orderNumber }),
    settings.storeName,
    {
      greeting: greeting(locale, order.billingAddress.firstName),
      lines,
      link: { label: text("orderMail.viewOrder", locale), url: orderPageUrl(mailed, settings) },
    },
  );
}

/** What the card was charged in TRY: the order's total at the order's rate, and the installment commission. */
function cardChargeLine(order: Order, charge: NonNullable<Order["cardCharge"]>, locale: ApiLocale) {
  const lira = (amount: string) => amountText(amount, charge.currency, locale);
  const plan =
    charge.installments > 1
      ? text("orderMail.installmentPlan", locale, {
          count: charge.installments,
          each: lira(perInstallment(charge.amount, charge.installments)),
        })
      : text("orderMail.singlePayment", locale);
  const values = { amount: lira(charge.amount), plan, base: lira(charge.base), commission: lira(charge.commission) };
  if (order.totals.currency === "TRY") return text("orderMail.cardChargeTry", locale, values);
  return text("orderMail.cardCharge", locale, {
    ...values,
    total: amountText(order.totals.total, order.totals.currency, locale),
    rate: displayDecimal(charge.rate, locale, 2, 6),
    currency: order.totals.currency,
    date: displayDay(new Date(charge.rateDate), locale),
  });
}

/** An unpaid order cancelled (by the buyer, or when its time to pay ran out): why, and that nothing was charged. */
export function orderCancelledMail(
  mailed: MailedOrder,
  reason: "orders.expired" | "orders.cancelledByBuyer",
  settings: OrderMailSettings,
): Mail {
  const { order, recipient } = mailed;
  const locale = orderLocale(order);
  return render(
    recipient,
    text("orderMail.cancelledSubject", locale, { store: settings.storeName, orderNumber: order.orderNumber }),
    settings.storeName,
    {
      greeting: greeting(locale, order.billingAddress.firstName),
      lines: [text("orderMail.cancelled", locale, { orderNumber: order.orderNumber, reason: text(reason, locale) })],
      link: { label: text("orderMail.viewOrder", locale), url: orderPageUrl(mailed, settings) },
    },
  );
}

/** Sends an order's mail after its change is committed; a mail that cannot be sent is logged, never the buyer's error. */
export async function sendOrderMail(app: FastifyInstance, mail: () => Promise<Mail>) {
  try {
    await app.mailer.send(await mail());
  } catch (error) {
    app.log.error({ err: error }, "mail: an order mail could not be sent");
  }
}
