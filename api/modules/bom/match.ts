/**
 * Matches a bill of materials to the catalog (issue 36), line by line, with a reason: the company's customer part
 * number, then the part number (exact, then its beginning), then value and package, then a near miss as "did you
 * mean". The database is read per pass for the whole BOM, not per line; ranking uses the in-memory index.
 */
import type { BomLine } from "@contract/bom/line";
import type { BomLineMatch } from "@contract/api/bom/schemas";
import type { BomMatchReason } from "@contract/api/bom/values";
import { listItemsByIds, type ListItem, type PresentContext } from "../catalog/present";
import type { IndexSnapshot } from "../catalog/search-index";
import { definitionsInScope } from "../catalog/search-conditions";
import { parseSearchQuery } from "../catalog/search-query";
import { normalizePartNumber } from "../catalog/text";
import { candidateOf, rankCandidates, visibility, type Candidate, type LineTerms } from "./candidates";
import { customerNumberKey, variantsByCustomerNumbers } from "./customer-numbers";
import { decide, withAlternatives, type Decision, type Found } from "./decide";
import { discontinuedProducts } from "./discontinued";
import { namedMakers } from "./makers";
import { exactPartNumbers, nearPartNumbers, prefixPartNumbers } from "./part-numbers";
import { partsOfValue, valueSearch } from "./values";

/** What a line gives to match by, read once. */
interface LineKeys {
  terms: LineTerms;
  customerNumber: string;
  /** The normalised MPN, or the value when it is one token that could be a part number ("NE555P" in a value column). */
  partNumber: string;
  /** Whether the part number came from the value column: matched exactly or by prefix, never by a typo. */
  fromValue: boolean;
  value: ReturnType<typeof valueSearch>;
}

const MIN_PART_NUMBER = 2;
/** Shorter part numbers are one typo from too many MPNs (catalog/typo.ts needs four). */
const MIN_NEAR_MISS = 4;

/**
 * A part number written in the value column ("NE555P", "2n7002", which the search also reads as 2.7 nF): one token
 * with letters and digits that is not only a value; "100", "LED", "Op-amp" and "100nF" are none.
 */
function valuePartNumber(value: string | undefined): string {
  const parsed = parseSearchQuery(value ?? "");
  const token = parsed.wholeToken;
  if (!token || token.length < 4 || !/\d/.test(token) || !/[A-Z]/.test(token)) return "";
  return parsed.partNumber !== null || parsed.partNumberLike.includes(token) ? token : "";
}

function keysOf(context: PresentContext, line: BomLine): LineKeys {
  const terms = { quantity: line.quantityPerBoard, makers: namedMakers(context.reference, line.manufacturer) };
  const value = valueSearch(line.value, line.package);
  const mpn = normalizePartNumber(line.mpn ?? "");
  return {
    terms,
    customerNumber: context.companyId ? customerNumberKey(line.customerPartNumber) : "",
    partNumber: mpn || valuePartNumber(line.value),
    fromValue: !mpn,
    value,
  };
}

/** Why nothing matched, by what the line was named by: its part number, its own number, its value. */
function unmatchedReason(line: BomLine, keys: LineKeys): BomMatchReason {
  if (line.mpn) return "unknownPartNumber";
  if (line.customerPartNumber) return "unknownCustomerNumber";
  if (line.value) return keys.partNumber && !keys.value ? "unknownPartNumber" : "noValueMatch";
  return "nothingToMatch";
}

const unmatched = (reason: BomMatchReason): Decision => ({
  status: "unmatched",
  how: null,
  confidence: "low",
  reason,
  chosen: null,
  alternatives: [],
});

