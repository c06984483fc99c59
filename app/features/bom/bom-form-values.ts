import type { SubmissionResult } from "@conform-to/react";
import type { BomRequestPurpose } from "@contract/api/bom/request-schemas";
import type { BomResultLine } from "@contract/bom/priced";
import type { BomColumn } from "@contract/bom/read";

// The BOM page's form names, intents and answers, without the forms' schemas (bom-forms.ts, bom-request-forms.ts,
// bom-save-forms.ts, bom-download-form.ts): the page's code needs these, and a form's schema loads on its first use
// (docs/decisions/062-page-javascript.md).

export const BOM_INTENTS = {
  /** Read and match the BOM with the columns recognised from its header. */
  read: "read",
  /** Read it again with the columns the user chose in the mapping's selects. */
  columns: "columns",
  /** The cart's action type (docs/spec.md §3): every bought line into the active cart. */
  add: "add",
  /** Keep the BOM's lines, boards and spares under a name in the user's saved BOMs (bom-save-forms.ts). */
  save: "save",
  /** Replace the saved BOM the page opened (`?saved=<id>`) with what the form holds. */
  saveChanges: "save-changes",
} as const;

/** Marks a file the storefront did not read to its end (over the limit: refused without sending it on). */
export const BOM_FILE_TOO_LARGE = "bom-file-too-large";
/** The files the form takes; an .xlsx goes to the API's workbook reader, the others are read as text. */
export const BOM_FILE_ACCEPT =
  ".csv,.txt,.tsv,.xlsx,text/csv,text/plain,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** A multipart form keeps a text part up to 64 KiB (app/server/multipart.server.ts): the textarea stays under it. */
export const BOM_TEXT_MAX = 60_000;
export const BOM_MAX_BOARDS = 100_000;

/** The mapping select of a field: `column-mpn` holds the column's number from 0, or "" for "not in the file". */
export const columnField = (column: BomColumn) => `column-${column}`;

/** The mapping the selects showed when the page was rendered (JSON), to tell which select the user changed. */
export const COLUMNS_SHOWN_FIELD = "columns-shown";

/** Each bought line is one `line` field holding its JSON, so a suggested line's tick box carries its own values. */
export const BOM_CART_LINE_FIELD = "line";

/** Why the cart took none of the BOM, when the page came back with it (the action data's union types it loosely). */
export function cartRefusalOf(actionData: unknown): string | undefined {
  return actionData && typeof actionData === "object" && "cartRefusal" in actionData && typeof actionData.cartRefusal === "string"
    ? actionData.cartRefusal
    : undefined;
}

/** The cart's and the spec's action types are the page's other intents (bom-forms.ts); this one sends a request. */
export const BOM_REQUEST_INTENT = "request";

/**
 * A line the online shop cannot sell in the quantity needed: not found, out of stock, or its price not shown (a line
 * whose part another line buys is sold with that one).
 */
export const needsPriceAndStock = (line: BomResultLine) => line.buy === null && line.boughtWith === null;

/** The request forms' answer on the page: which of the two forms (by purpose) and conform's reply. */
export interface BomRequestAnswer {
  purpose: BomRequestPurpose;
  reply: SubmissionResult<string[]>;
}

/** The request forms' answer in the page's action data, when the last post was a request (the union types it loosely). */
export function requestAnswerOf(actionData: unknown): BomRequestAnswer | undefined {
  return actionData && typeof actionData === "object" && "request" in actionData ? (actionData.request as BomRequestAnswer) : undefined;
}

/** The two buttons' field: `xlsx` or `pdf`. */
export const BOM_DOWNLOAD_FORMAT_FIELD = "format";

/** The saved BOMs page's post: a delete, after its confirmation. */
export const SAVED_BOMS_INTENTS = { delete: "delete" } as const;

/** The saved BOM's id, in the save form of a page that opened one (`?saved=<id>`), for "Save changes". */
export const SAVED_BOM_ID_FIELD = "savedId";

/** The save form's reply in the BOM page's action answer (which answers the read form's too), if there is one. */
export function saveReplyOf(answer: unknown): SubmissionResult<string[]> | undefined {
  return answer && typeof answer === "object" && "save" in answer ? (answer.save as SubmissionResult<string[]>) : undefined;
}
