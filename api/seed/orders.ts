import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orderEvents, orderLines, orders, orderTransfers, users, type CheckoutAddress, type OrderTotals } from "../db/schema";
import { centsText, convertMicro, roundToCents, roundUnitPrice, toMicro, unitPriceText } from "../lib/money";
import { queryRows } from "../lib/query-rows";
import { isoDay } from "../modules/carts/export-content";
import { orderNumberOf } from "../modules/orders/numbers";
import { DEMO_ACCOUNTS } from "./accounts";
import { DEMO_ORDER_HISTORY } from "./order-history";

// The demo accounts' past orders (issue 34 item 4: the dashboard home's chart shows the demo users' spending): orders
// paid by transfer (the transfer recorded as the orders desk records one) and delivered, spread over the last months
// before the seeding's, so that the spending chart, the order history and the payments page have something to show on a
// fresh start. The parts and amounts are fixed; only the dates follow the day the demo data is made. They hold no stock
// (delivered long ago), were not charged to a current account (the accounts' balances stay as seeded), and carry no
// issued invoice: their documents are the proforma (an invoice dated the seeding's day would state a wrong date).

/** Units per USD as the demo catalog's first rate bulletin has them (catalog/index.ts). */
const RATES = { USD: "1", TRY: "42.31850000", EUR: "0.86310000" };

interface SeedPart {
  variantId: number;
  sku: string;
  mpn: string;
  manufacturerName: string;
  descriptionTr: string;
  vatRate: string;
  unitPrice: string;
}

/** The first priced parts of the demo catalog sold one by one, each at its quantity-1 price. */
const seedParts = (db: Executor) =>
  queryRows<SeedPart>(
    db,
    sql`SELECT v.id AS "variantId", v.sku, p.mpn, m.name AS "manufacturerName", p.description_tr AS "descriptionTr",
               p.vat_rate::text AS "vatRate", b.unit_price_usd::text AS "unitPrice"
        FROM variants v JOIN products p ON p.id = v.product_id JOIN manufacturers m ON m.id = p.manufacturer_id
        JOIN price_breaks b ON b.variant_id = v.id AND b.quantity = 1
        WHERE v.is_show_price AND v.minimum_order_quantity = 1 AND v.order_quantity_multiplier = 1
        ORDER BY v.id LIMIT 6`,
  );

/** The 10th (and `plusDays`) of the month `monthsBack` before `now`'s in the store's time zone, at 09:00 in Istanbul. */
function dayOfPastMonth(now: Date, monthsBack: number, plusDays = 0) {
  const [year, month] = isoDay(now).split("-").map(Number);
  return new Date(Date.UTC(year, month - 1 - monthsBack, 10 + plusDays, 6));
}

const totalsIn = (currency: string, rate: string, usd: { subtotal: bigint; tax: bigint }): OrderTotals => {
  const money = (micro: bigint) => centsText(roundToCents(convertMicro(micro, rate)));
  const subtotal = money(usd.subtotal);
  const tax = money(usd.tax);
  return { currency, subtotal, discount: "0.00", shipping: "0.00", tax, total: centsText(toMicro(subtotal) + toMicro(tax)) };
};

