import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { shippingOptions } from "../db/schema";

/**
 * The carriers' services a checkout offers (spec §9's names), prices in TRY without VAT. Samples until the
 * logistics team sets the contracted ones; after the first start they are theirs to change in the database.
 */
const OPTIONS: Array<typeof shippingOptions.$inferInsert> = [
  { carrier: "Yurtiçi Kargo", service: "Standard", priceTry: "149.00", deliveryDaysMin: 2, deliveryDaysMax: 4, sortOrder: 1 },
  { carrier: "Yurtiçi Kargo", service: "Economy", priceTry: "109.00", deliveryDaysMin: 4, deliveryDaysMax: 7, sortOrder: 2 },
  { carrier: "Aras Kargo", service: "Express", priceTry: "259.00", deliveryDaysMin: 1, deliveryDaysMax: 2, sortOrder: 3 },
  { carrier: "MNG Kargo", service: "Priority", priceTry: "329.00", deliveryDaysMin: 1, deliveryDaysMax: 2, sortOrder: 4 },
  { carrier: "UPS", service: "Overnight", priceTry: "549.00", deliveryDaysMin: 1, deliveryDaysMax: 1, sortOrder: 5 },
  { carrier: "Kurye İstanbul", service: "Same Day", priceTry: "699.00", deliveryDaysMin: 0, deliveryDaysMax: 0, sortOrder: 6 },
  {
    carrier: "Yurtiçi Kargo",
    service: "Free Shipping",
    priceTry: "0.00",
    minimumTotalTry: "5000.00",
    deliveryDaysMin: 2,
    deliveryDaysMax: 4,
    sortOrder: 0,
  },
];

export async function seedShippingOptionsIfEmpty(db: Database) {
  const [{ existing }] = await db.select({ existing: count() }).from(shippingOptions);
  if (existing === 0) await db.insert(shippingOptions).values(OPTIONS);
}
