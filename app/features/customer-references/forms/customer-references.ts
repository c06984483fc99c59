import * as z from "zod";
import { customerReferenceNumberText } from "@contract/api/customer-references/schemas";
import { CUSTOMER_REFERENCE_LIMITS } from "@contract/api/customer-references/values";
import { optionalText, requiredText } from "@contract/rules";

// The customer part numbers page's forms (docs/decisions/043-customer-references.md): the API's rules, with the
// part named by its SKU (or MPN) as a person types it, and the import's file.

export const SAVE_INTENT = "save";
export const DELETE_INTENT = "delete";
export const IMPORT_INTENT = "import";

export const saveReferenceForm = z.object({
  sku: requiredText(60),
  number: customerReferenceNumberText,
  note: optionalText(CUSTOMER_REFERENCE_LIMITS.noteMax),
});

/** Marks an import file the storefront did not read to its end (over the API's limit: refused without sending it). */
export const IMPORT_TOO_LARGE = "customer-references-too-large";

export const importReferencesForm = z.object({
  file: z.any().transform((value: unknown, context) => {
    if (value === IMPORT_TOO_LARGE || (value instanceof File && value.size > CUSTOMER_REFERENCE_LIMITS.importMaxBytes)) {
      context.addIssue({ code: "custom", message: "errors.tooLarge" });
      return z.NEVER;
    }
    // An empty file field (nothing chosen) sends a nameless file of no bytes.
    if (!(value instanceof File) || value.size === 0) {
      context.addIssue({ code: "custom", message: "validation.required" });
      return z.NEVER;
    }
    return value;
  }),
});
