import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { returnReasons } from "../db/schema";

/**
 * Why a buyer sends parts back. Damage in shipping is shown with a photo (the carrier's claim needs one); a defect and
 * "other" need the buyer's words. Loaded once; after that the reasons are the store's to change in the database.
 */
const REASONS: Array<typeof returnReasons.$inferInsert> = [
  { code: "wrong-part", nameTr: "Yanlış ürün gönderildi", nameEn: "Wrong part delivered", sortOrder: 1 },
  {
    code: "damaged-in-shipping",
    nameTr: "Kargoda hasar gördü",
    nameEn: "Damaged in shipping",
    requiresPhoto: true,
    sortOrder: 2,
  },
  { code: "defective", nameTr: "Arızalı veya çalışmıyor", nameEn: "Defective or not working", requiresDescription: true, sortOrder: 3 },
  { code: "ordered-by-mistake", nameTr: "Yanlışlıkla sipariş verdim", nameEn: "Ordered by mistake", sortOrder: 4 },
  { code: "wrong-quantity", nameTr: "Adet eksik veya fazla", nameEn: "Quantity wrong", sortOrder: 5 },
  { code: "other", nameTr: "Diğer", nameEn: "Other", requiresDescription: true, sortOrder: 6 },
];

export async function seedReturnReasonsIfEmpty(db: Database) {
  const [{ existing }] = await db.select({ existing: count() }).from(returnReasons);
  if (existing === 0) await db.insert(returnReasons).values(REASONS);
}
