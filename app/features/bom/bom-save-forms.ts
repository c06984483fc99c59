import type * as z from "zod";
import { SAVED_BOM_NAME_MAX } from "@contract/api/bom/saved";
import { requiredText } from "@contract/rules";
import { bomReadForm } from "./bom-forms";

// Saving the priced BOM (docs/decisions/059-bom-matching.md, "Saved BOMs"): the name, and hidden copies of the text,
// boards, spares and columns the result was read with, so that the action reads the same lines the page shows.

export const bomSaveForm = bomReadForm.omit({ file: true }).extend({
  name: requiredText(SAVED_BOM_NAME_MAX),
});
export type BomSaveInput = z.input<typeof bomSaveForm>;
export type BomSaveValue = z.output<typeof bomSaveForm>;