export async function matchBom(context: PresentContext, index: IndexSnapshot, lines: BomLine[]): Promise<BomLineMatch[]> {
  const { db, reference } = context;
  const visible = visibility(index, context.companyId ?? null);
  const keys = lines.map((line) => keysOf(context, line));
  const found: Array<Found | null> = lines.map(() => null);
  const open = () => keys.flatMap((key, at) => (found[at] ? [] : [{ key, at }]));
  const ranked = (key: LineKeys, productIds: number[] | undefined) => rankCandidates(index, visible, key.terms, productIds ?? []);

  const customerKeys = [...new Set(keys.map((key) => key.customerNumber).filter(Boolean))];
  const partNumbers = [...new Set(keys.map((key) => key.partNumber).filter((key) => key.length >= MIN_PART_NUMBER))];
  const [byCustomerNumber, exact] = await Promise.all([
    context.companyId ? variantsByCustomerNumbers(db, context.companyId, customerKeys) : new Map<string, number>(),
    exactPartNumbers(db, partNumbers),
  ]);
  for (const { key, at } of open()) {
    const variantId = byCustomerNumber.get(key.customerNumber);
    const row = variantId === undefined ? -1 : index.rowOfVariant[variantId];
    const numbered = row >= 0 ? candidateOf(index, visible, key.terms, index.productId[row], row) : null;
    if (numbered) found[at] = { how: "customerNumber", candidates: [numbered], confidence: "high" };
  }
  for (const { key, at } of open()) {
    const candidates = ranked(key, exact.get(key.partNumber));
    if (candidates.length) found[at] = { how: "mpn", candidates, confidence: key.fromValue ? "medium" : "high" };
  }

  const prefixes = await prefixPartNumbers(db, [...new Set(open().map(({ key }) => key.partNumber))]);
  for (const { key, at } of open()) {
    const candidates = ranked(key, prefixes.get(key.partNumber));
    if (candidates.length) found[at] = { how: "mpnPrefix", candidates, confidence: "medium" };
  }

  // The typo pass reads the database while the value pass scans the index: it is asked for every line open now, and
  // only the lines the values leave open take its answer (a part number's near misses are its own).
  const nearMissLine = ({ key }: { key: LineKeys }) => !key.fromValue && key.partNumber.length >= MIN_NEAR_MISS;
  const nearMissKeys = open()
    .filter(nearMissLine)
    .map(({ key }) => key.partNumber);
  const nearMisses = nearPartNumbers(db, [...new Set(nearMissKeys)]);
  const scope = definitionsInScope(reference, null);
  const valuePass = async () => {
    for (const { key, at } of open()) {
      if (!key.value) continue;
      const candidates = await partsOfValue(context, index, scope, key.value.text, key.terms);
      // A part of the value stands in for a part number the catalog lacks: the engineer chose another part.
      const standIn = !key.fromValue;
      if (candidates.length) {
        const confidence = key.value.withPackage && !standIn ? "medium" : "low";
        found[at] = { how: "value", candidates, confidence, reason: standIn ? "unknownPartNumber" : undefined };
      }
    }
  };
  const [near] = await Promise.all([nearMisses, valuePass()]);

  const typos = open().filter(nearMissLine);
  for (const { key, at } of typos) {
    // Closest first, as the typo pass orders them.
    const candidates = (near.get(key.partNumber) ?? []).flatMap((productId) => candidateOf(index, visible, key.terms, productId) ?? []);
    if (candidates.length) found[at] = { how: "nearMiss", candidates, confidence: "low" };
  }

  const reasons = lines.map((line, at) => unmatchedReason(line, keys[at]));
  const decided = found.map((match, at) => (match ? decide(index, keys[at].terms, match) : unmatched(reasons[at])));
  const discontinued = await discontinuedProducts(db, [
    ...new Set(decided.flatMap((decision) => (decision.chosen ? [decision.chosen.productId] : []))),
  ]);
  const decisions = decided.map((decision) =>
    decision.chosen
      ? withAlternatives(index, visible, reference.definitionsByCategory, decision, discontinued.has(decision.chosen.productId))
      : decision,
  );
  return present(context, index, lines, decisions, reasons);
}

/**
 * The lines as answered: every part read in one list-items read for the whole BOM. A part the index still held but
 * the database no longer shows the caller leaves its line unmatched.
 */
async function present(context: PresentContext, index: IndexSnapshot, lines: BomLine[], decisions: Decision[], reasons: BomMatchReason[]) {
  const variantOf = (candidate: Candidate) => index.variantId[candidate.row];
  const parts = decisions.flatMap((decision) => (decision.chosen ? [decision.chosen, ...decision.alternatives] : []));
  const items = new Map<number, ListItem>(
    (await listItemsByIds([...new Set(parts.map(variantOf))], context)).map((item) => [item.variantId, item]),
  );
  return lines.map((line, at): BomLineMatch => {
    const found = decisions[at];
    const part = found.chosen ? (items.get(variantOf(found.chosen)) ?? null) : null;
    const { chosen, alternatives, ...decision } = found.chosen && !part ? unmatched(reasons[at]) : found;
    return {
      row: line.row,
      ...decision,
      productId: part?.productId ?? null,
      part,
      // A part no longer sold is never offered instead.
      alternatives: alternatives.flatMap((candidate) => items.get(variantOf(candidate)) ?? []).filter((item) => item.status !== "obsolete"),
    };
  });
}
