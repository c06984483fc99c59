/**
 * The search box over the search index: one reading for the product list and the header's suggestions, so both
 * find the same parts for the same words and say the same about how they read them.
 */
import { sql } from "drizzle-orm";
import type { InterpretedSearch } from "@contract/api/catalog/schemas";
import { MAX_RESULT_WINDOW } from "@contract/limits";
import { isSearchable } from "@contract/search-text";
import type { PropertyDefinition } from "../../db/schema";
import { displayValue, type PresentContext } from "./present";
import { queryRows } from "../../lib/query-rows";
import { parsedSearchConditions } from "./search-conditions";
import type { IndexSnapshot } from "./search-index";
import { audienceCondition } from "./search-index/audience";
import type { IndexCondition, Ranking, ScanResult } from "./search-index/scan";
import { rowsOfProducts } from "./search-index/snapshot";
import { parseAgainstCatalog } from "./part-numbers-first";
import { containingPattern, normalizePartNumber } from "./text";
import { typoCandidates } from "./typo";
import { variantsByCustomerNumber } from "../customer-references/service";

/** What the search box adds to a scan. */
export interface SearchReading {
  /** Rows the search narrowed the list to (ascending), or null for no narrowing. */
  candidates: Int32Array | null;
  /** The values, packages and dielectrics read (dimension "search"), when there are any. */
  condition: IndexCondition | null;
  /** The search's own order (an exact part number first), or null for the list's. */
  relevance: Ranking | null;
  interpretedSearch: InterpretedSearch | null;
  /** The text the typo pass tries when the reading matches nothing (a part number, words or a one-token value). */
  fuzzyFallback: string | null;
  /** The part number a one-token value (`2n7`) is tried as, by prefix, before the typo pass. */
  partNumberFallback: string | null;
}

/** The MPN/SKU pass: exact and prefix on the normalised part number (btree), before any fuzzy matching. */
async function partNumberPass(context: PresentContext, index: IndexSnapshot, partNumber: string) {
  const [hit] = await queryRows<{ products: number[]; skuVariants: number[]; exact: boolean }>(
    context.db,
    sql`SELECT array(SELECT id FROM products WHERE mpn_normalized LIKE ${`${partNumber}%`} LIMIT ${MAX_RESULT_WINDOW}) AS products,
               array(SELECT id FROM variants WHERE sku_normalized = ${partNumber}) AS "skuVariants",
               EXISTS (SELECT 1 FROM products WHERE mpn_normalized = ${partNumber}) AS exact`,
  );
  if (hit.products.length === 0 && hit.skuVariants.length === 0) return null;
  const skuRows = hit.skuVariants.map((id) => index.rowOfVariant[id] ?? -1).filter((row) => row >= 0);
  const exactRows = new Set(skuRows);
  return {
    exact: hit.exact || skuRows.length > 0,
    candidates: Int32Array.from(new Set([...rowsOfProducts(index, hit.products), ...skuRows])).sort(),
    // An exact SKU first, then MPN byte order: the exact MPN before its longer prefixes.
    ranking: { key: (row: number) => (exactRows.has(row) ? -1 : index.mpnRank[row]) },
  };
}

/** The typo pass: near matches of the MPN (see typo.ts), only when nothing matched otherwise; closest first. */
async function fuzzyPass(context: PresentContext, index: IndexSnapshot, text: string) {
  const ids = await typoCandidates(context.db, normalizePartNumber(text));
  const position = new Map(ids.map((id, order) => [id, order]));
  return { candidates: rowsOfProducts(index, ids), ranking: { key: (row: number) => position.get(index.productId[row]) ?? ids.length } };
}

/** Products whose search text holds every word (Turkish and English names, maker, MPN). */
async function productsWithWords(context: PresentContext, words: string[]) {
  const likes = words.map((word) => sql`search_text LIKE ${containingPattern(word)}`);
  const [row] = await queryRows<{ ids: number[] }>(
    context.db,
    sql`SELECT array(SELECT id FROM products WHERE ${sql.join(likes, sql` AND `)}) AS ids`,
  );
  return row.ids;
}

/** The rows of the parts the caller's company gave this customer part number (the exact, indexed key). */
async function customerNumberRows(context: PresentContext, index: IndexSnapshot, search: string): Promise<number[]> {
  if (!context.companyId) return [];
  const variantIds = await variantsByCustomerNumber(context.db, context.companyId, search);
  return variantIds.map((id) => index.rowOfVariant[id] ?? -1).filter((row) => row >= 0);
}

/**
 * Reads the search box against the definitions in scope: a business caller's customer part number, then a part
 * number, values and words (see search-query.ts). The parts of a customer part number go ahead of the rest
 * (docs/decisions/043-customer-references.md).
 */
