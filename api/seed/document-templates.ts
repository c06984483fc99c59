import { sql } from "drizzle-orm";
import type { CartDocumentKey } from "@contract/api/carts/documents";
import type { Executor } from "../db/client";
import { documentTemplates } from "../db/schema";
import { distanceSalesContract } from "./documents/distance-sales-contract";
import { preliminaryInformationForm } from "./documents/preliminary-information-form";
import type { TemplateLocale, TemplateText } from "./documents/seller";

/** The version of the texts below: raise it with each change, so a database with an older text takes the new one. */
// 2: the seller's details became placeholders, filled from the configuration (api/lib/seller.ts).
const TEMPLATE_VERSION = 2;

const TEMPLATES: Record<CartDocumentKey, Record<TemplateLocale, TemplateText>> = {
  "distance-sales-contract": distanceSalesContract,
  "preliminary-information-form": preliminaryInformationForm,
};

export const documentTemplateSeeds = () =>
  Object.entries(TEMPLATES).flatMap(([key, texts]) =>
    (["tr", "en"] as const).map((locale) => ({ key, locale, ...texts[locale], version: TEMPLATE_VERSION })),
  );

/**
 * Loads the templates; run again it changes nothing, except that a text older than these (a lower version) is
 * replaced. A text the legal team edited in the database (a higher or equal version) is kept.
 */
export async function seedDocumentTemplates(db: Executor) {
  await db
    .insert(documentTemplates)
    .values(documentTemplateSeeds())
    .onConflictDoUpdate({
      target: [documentTemplates.key, documentTemplates.locale],
      set: { title: sql`excluded.title`, body: sql`excluded.body`, version: sql`excluded.version`, updatedAt: sql`now()` },
      setWhere: sql`${documentTemplates.version} < excluded.version`,
    });
}
