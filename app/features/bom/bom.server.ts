import { parseWithZod } from "@conform-to/zod/v4";
import * as bom from "@contract/api/bom/operations";
import type { BomCells } from "@contract/api/bom/schemas";
import { BOM_MAX_LINES } from "@contract/api/bom/values";
import type { CartLine } from "@contract/api/carts/schemas";
import * as shared from "@contract/api/bom/shared";
import type { BomLine } from "@contract/bom/line";
import { BOM_COLUMNS, type BomColumn, type BomReading, type ColumnChoice, readBomRows, splitBomText } from "@contract/bom/read";
import { addToCart, changeLine } from "~/features/cart/cart.server";
import { api, ApiError, type RouteArgs } from "~/server/api.server";
import { requestWithGuestId } from "~/server/cookies.server";
import { getSession, sessionTokens } from "~/server/session.server";
import { type BomCartLine, bomReadForm, cartLinesOf, columnChoiceOf } from "./bom-forms";
import { type BomResult, bomResult } from "@contract/bom/priced";

// The read and cart forms' schemas for the page's action only (app/lib/forms/validation.server.ts says why).
export { bomReadForm, cartLinesOf, columnChoiceOf };

// The BOM page's server side (issue 36): a posted BOM read into lines, matched by the API and priced; the bought
// lines put into the visitor's cart.

const isWorkbook = async (file: File) => {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4;
};

/** A cell as a tab-separated text holds it: quoted when it holds a tab, a line break or a quote. */
const textCell = (cell: string) => (/[\t\n\r"]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/**
 * The BOM's text: the pasted text, or the chosen file's (a workbook's first sheet read by the API, written as
 * tab-separated text), so that the textarea holds it after the post and the columns can be set without the file.
 */
export async function bomText(args: RouteArgs, pasted: string | undefined, file: File | undefined): Promise<string> {
  if (!file) return pasted ?? "";
  if (!(await isWorkbook(file))) return (await file.text()).replace(/^\uFEFF/, "");
  const body = new FormData();
  body.append("file", file, file.name);
  const { data } = await api(args).call(bom.readBomWorkbook, { body });
  return cellsText(data.rows);
}

export const cellsText = (rows: BomCells["rows"]) => rows.map((row) => row.map(textCell).join("\t")).join("\n");

/** Headers the reader recognises (contract/bom/columns.ts), for lines written back as text. */
const LINE_HEADERS: Record<BomColumn, string> = {
  references: "Reference",
  quantityPerBoard: "Quantity",
  value: "Value",
  package: "Footprint",
  mpn: "MPN",
  manufacturer: "Manufacturer",
  customerPartNumber: "Customer Part Number",
  description: "Description",
};

/** Lines (a shared BOM's) as the text the page reads, so that the textarea holds them and they read as pasted. */
export function linesText(lines: readonly BomLine[]): string {
  const cell = (line: BomLine, column: BomColumn) =>
    column === "references"
      ? line.references.join(",")
      : column === "quantityPerBoard"
        ? String(line.quantityPerBoard)
        : (line[column] ?? "");
  return cellsText([
    BOM_COLUMNS.map((column) => LINE_HEADERS[column]),
    ...lines.map((line) => BOM_COLUMNS.map((column) => cell(line, column))),
  ]);
}

/**
 * A kept BOM (a shared link's, a saved one's) opened on the page: its lines as the text the form holds, matched and
 * priced now for its boards and spares.
 */
export async function openKeptBom(args: RouteArgs, bom: { lines: readonly BomLine[]; boards: number; sparePercent: number }) {
  const text = linesText(bom.lines);
  const answer = await matchBomText(args, text, { choice: {}, boards: bom.boards, sparePercent: bom.sparePercent });
  return { values: { text, boards: String(bom.boards), sparePercent: String(bom.sparePercent) }, answer };
}

/** A shared BOM (a link from an engineer's tool), or null when its link has expired or never was. */
export async function sharedBomOf(args: RouteArgs, token: string) {
  try {
    return (await api(args).call(shared.sharedBom, { params: { token } })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface BomAnswer {
  /** The text read: what a save keeps (read again with `reading.mapping`, it gives these lines). */
  text: string;
  reading: BomReading;
  /** The header row's cells, to name the columns in the mapping (empty when the file has none). */
  header: string[];
  /** The widest row's column count: the columns the mapping offers. */
  columnCount: number;
  result: BomResult | null;
  /** More lines than one BOM may hold: nothing was matched. */
  tooManyLines: boolean;
}

/** Reads the text with the user's columns, matches its lines and prices them for the boards and spares. */
export async function matchBomText(
  args: RouteArgs,
  text: string,
  options: { choice: ColumnChoice; boards: number; sparePercent: number },
): Promise<BomAnswer> {
  const cells = splitBomText(text);
  const reading = readBomRows(cells, { mapping: options.choice });
  const header = cells.find((row) => row.some((cell, at) => Object.values(reading.mapping).includes(at) && cell !== "")) ?? [];
  const columnCount = Math.max(0, ...cells.map((row) => row.length));
  const answer = { text, reading, header, columnCount, result: null, tooManyLines: reading.lines.length > BOM_MAX_LINES };
  if (!reading.lines.length || answer.tooManyLines) return answer;
  const { data } = await api(args).call(bom.matchBom, { body: { lines: reading.lines } });
  return { ...answer, result: bomResult(reading.lines, data, options.boards, options.sparePercent) };
}

const isPartLine = (variantId: number) => (line: CartLine) =>
  line.variantId === variantId && line.projectId === null && line.offerLineId === null;

/**
 * Puts the lines into the visitor's active cart, `batch` at a time (a guest gets a cart now), then gives each added
 * line the BOM's designators as its customer reference, unless it already has one (a part already in the cart keeps
 * its own).
 */
export async function addBomToCart(args: RouteArgs, lines: BomCartLine[], batch: number) {
  const signedIn = sessionTokens(await getSession(args.request)) !== null;
  const { request, setCookie } = signedIn ? { request: args.request, setCookie: null } : await requestWithGuestId(args.request);
  const cartArgs = { ...args, request };
  const items: Awaited<ReturnType<typeof addToCart>>["answer"]["items"] = [];
  let cart: Awaited<ReturnType<typeof addToCart>>["answer"]["cart"] | null = null;
  for (let at = 0; at < lines.length; at += batch) {
    const { answer } = await addToCart(
      cartArgs,
      lines.slice(at, at + batch).map(({ variantId, quantity }) => ({ variantId, quantity })),
    );
    items.push(...answer.items);
    cart = answer.cart;
  }
  for (const line of lines) {
    const cartLine = cart?.slots.normal.find(isPartLine(line.variantId));
    if (!items.find((item) => item.variantId === line.variantId)?.added || !cartLine || cartLine.customerReference || !line.reference)
      continue;
    await changeLine(cartArgs, cart!.id, cartLine.id, { customerReference: line.reference });
  }
  return { items, setCookie };
}

/**
 * The page as a form under the result left it: the copies of what the result was read from (its text, columns,
 * boards and spares: components/bom-source-fields.tsx) read and matched again, so that a refused save, request or
 * cart post comes back with the result and nothing typed is lost.
 */
export async function bomPageAgain(args: RouteArgs, formData: FormData) {
  const read = parseWithZod(formData, { schema: bomReadForm });
  const reply = read.reply({ hideFields: ["file"] });
  if (read.status !== "success") return { reply, answer: null };
  const { text = "", boards, sparePercent } = read.value;
  return { reply, answer: await matchBomText(args, text, { choice: columnChoiceOf(formData), boards, sparePercent }) };
}
