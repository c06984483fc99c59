import * as z from "zod";
import {
  catalogImportUploadBody,
  productCreateBody,
  productEditBody,
  variantCreateBody,
  variantEditBody,
} from "@contract/api/catalog-desk/schemas";
import { CATALOG_IMPORT_LIMITS } from "@contract/api/catalog-desk/values";

// The catalog desk's forms (docs/decisions/044-catalog-desk.md): the API's bodies, with the variant each variant form
// is about and the file an import adds.

/** Marks an import file the storefront did not read to its end (over the API's limit: refused without sending it). */
export const IMPORT_TOO_LARGE = "import-too-large";

export const productForm = productEditBody;

export const variantForm = variantEditBody.safeExtend({ variantId: z.coerce.number<number>().int().positive() });

/** The editor's "add a variant" and the new product's form (its first variant's fields under `variant.`). */
export const newVariantForm = variantCreateBody;
export const newProductForm = productCreateBody;

const importFile = z.any().transform((value: unknown, context) => {
  if (value === IMPORT_TOO_LARGE || (value instanceof File && value.size > CATALOG_IMPORT_LIMITS.maxBytes)) {
    context.addIssue({ code: "custom", message: "errors.tooLarge" });
    return z.NEVER;
  }
  // An empty file field (nothing chosen) sends a nameless file of no bytes.
  if (!(value instanceof File) || value.size === 0) {
    context.addIssue({ code: "custom", message: "validation.required" });
    return z.NEVER;
  }
  return value;
});

export const importUploadForm = catalogImportUploadBody.extend({ file: importFile });

/** The product page's intents: the product's own form, one form per variant, and the form adding a variant. */
export const CATALOG_PRODUCT_INTENTS = ["product", "variant", "add-variant"] as const;
export type CatalogProductIntent = (typeof CATALOG_PRODUCT_INTENTS)[number];
