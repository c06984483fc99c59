import { and, eq } from "drizzle-orm";
import type { VariantEditBody } from "@contract/api/catalog-desk/schemas";
import type { Database } from "../../db/client";
import { variants } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { AUDITED_PRODUCT, deskVariantsOf } from "./desk-product";
import { replacePriceBreaks } from "./price-breaks";

// Saving a variant from the catalog desk (docs/decisions/044-catalog-desk.md): packaging, ordering rules, stock,
// upcoming stock, visibility and price breaks in one transaction with its audit entry (recorded under its product, so
// the product's page shows it). The body's rules (contract/price-breaks.ts) were checked by its schema.

export async function saveVariant(
  db: Database,
  ids: { productId: number; variantId: number },
  body: VariantEditBody,
  staff: StaffIdentity,
  locale: ApiLocale,
) {
  await db.transaction(async (tx) => {
    // The variant must be the product's: an id of another product's variant is not found here.
    const [locked] = await tx
      .select({ id: variants.id })
      .from(variants)
      .where(and(eq(variants.id, ids.variantId), eq(variants.productId, ids.productId)))
      .for("update");
    if (!locked) throw new AppError(404, text("catalogDesk.variantNotFound", locale));
    const before = (await deskVariantsOf(tx, ids.productId)).find((variant) => variant.id === ids.variantId);
    const { priceBreaks, ...fields } = body;
    await tx.update(variants).set(fields).where(eq(variants.id, ids.variantId));
    await replacePriceBreaks(tx, ids.variantId, priceBreaks);
    const after = (await deskVariantsOf(tx, ids.productId)).find((variant) => variant.id === ids.variantId);
    await recordStaffAction(tx, staff, {
      objectType: AUDITED_PRODUCT,
      objectId: String(ids.productId),
      action: "edit-variant",
      before,
      after,
    });
  });
}
