import * as z from "zod";
import { operation } from "../../operation";
import { bomLineSchema } from "./schemas";
import { BOM_MAX_LINES } from "./values";

// BOMs sent from an engineer's tools (issue 36, item 5; docs/decisions/059-bom-matching.md): a KiCad plugin or a
// script posts a board's BOM without an account and gets a link to the store's BOM page holding it.

/** How long a shared BOM's link opens it. */
export const SHARED_BOM_DAYS = 7;
export const SHARED_BOM_MAX_BOARDS = 100_000;
/** The largest CSV text taken, in characters: a thousand lines of a KiCad export with descriptions. */
export const SHARED_BOM_MAX_CSV = 400_000;

/** A BOM's board count and spares, as a shared and a saved BOM keep them. */
export const boards = z
  .number({ error: "validation.quantity" })
  .int("validation.quantity")
  .min(1, "validation.quantity")
  .max(SHARED_BOM_MAX_BOARDS, "validation.quantityTooLarge");
export const sparePercent = z
  .number({ error: "validation.percent" })
  .min(0, "validation.percent")
  .max(100, "validation.percent")
  .multipleOf(0.01, "validation.percent");

/** The board count and spares, in the query of a `text/csv` post (the file is the whole body). */
export const sharedBomQuery = z.object({
  boards: z.coerce.number().pipe(boards).optional(),
  sparePercent: z.coerce.number().pipe(sparePercent).optional(),
});

/** The BOM as lines (JSON), or as the text of a CSV file read as the BOM page reads it (contract/bom/read.ts). */
export const createSharedBomBody = z
  .object({
    lines: z
      .array(bomLineSchema)
      .min(1, "validation.bomLines")
      .max(BOM_MAX_LINES, "validation.bomTooManyLines")
      .optional()
      .meta({ example: [{ row: 1, references: ["R1", "R2"], quantityPerBoard: 2, value: "10k", package: "0603" }] }),
    csv: z.string().min(1, "validation.bomLines").max(SHARED_BOM_MAX_CSV, "validation.tooLong").optional(),
    boards: boards.optional(),
    sparePercent: sparePercent.optional(),
  })
  .superRefine((body, context) => {
    if (body.lines === undefined && body.csv === undefined)
      context.addIssue({ code: "custom", message: "validation.bomLines", path: ["lines"] });
    if (body.lines !== undefined && body.csv !== undefined)
      context.addIssue({ code: "custom", message: "validation.bomLinesOrCsv", path: ["csv"] });
  });
export type CreateSharedBomBody = z.input<typeof createSharedBomBody>;

export const sharedBomLinkSchema = z.object({
  token: z.string(),
  /** The storefront's BOM page opening the BOM. */
  url: z.url(),
  expiresAt: z.string(),
});

export const sharedBomSchema = z.object({
  lines: z.array(bomLineSchema),
  boards: z.number().int(),
  sparePercent: z.number(),
  expiresAt: z.string(),
});
export type SharedBom = z.output<typeof sharedBomSchema>;

export const createSharedBom = operation({
  method: "POST",
  path: "/bom/shared",
  summary:
    "Keep a bill of materials for 7 days and answer a link to the store's BOM page holding it; no account needed. " +
    "The body is JSON (`lines`, or `csv` text), or a CSV file as text/csv with `boards` and `sparePercent` in the query",
  tags: ["bom"],
  access: "public",
  query: sharedBomQuery,
  body: createSharedBomBody,
  status: 201,
  data: sharedBomLinkSchema,
});

export const sharedBom = operation({
  method: "GET",
  path: "/bom/shared/:token",
  summary: "A shared bill of materials by its link's token: its lines, board count and spares (404 once expired)",
  tags: ["bom"],
  access: "public",
  params: z.object({ token: z.string().max(200) }),
  data: sharedBomSchema,
  errors: [404],
});
