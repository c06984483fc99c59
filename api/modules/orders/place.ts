import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { CartDocument, CartDocumentKey } from "@contract/api/carts/documents";
import type { CartLine } from "@contract/api/carts/schemas";
import type { z } from "zod";
import type { placeOrderBody } from "@contract/api/orders/schemas";
import type { CurrencyCode } from "@contract/limits";
import { pathFor } from "@contract/paths";
import type { Database } from "../../db/client";
import {
  cartLines,
  checkouts,
  companyCurrentAccounts,
  currentAccountMovements,
  orderEvents,
  orderLines,
  orders,
  payments,
  type Address,
  type CheckoutAddress,
  type OrderRow,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import { text } from "../../lib/messages";
import { currentUser } from "../accounts/current-user";
import { pricingFor } from "../catalog/currency";
import { catalogContext } from "../catalog/http";
import { centsText, toMicro } from "../catalog/money";
import { queryRows } from "../catalog/query-rows";
import { cartDocument } from "../carts/documents/document";
import { secondaryCurrencyOf, type CartContext } from "../carts/view";
import type { Buyer } from "../checkout/buyer";
import { guestPerson } from "../checkout/guest-person";
import { allowedPaymentTypes, cartProblems, checkoutAnswer, checkoutTotals, readCheckout, type CheckoutState } from "../checkout/service";
import type { PaymentProvider } from "../payments/provider";
import type { Seller } from "./invoice-pdf";
import { cancelPendingCardOrders, cancelUnstartedPayment } from "./cancel";
import { assertGuestUnpaidWithinLimits, type GuestUnpaidLimits } from "./guest-unpaid-limits";
import { orderNumberOf } from "./numbers";

type PlaceOrderBody = z.output<typeof placeOrderBody>;

export interface PlaceOptions {
  provider: PaymentProvider;
  storeName: string;
  seller: Seller;
  /** How long an unpaid order holds its stock: a card payment in progress, and an EFT transfer. */
  cardPaymentMinutes: number;
  eftPaymentDays: number;
  /** A guest's unpaid orders: a shorter EFT hold, and caps per guest id, e-mail and client address. */
  guestUnpaid: GuestUnpaidLimits;
}

const refuse = (status: number, key: Parameters<typeof text>[0], context: CartContext, values: Record<string, string | number> = {}) =>
  new AppError(status, text(key, context.locale, values));

const snapshot = (
  address: Address,
  recipient?: { firstName: string; lastName: string; phoneCountryCode: string; phone: string },
): CheckoutAddress => ({
  firstName: recipient?.firstName ?? address.firstName,
  lastName: recipient?.lastName ?? address.lastName,
  companyName: address.companyName,
  phoneCountryCode: recipient?.phoneCountryCode ?? address.phoneCountryCode,
  phone: recipient?.phone ?? address.phone,
  countryCode: address.countryCode,
  cityName: address.cityName,
  townName: address.townId,
  zipCode: address.zipCode,
  addressLine: [address.addressLine, address.districtId].filter(Boolean).join(", "),
  taxOffice: address.taxOffice,
  taxNumber: address.taxNumber,
  identityNumber: address.identityNumber,
});

/** Who the contract texts and the order's mails name: the signed-in user, or the guest as the invoice address has them. */
async function personOf(request: FastifyRequest, buyer: Buyer, state: CheckoutState) {
  return buyer.kind === "user" ? currentUser(request.server.db, request) : guestPerson(buyer, state);
}

/** The cart priced in one currency (with the other a Turkish invoice shows), for the order's copies of its totals. */
async function contextIn(request: FastifyRequest, currency: CurrencyCode): Promise<CartContext> {
  const { locale, reference, pricing } = await catalogContext(request.server.db, request, currency);
  return { locale, reference, primary: pricing, secondary: await pricingFor(request.server.db, secondaryCurrencyOf(currency)) };
}

const documentText = (document: CartDocument) =>
  document.blocks
    .map((block) =>
      block.type === "lines"
        ? document.lines.map((line) => `${line.quantity} × ${line.mpn} ${line.totalPrice ?? ""}`).join("\n")
        : block.text,
    )
    .join("\n\n");

const allLines = (lines: { normal: CartLine[]; projects: Array<{ lines: CartLine[] }> }) => [
  ...lines.normal,
  ...lines.projects.flatMap((project) => project.lines),
];

/**
 * Places an order from the caller's active cart and its checkout, in one transaction: the cart priced again here
 * (a posted price, fee or total does not exist in the body), stock taken by atomic conditional updates in variant
 * order (no oversell, no deadlock), the prices, addresses, rates and accepted texts copied onto the order. A card
 * order waits for its payment with the cart kept; EFT and net-term orders empty the cart's ordered lines at once.
 */
export async function placeOrder(request: FastifyRequest, buyer: Buyer, body: PlaceOrderBody, options: PlaceOptions) {
  const { db } = request.server;
  const probe = await contextIn(request, body.currency ?? "USD");
  const identity = buyer.kind === "user" ? buyer.identity : null;
  if (body.paymentType === "pos" && !options.provider.available) throw refuse(503, "orders.cardUnavailable", probe);
  if (!allowedPaymentTypes(buyer, true).includes(body.paymentType)) throw refuse(403, "orders.paymentNotAllowed", probe);
  if (!request.headers["idempotency-key"]) throw refuse(428, "orders.keyRequired", probe);

  const firstRead = await readCheckout(db, buyer, probe);
  const account =
    body.paymentType === "net" && firstRead.row?.currentAccountId
      ? (await db.select().from(companyCurrentAccounts).where(eq(companyCurrentAccounts.id, firstRead.row.currentAccountId)))[0]
      : undefined;
  if (body.paymentType === "net" && !account) throw refuse(409, "orders.noCurrentAccount", probe);
  // A net-term order is priced in its current account's currency, so that the charge and the limit compare as they are.
  const currency = (account?.currencyCode ?? body.currency ?? "USD") as CurrencyCode;
  const context = currency === probe.primary.currency ? probe : await contextIn(request, currency);
  const state = currency === probe.primary.currency ? firstRead : await readCheckout(db, buyer, context);
  const answer = await checkoutAnswer(db, buyer, state, context, { cardAvailable: options.provider.available });
  if (!state.cart || answer.problems.length)
    throw refuse(409, "orders.cartProblems", context, { problems: cartProblems(state.view, context).join("; ") });
  if (!answer.completed.address || !state.billing || !state.shipping || !state.row) throw refuse(409, "orders.noAddress", context);
  if (!state.option) throw refuse(409, "orders.noShipping", context);

  const totals = checkoutTotals(state);
  const totalsIn = async (other: CurrencyCode) =>
    other === currency ? totals : checkoutTotals(await readCheckout(db, buyer, await contextIn(request, other)));
  const [totalsTry, totalsUsd] = [await totalsIn("TRY"), await totalsIn("USD")];
  const person = await personOf(request, buyer, state);
  const documents = await Promise.all(
    (["distance-sales-contract", "preliminary-information-form"] as CartDocumentKey[]).map((key) =>
      cartDocument(db, key, state.cart!, person, {
        storeName: options.storeName,
        context,
        address: buyer.kind === "guest" ? state.billing : undefined,
      }),
    ),
  );
  const lines = allLines(state.view.slots);
  const now = new Date();
  const { row, cart, billing, shipping, option } = state;
  const recipient = {
    firstName: row.recipientFirstName!,
    lastName: row.recipientLastName!,
    phoneCountryCode: row.phoneCountryCode!,
    phone: row.phone!,
  };

  const placed = await db.transaction(async (tx) => {
    // One pending card payment per cart, and a guest's unpaid orders capped (docs/decisions/030-unpaid-orders-hold.md):
    // the cart's older card order is cancelled first, so that a retry is not counted against the guest's caps.
    await cancelPendingCardOrders(tx as unknown as Database, cart.id);
    if (buyer.kind === "guest")
      await assertGuestUnpaidWithinLimits(
        tx as unknown as Database,
        { guestId: buyer.guestId, email: person.email, ip: request.ip },
        totalsUsd.total,
        options.guestUnpaid,
        context.locale,
      );
    const [{ id }] = await queryRows<{ id: number }>(
      tx as unknown as Database,
      sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`,
    );
    const orderNumber = orderNumberOf(id, now);
    const status = body.paymentType === "net" ? "paid" : "awaiting_payment";
    const expiresAt =
      body.paymentType === "pos"
        ? new Date(now.getTime() + options.cardPaymentMinutes * 60_000)
        : body.paymentType === "eft"
          ? new Date(now.getTime() + eftHoldMs(buyer, options))
          : null;
    const [order] = await tx
      .insert(orders)
      .values({
        id,
        orderNumber,
        userId: identity?.userId ?? null,
        companyId: identity?.companyId ?? null,
        guestId: buyer.kind === "guest" ? buyer.guestId : null,
        cartId: cart.id,
        email: person.email,
        languageCode: context.locale,
        status,
        paymentType: body.paymentType,
        currencyCode: currency,
        exchangeRates: {
          USD: "1",
          [context.primary.currency]: context.primary.rate,
          [context.secondary.currency]: context.secondary.rate,
          TRY: state.tryPricing.rate,
        },
        rateDate: context.primary.rateDate,
        totals,
        totalsTry,
        totalsUsd,
        total: totals.total,
        billingAddress: snapshot(billing),
        shippingAddress: snapshot(shipping, recipient),
        shipping: { optionId: option.id, carrier: option.carrier, service: option.service, price: totals.shipping },
        customerOrderNumber: row.customerOrderNumber,
        extraInformation: row.extraInformation,
        identityNumber: row.identityNumber,
        taxNumber: billing.taxNumber,
        currentAccountId: account?.id ?? null,
        acceptedTerms: {
          acceptedAt: now.toISOString(),
          ip: request.ip,
          documents: documents.map((document) => ({
            kind: document.key,
            version: document.version,
            language: document.locale,
            text: documentText(document),
          })),
        },
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(orderLines).values(
      lines.map((line, index) => ({
        orderId: id,
        lineNumber: index + 1,
        variantId: line.variantId,
        sku: line.sku,
        mpn: line.mpn,
        manufacturerName: line.manufacturerName,
        description: line.description,
        customerReference: line.customerReference,
        quantity: line.quantity.value,
        reservedQuantity: 0,
        unitPrice: line.unitPrice!.primary,
        extendedPrice: line.extendedPrice!.primary,
        vatRate: line.vatRate,
        tax: line.tax!.primary,
        totalPrice: line.totalPrice!.primary,
      })),
    );
    await reserveStock(tx as unknown as Database, id, context);
    await tx.insert(orderEvents).values({ orderId: id, status });

    if (body.paymentType === "net") await chargeCurrentAccount(tx as unknown as Database, order, account!.id, context);
    if (body.paymentType === "pos") {
      // The provider's id comes once the payment is started, after this commits: a placeholder holds its place.
      await tx.insert(payments).values({
        orderId: id,
        provider: options.provider.name,
        providerPaymentId: unstartedPaymentId(orderNumber),
        amount: totals.total,
        currencyCode: currency,
        installments: body.installments,
      });
    } else {
      await emptyOrderedLines(tx as unknown as Database, cart.id, id);
    }
    return order;
  });
  const paymentRedirect =
    body.paymentType === "pos"
      ? await startPayment(request, placed, { buyerId: person.id, installments: body.installments }, options)
      : null;
  return { order: placed, itemCount: lines.length, paymentRedirect };
}

/** A guest's EFT order holds its stock for hours, a signed-in buyer's for days (docs/decisions/030-unpaid-orders-hold.md). */
const eftHoldMs = (buyer: Buyer, options: PlaceOptions) =>
  buyer.kind === "guest" ? options.guestUnpaid.eftPaymentHours * 3_600_000 : options.eftPaymentDays * 86_400_000;

const unstartedPaymentId = (orderNumber: string) => `unstarted:${orderNumber}`;

/**
 * Starts a card order's payment at the provider, outside the order's transaction: a slow provider holds no stock row
 * meanwhile. A provider that cannot start it cancels the order (its stock given back, the cart as it was) and the
 * buyer is told; a repeat of the request then places a new order.
 */
async function startPayment(
  request: FastifyRequest,
  order: OrderRow,
  { buyerId, installments }: { buyerId: string; installments: number },
  options: PlaceOptions,
): Promise<string> {
  const { db } = request.server;
  try {
    const start = await options.provider.start({
      orderNumber: order.orderNumber,
      amount: order.total,
      currency: order.currencyCode,
      installments,
      languageCode: order.languageCode,
      callbackPath: pathFor("paymentReturn", order.languageCode, { provider: options.provider.name }),
      buyer: {
        id: buyerId,
        email: order.email,
        ip: request.ip,
        // The TCKN of the checkout, else the invoice's; a company without one is known by its tax number.
        identityNumber: order.identityNumber || order.billingAddress.identityNumber || order.taxNumber || null,
      },
      billingAddress: order.billingAddress,
      shippingAddress: order.shippingAddress,
    });
    await db
      .update(payments)
      .set({ providerPaymentId: start.providerPaymentId })
      .where(and(eq(payments.orderId, order.id), eq(payments.providerPaymentId, unstartedPaymentId(order.orderNumber))));
    return start.redirectUrl;
  } catch (error) {
    await cancelUnstartedPayment(db, order.id, text("orders.cardUnavailable", order.languageCode));
    throw error;
  }
}

/**
 * Takes each line's quantity from stock with one conditional update per variant, in variant order: a part that
 * may not be back-ordered must have the whole quantity (else 409 and the transaction is undone); one that may gives
 * what it has. Concurrent orders queue on the row and re-check the condition against the stock the first one left.
 */
async function reserveStock(tx: Database, orderId: number, context: CartContext) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.variantId);
  for (const line of lines) {
    const taken = await queryRows<{ taken: number }>(
      tx,
      sql`
        WITH locked AS (SELECT id, total_stock, is_backorderable FROM variants WHERE id = ${line.variantId} FOR UPDATE),
        wanted AS (SELECT id, CASE WHEN is_backorderable THEN LEAST(total_stock, ${line.quantity}) ELSE ${line.quantity} END AS taken
                   FROM locked WHERE is_backorderable OR total_stock >= ${line.quantity})
        UPDATE variants v SET total_stock = v.total_stock - wanted.taken FROM wanted WHERE v.id = wanted.id
        RETURNING wanted.taken`,
    );
    if (taken.length === 0) {
      const [{ stock }] = await queryRows<{ stock: number }>(
        tx,
        sql`SELECT total_stock AS stock FROM variants WHERE id = ${line.variantId}`,
      );
      throw refuse(409, "orders.outOfStock", context, { mpn: line.mpn, stock });
    }
    await tx
      .update(orderLines)
      .set({ reservedQuantity: Number(taken[0].taken) })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.lineNumber, line.lineNumber)));
  }
}

/** A net-term order charged to the company's current account, within what the limit leaves (the row locked meanwhile). */
async function chargeCurrentAccount(tx: Database, order: OrderRow, accountId: string, context: CartContext) {
  const [account] = await tx.select().from(companyCurrentAccounts).where(eq(companyCurrentAccounts.id, accountId)).for("update");
  const available = toMicro(account.creditLimit) - toMicro(account.balance) - toMicro(account.risk);
  if (toMicro(order.total) > available) {
    throw refuse(409, "orders.overCreditLimit", context, {
      total: `${order.total} ${order.currencyCode}`,
      code: account.code,
      available: `${centsText(available)} ${account.currencyCode}`,
    });
  }
  const due = new Date(order.createdAt.getTime() + account.maturityDays * 86_400_000).toISOString().slice(0, 10);
  await tx.insert(currentAccountMovements).values({
    currentAccountId: account.id,
    orderId: order.id,
    amount: order.total,
    description: text("orders.netTermMovement", context.locale, { orderNumber: order.orderNumber }),
    dueDate: due,
  });
  await tx
    .update(companyCurrentAccounts)
    .set({ balance: sql`${companyCurrentAccounts.balance} + ${order.total}::numeric` })
    .where(eq(companyCurrentAccounts.id, account.id));
}

/** The cart's lines the order took (a line added meanwhile in another tab stays), and its checkout. */
export async function emptyOrderedLines(tx: Database, cartId: number | null, orderId: number) {
  if (cartId === null) return;
  const ordered = tx.select({ variantId: orderLines.variantId }).from(orderLines).where(eq(orderLines.orderId, orderId));
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.variantId, ordered)));
  await tx.delete(checkouts).where(eq(checkouts.cartId, cartId));
}