/** The demo consumer's and the demo company administrator's delivered orders of the last months (DEMO_ORDER_HISTORY). */
export async function seedDemoOrders(db: Executor, now = new Date()) {
  const parts = await seedParts(db);
  if (parts.length < 6) throw new Error("the demo catalog has too few priced parts for the demo orders");
  for (const [account, history] of Object.entries(DEMO_ORDER_HISTORY) as Array<
    [keyof typeof DEMO_ORDER_HISTORY, (typeof DEMO_ORDER_HISTORY)[keyof typeof DEMO_ORDER_HISTORY]]
  >) {
    const [buyer] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[account].email));
    const address: CheckoutAddress = {
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      companyName: buyer.companyId ? "Demo Elektronik Sanayi ve Ticaret A.Ş." : null,
      phoneCountryCode: "+90",
      phone: "532 000 00 01",
      countryCode: "TR",
      cityName: buyer.companyId ? "İstanbul" : "Ankara",
      townName: buyer.companyId ? "Kadıköy" : "Çankaya",
      zipCode: buyer.companyId ? "34710" : "06420",
      addressLine: buyer.companyId ? "Moda Caddesi No: 1" : "Atatürk Bulvarı No: 10 Daire 3",
      taxOffice: buyer.companyId ? "Kadıköy" : null,
      taxNumber: buyer.companyId ? "1234567890" : null,
      identityNumber: buyer.companyId ? null : "10000000146",
    };
    for (const { monthsBack, lines } of history) {
      const placedAt = dayOfPastMonth(now, monthsBack);
      const priced = lines.map(({ part, quantity }, index) => {
        const seedPart = parts[part];
        const unit = roundUnitPrice(toMicro(seedPart.unitPrice));
        const extended = roundToCents(unit * BigInt(quantity));
        const tax = roundToCents((extended * toMicro(seedPart.vatRate)) / 100_000_000n);
        return { seedPart, quantity, lineNumber: index + 1, unit, extended, tax };
      });
      const usd = {
        subtotal: priced.reduce((sum, line) => sum + line.extended, 0n),
        tax: priced.reduce((sum, line) => sum + line.tax, 0n),
      };
      const totalsUsd = totalsIn("USD", RATES.USD, usd);
      const [{ id }] = await queryRows<{ id: number }>(db, sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`);
      const orderNumber = orderNumberOf(id, placedAt);
      await db.insert(orders).values({
        id,
        orderNumber,
        userId: buyer.id,
        companyId: buyer.companyId,
        email: buyer.email,
        languageCode: "tr",
        status: "delivered",
        paymentType: "eft",
        currencyCode: "USD",
        exchangeRates: RATES,
        rateDate: placedAt.toISOString().slice(0, 10),
        totals: totalsUsd,
        totalsTry: totalsIn("TRY", RATES.TRY, usd),
        totalsUsd,
        total: totalsUsd.total,
        billingAddress: address,
        shippingAddress: address,
        shipping: { optionId: 0, carrier: "Yurtiçi Kargo", service: "Standard", price: "0.00" },
        trackingNumber: `YK-${orderNumber}`,
        trackingCarrier: "Yurtiçi Kargo",
        identityNumber: address.identityNumber,
        taxNumber: address.taxNumber,
        acceptedTerms: { acceptedAt: placedAt.toISOString(), ip: "127.0.0.1", documents: [] },
        createdAt: placedAt,
        updatedAt: dayOfPastMonth(now, monthsBack, 4),
      });
      await db.insert(orderLines).values(
        priced.map(({ seedPart, quantity, lineNumber, unit, extended, tax }) => ({
          orderId: id,
          lineNumber,
          variantId: seedPart.variantId,
          sku: seedPart.sku,
          mpn: seedPart.mpn,
          manufacturerName: seedPart.manufacturerName,
          description: seedPart.descriptionTr,
          customerReference: "",
          quantity,
          reservedQuantity: 0,
          unitPrice: unitPriceText(unit),
          extendedPrice: centsText(extended),
          vatRate: seedPart.vatRate,
          tax: centsText(tax),
          totalPrice: centsText(extended + tax),
        })),
      );
      await db.insert(orderTransfers).values({
        orderId: id,
        amount: totalsUsd.total,
        currencyCode: "USD",
        receivedOn: dayOfPastMonth(now, monthsBack, 1).toISOString().slice(0, 10),
        bankReference: `DEMO-${orderNumber}`,
        createdAt: dayOfPastMonth(now, monthsBack, 1),
      });
      const steps = ["awaiting_payment", "paid", "preparing", "shipped", "delivered"] as const;
      await db
        .insert(orderEvents)
        .values(steps.map((status, day) => ({ orderId: id, status, createdAt: dayOfPastMonth(now, monthsBack, day) })));
    }
  }
}