export async function readSearch(
  context: PresentContext,
  index: IndexSnapshot,
  input: string | undefined,
  scope: PropertyDefinition[],
): Promise<SearchReading> {
  const search = input?.trim();
  const [customerRows, reading] = await Promise.all([
    search ? customerNumberRows(context, index, search) : [],
    readTypedSearch(context, index, search, scope),
  ]);
  if (customerRows.length === 0 || !reading.interpretedSearch) return reading;
  // The customer's parts are found whatever the values read from the text would say of them, so the values' condition
  // is dropped; the other matches (a part number's, the words') follow them.
  const first = new Set(customerRows);
  const rest = reading.relevance ?? { key: (row: number) => index.mpnRank[row] };
  return {
    candidates: Int32Array.from(new Set([...customerRows, ...(reading.candidates ?? [])])).sort(),
    condition: null,
    relevance: { key: (row) => (first.has(row) ? -2 : rest.key(row)) },
    interpretedSearch: { ...reading.interpretedSearch, exactMatch: true, nearMatches: false },
    fuzzyFallback: null,
    partNumberFallback: null,
  };
}

async function readTypedSearch(
  context: PresentContext,
  index: IndexSnapshot,
  search: string | undefined,
  scope: PropertyDefinition[],
): Promise<SearchReading> {
  const reading: SearchReading = {
    candidates: null,
    condition: null,
    relevance: null,
    interpretedSearch: null,
    fuzzyFallback: null,
    partNumberFallback: null,
  };
  if (!search) return reading;
  if (!isSearchable(search)) {
    // Nothing to search for (`%`, `😀`, one letter): no part matches, rather than every part.
    return {
      ...reading,
      candidates: new Int32Array(0),
      interpretedSearch: { text: search, properties: [], words: [], exactMatch: false, nearMatches: false },
    };
  }
  const parsed = await parseAgainstCatalog(context.db, search);
  const partNumber = parsed.partNumber ? await partNumberPass(context, index, parsed.partNumber) : null;
  if (partNumber) {
    return {
      ...reading,
      candidates: partNumber.candidates,
      relevance: partNumber.ranking,
      interpretedSearch: { text: parsed.text, properties: [], words: [], exactMatch: partNumber.exact, nearMatches: false },
    };
  }
  const read = parsedSearchConditions(parsed, scope, index);
  return {
    ...reading,
    condition: read.clauses.length ? { dimension: "search", clauses: read.clauses } : null,
    candidates: read.words.length ? rowsOfProducts(index, await productsWithWords(context, read.words)) : null,
    interpretedSearch: {
      text: parsed.text,
      properties: read.interpreted.map(({ definition, ...item }) => ({
        ...item,
        label: context.locale === "en" ? definition.labelEn : definition.labelTr,
        display: displayValue(definition, item.value, context.locale),
      })),
      words: read.words,
      exactMatch: false,
      nearMatches: false,
    },
    fuzzyFallback: parsed.wholeToken || read.words.length ? parsed.text : null,
    // The MPN/SKU pass above has tried a part number already; a value (`2n7`) has not been tried as one.
    partNumberFallback: parsed.partNumber ? null : parsed.wholeToken,
  };
}

/** One scan of the index: rows narrowed to `candidates` (or all), the conditions, the order (null: the list's). */
export type ScanRun = (candidates: Int32Array | null, conditions: IndexCondition[], relevance: Ranking | null) => ScanResult;

/**
 * Runs the reading with the other conditions; when the reading matches nothing even without them and the search was a
 * part number, words or one value, runs the near matches instead: the part numbers a value begins (`2n7` when the
 * catalog has no 2.7 nF part), else the typo pass's. The answer still says how the search was read, and that its parts
 * are near matches, not parts with the values read. A search no part number is near to is answered as read.
 * Whether a list shows near matches so never depends on its filters, and each facet count stays what its link gives:
 * a reading the filters alone empty is answered as read, its facets showing where its parts are.
 * Either way only the rows the caller may see take part (a part exclusive to another company is no one else's).
 */
export async function scanReading(
  context: PresentContext,
  index: IndexSnapshot,
  reading: SearchReading,
  conditions: IndexCondition[],
  run: ScanRun,
) {
  const audience = audienceCondition(index, context.companyId);
  const others = audience ? [...conditions, audience] : conditions;
  const withReading = (filters: IndexCondition[]) => (reading.condition ? [...filters, reading.condition] : filters);
  const result = run(reading.candidates, withReading(others), reading.relevance);
  const answered = { result, interpretedSearch: reading.interpretedSearch };
  if (result.total > 0 || !reading.fuzzyFallback) return answered;
  if (conditions.length > 0 && run(reading.candidates, withReading(audience ? [audience] : []), reading.relevance).total > 0)
    return answered;
  const near =
    (reading.partNumberFallback && (await partNumberPass(context, index, reading.partNumberFallback))) ||
    (await fuzzyPass(context, index, reading.fuzzyFallback));
  if (near.candidates.length === 0) return answered;
  return {
    result: run(near.candidates, others, near.ranking),
    interpretedSearch: reading.interpretedSearch && { ...reading.interpretedSearch, nearMatches: true },
  };
}
