import type { SubmissionResult } from "@conform-to/react";
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

/** The saved BOMs page's post: a delete, after its confirmation. */
export const SAVED_BOMS_INTENTS = { delete: "delete" } as const;

/** The saved BOM's id, in the save form of a page that opened one (`?saved=<id>`), for "Save changes". */
export const SAVED_BOM_ID_FIELD = "savedId";

/** The save form's reply in the BOM page's action answer (which answers the read form's too), if there is one. */
export function saveReplyOf(answer: unknown): SubmissionResult<string[]> | undefined {
  return answer && typeof answer === "object" && "save" in answer ? (answer.save as SubmissionResult<string[]>) : undefined;
}
