import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { pathFor } from "@contract/paths";
import type { Order } from "@contract/api/orders/schemas";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { Mail, MailRecipient } from "../mail/mailer";
import { displayDateTime, displayDecimal } from "../carts/export-content";
import { greeting, render } from "../mail/templates";
import { orderDetail, orderLocale } from "./read";

// The buyer's mails about an order, in the order's language (spec: confirmation mails in the buyer's language).

export interface OrderMailSettings {
  storeName: string;
  /** The storefront's address, for the links in the mail. */
  storefrontUrl: string;
}

/** An amount as the buyer reads it in their language: 1.234,56 TRY or 1,234.56 USD. */
export const amountText = (amount: string, currency: string, locale: ApiLocale) => `${displayDecimal(amount, locale)} ${currency}`;

const pageUrl = (settings: OrderMailSettings, path: string) => new URL(path, settings.storefrontUrl).toString();

/** An order and whom its mails go to. */
export interface MailedOrder {
  order: Order;
  recipient: MailRecipient;
}

/**
 * The order `id` as its mails tell it. They go to the address it was placed with: a signed-in buyer's verified one
 * (proven), or the one a guest typed (limited: docs/decisions/029-outbound-mail-limits.md).
 */
export async function mailedOrderById(db: Database, id: number): Promise<MailedOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return { order: await orderDetail(db, row), recipient: { to: row.email, recipientProven: row.userId !== null } };
}

/**
 * The order's confirmation: EFT and net-term orders when placed, a card order when its payment is captured. It lists
 * what was ordered, the totals, the delivery, how it is paid, and links to the order.
 */
export function orderConfirmationMail({ order, recipient }: MailedOrder, settings: OrderMailSettings): Mail {
  const locale = orderLocale(order);
  const money = (amount: string) => amountText(amount, order.totals.currency, locale);
  const values = { orderNumber: order.orderNumber, total: money(order.totals.total) };
  const opening =
    order.paymentType === "eft"
      ? text("orderMail.placedEft", locale, { ...values, date: displayDateTime(new Date(order.expiresAt ?? order.createdAt), locale) })
      : text(order.paymentType === "net" ? "orderMail.placedNet" : "orderMail.placedCard", locale, values);
  const delivery = order.shippingAddress;
  const lines = [
    opening,
    ...(order.paymentType === "eft"
      ? [text("orderMail.bankAccountsAt", locale, { url: pageUrl(settings, pathFor("bankAccounts", locale)) })]
      : []),
    ...order.lines.map((line) =>
      text("orderMail.lineItem", locale, {
        quantity: line.quantity,
        mpn: line.mpn,
        maker: line.manufacturerName,
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
      carrier: `${order.shipping.carrier} ${order.shipping.service}`,
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
      link: {
        label: text("orderMail.viewOrder", locale),
        url: pageUrl(settings, pathFor("orderDetail", locale, { id: order.orderNumber })),
      },
    },
  );
}

/** An unpaid order cancelled (by the buyer, or when its time to pay ran out): why, and that nothing was charged. */
export function orderCancelledMail(
  { order, recipient }: MailedOrder,
  reason: "orders.expired" | "orders.cancelledByBuyer",
  settings: OrderMailSettings,
): Mail {
  const locale = orderLocale(order);
  return render(
    recipient,
    text("orderMail.cancelledSubject", locale, { store: settings.storeName, orderNumber: order.orderNumber }),
    settings.storeName,
    {
      greeting: greeting(locale, order.billingAddress.firstName),
      lines: [text("orderMail.cancelled", locale, { orderNumber: order.orderNumber, reason: text(reason, locale) })],
      link: {
        label: text("orderMail.viewOrder", locale),
        url: pageUrl(settings, pathFor("orderDetail", locale, { id: order.orderNumber })),
      },
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
