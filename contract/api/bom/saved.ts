import * as z from "zod";
import { pageOf } from "../../envelope";
import { operation } from "../../operation";
import { requiredText } from "../../rules";
import { bomLineSchema } from "./schemas";
import { boards, sparePercent } from "./shared";
import { BOM_MAX_LINES } from "./values";
import { SAVED_BOM_NAME_MAX } from "./values";

// A user's saved BOMs (issue 36; docs/decisions/059-bom-matching.md): the lines, boards and spares under a name, opened
// later and matched and priced with that day's prices and stock. Consumers and business users alike, each their own;
// another user's BOM answers 404 like a missing one.

export { SAVED_BOM_NAME_MAX };
/** The most BOMs one user keeps. */
export const SAVED_BOMS_MAX = 200;
export const SAVED_BOMS_PAGE_SIZE = 25;
export const SAVED_BOMS_PAGE_SIZE_MAX = 100;

export const savedBomParams = z.object({ id: z.coerce.number<number>().int().min(1).max(2_147_483_647) });

export const savedBomsQuery = z.object({
  page: z.coerce.number<number>().int().min(1).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(SAVED_BOMS_PAGE_SIZE_MAX).default(SAVED_BOMS_PAGE_SIZE),
});

/** What a save sends, and a "save changes" again: the lines as the match and the shared BOMs take them. */
export const savedBomBody = z.object({
  name: requiredText(SAVED_BOM_NAME_MAX).meta({ example: "Motor driver rev B" }),
  lines: z
    .array(bomLineSchema)
    .min(1, "validation.bomLines")
    .max(BOM_MAX_LINES, "validation.bomTooManyLines")
    .meta({ example: [{ row: 1, references: ["R1", "R2"], quantityPerBoard: 2, value: "10k", package: "0603" }] }),
  boards,
  sparePercent,
});
export type SavedBomBody = z.input<typeof savedBomBody>;

export const savedBomSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lineCount: z.number().int(),
  boards: z.number().int(),
  sparePercent: z.number(),
  createdAt: z.string(),
  /** When its lines were last saved: the list's order, newest first. */
  updatedAt: z.string(),
});
export type SavedBomSummary = z.output<typeof savedBomSummarySchema>;

export const savedBomSchema = savedBomSummarySchema.extend({ lines: z.array(bomLineSchema) });
export type SavedBom = z.output<typeof savedBomSchema>;

const path = "/aggregator/users/me/boms";
const user = { tags: ["bom"], access: "user" } as const;
const oneBom = { ...user, params: savedBomParams, errors: [404] } as const;

export const listSavedBoms = operation({
  method: "GET",
  path,
  summary: "The caller's saved bills of materials, the last saved first",
  ...user,
  query: savedBomsQuery,
  data: pageOf(savedBomSummarySchema),
});
export const getSavedBom = operation({
  method: "GET",
  path: `${path}/:id`,
  summary: "One saved bill of materials with its lines (no prices: the BOM page matches and prices them that day)",
  ...oneBom,
  data: savedBomSchema,
});
export const createSavedBom = operation({
  method: "POST",
  path,
  summary: `Save a bill of materials' lines, boards and spares under a name (once per user, any case; at most ${SAVED_BOMS_MAX} a user: 409 beyond)`,
  ...user,
  body: savedBomBody,
  status: 201,
  errors: [409],
  data: savedBomSummarySchema,
});
export const replaceSavedBom = operation({
  method: "PUT",
  path: `${path}/:id`,
  summary: "Save changes to a saved bill of materials: its name, lines, boards and spares replaced",
  ...oneBom,
  body: savedBomBody,
  data: savedBomSummarySchema,
});
export const deleteSavedBom = operation({
  method: "DELETE",
  path: `${path}/:id`,
  summary: "Delete a saved bill of materials",
  ...oneBom,
  data: z.null(),
});
