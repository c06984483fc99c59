import * as z from "zod";
import { PCB_GUEST_FIELDS, PCB_USER_FIELDS, withBoardSides } from "@contract/api/offers/pcb-schemas";
import { GERBER_MAX_BYTES, PCB_FORM_DEFAULTS, type PcbFormValues, type PcbTrigger } from "@contract/api/offers/pcb-values";
import { flagField } from "@contract/rules";
import { GERBER_TOO_LARGE, PCB_FORM_INTENTS } from "./pcb-offer-intents";

export { GERBER_TOO_LARGE, PCB_FORM_INTENTS };

// The PCB and stencil quote form (docs/decisions/021-pcb-offers.md): the contract's request with the Gerber archive
// and the form's own "cleared" flag; checked in the browser and on the server, and again by the API.

const gerber = z
  .any()
  .optional()
  .transform((value: unknown, context) => {
    if (value === GERBER_TOO_LARGE || (value instanceof File && value.size > GERBER_MAX_BYTES)) {
      context.addIssue({ code: "custom", message: "errors.tooLarge" });
      return z.NEVER;
    }
    // An empty file field (nothing chosen) sends a nameless file of no bytes.
    return value instanceof File && value.size > 0 ? value : null;
  });

const formOnly = { gerber, isFormCleared: flagField.default(false) };

/** A guest's form asks who they are; a signed-in user's takes that from the account. */
export const pcbOfferFormSchema = (guest: boolean) =>
  guest ? withBoardSides({ ...PCB_GUEST_FIELDS, ...formOnly }) : withBoardSides({ ...PCB_USER_FIELDS, ...formOnly });

/** The trigger a form intent stands for (spec §4); undefined for an intent that is not an apply. */
export function triggerOf(intent: FormDataEntryValue | null): PcbTrigger | undefined {
  if (intent === PCB_FORM_INTENTS.applyBaseMaterial) return "baseMaterial";
  if (intent === PCB_FORM_INTENTS.applyLayer) return "layer";
  return undefined;
}

/** The form's values as posted, as strings (the delivery types as a list), every field the form has. */
export function postedPcbValues(formData: FormData): PcbFormValues {
  const text = (name: string, fallback: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : fallback;
  };
  const entries = Object.entries(PCB_FORM_DEFAULTS).map(([name, fallback]) => {
    if (Array.isArray(fallback)) return [name, formData.getAll(name).filter((value) => typeof value === "string")];
    // An unticked box is not posted at all.
    if (typeof fallback === "boolean") return [name, formData.get(name) === "on" || formData.get(name) === "true"];
    return [name, text(name, name === "offerType" ? fallback : "")];
  });
  return Object.fromEntries(entries) as PcbFormValues;
}

/** The API's multipart body of a valid form: every field as text (the list repeated), and the archive when chosen. */
export function pcbRequestBody(value: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, field] of Object.entries(value)) {
    if (name === "gerber" || name === "isFormCleared" || field === null || field === undefined) continue;
    for (const item of [field].flat()) body.append(name, String(item));
  }
  if (value.gerber instanceof File) body.set("gerber", value.gerber);
  return body;
}
