/** How a line's candidates become its match: status, confidence, reason and alternatives (contract/api/bom/values.ts). */
import {
  BOM_MATCH_CONFIDENCES,
  BOM_MAX_ALTERNATIVES,
  type BomMatchConfidence,
  type BomMatchMethod,
  type BomMatchReason,
} from "@contract/api/bom/values";
import type { BomLineMatch } from "@contract/api/bom/schemas";
import type { PropertyDefinition } from "../../db/schema";
import type { IndexSnapshot } from "../catalog/search-index";
import { relatedVariantIds } from "../catalog/related-parts";
import { inStock, ofNamedMaker, outOfStock, type Candidate, type LineTerms, type Visible } from "./candidates";

/** A line's match before its parts are read: the candidate it points at and its alternatives. */
export type Decision = Omit<BomLineMatch, "row" | "productId" | "part" | "alternatives"> & {
  chosen: Candidate | null;
  alternatives: Candidate[];
};

/** Parts like an out-of-stock one looked at for in-stock alternatives (most are out of stock, or of another value). */
const RELATED_LOOKED_AT = 30;

const lower = (confidence: BomMatchConfidence): BomMatchConfidence =>
  BOM_MATCH_CONFIDENCES[Math.min(BOM_MATCH_CONFIDENCES.indexOf(confidence) + 1, BOM_MATCH_CONFIDENCES.length - 1)];

export interface Found {
  how: BomMatchMethod;
  /** Ranked (catalog candidates.ts), or closest first for a near miss. */
  candidates: Candidate[];
  /** The confidence of a single, unmistakable part found so. */
  confidence: BomMatchConfidence;
  /** What the match leaves open though the part is found (a part number the catalog lacks, its value matched). */
  reason?: BomMatchReason;
}

/** Exact and customer numbers match; a prefix matches when it leads to one part (of the maker named); a near miss is suggested. */
export function decide(index: IndexSnapshot, terms: LineTerms, found: Found): Decision {
  const [chosen, ...others] = found.candidates;
  const ofMaker = found.candidates.filter((candidate) => ofNamedMaker(index, terms, candidate));
  const single = found.candidates.length === 1 || (terms.makers !== null && ofMaker.length === 1);
  if (found.how === "nearMiss") {
    return { status: "suggested", how: found.how, confidence: "low", reason: "didYouMean", chosen, alternatives: others };
  }
  if (found.how === "mpnPrefix" && !single) {
    return { status: "ambiguous", how: found.how, confidence: "low", reason: "severalParts", chosen, alternatives: others };
  }
  // Several parts of one part number (makers' namesakes) leave less certainty than one.
  const confidence = found.how === "mpn" && !single ? lower(found.confidence) : found.confidence;
  if (!ofNamedMaker(index, terms, chosen)) {
    return { status: "matched", how: found.how, confidence: lower(confidence), reason: "otherManufacturer", chosen, alternatives: others };
  }
  return { status: "matched", how: found.how, confidence, reason: found.reason ?? null, chosen, alternatives: others };
}

/**
 * The alternatives as answered: in stock first, at most BOM_MAX_ALTERNATIVES. A part out of stock or no longer sold
 * (`discontinued`) says so and gets in-stock parts like it (same value and package first: catalog/related-parts.ts)
 * when its candidates have too few.
 */
export function withAlternatives(
  index: IndexSnapshot,
  visible: Visible,
  definitionsByCategory: Map<number, PropertyDefinition[]>,
  decision: Decision,
  discontinued: boolean,
): Decision {
  const { chosen } = decision;
  if (!chosen) return decision;
  const byStock = [...decision.alternatives].sort((a, b) => Number(inStock(index, b.row)) - Number(inStock(index, a.row)));
  if (decision.status !== "matched" || !(discontinued || outOfStock(index, visible, chosen.productId))) {
    return { ...decision, alternatives: byStock.slice(0, BOM_MAX_ALTERNATIVES) };
  }
  const alternatives = byStock.filter((candidate) => inStock(index, candidate.row));
  const taken = new Set([chosen.productId, ...alternatives.map((candidate) => candidate.productId)]);
  for (const variantId of relatedVariantIds(index, definitionsByCategory, chosen.productId, RELATED_LOOKED_AT) ?? []) {
    if (alternatives.length >= BOM_MAX_ALTERNATIVES) break;
    const row = index.rowOfVariant[variantId];
    if (row < 0 || !visible(row) || !inStock(index, row) || taken.has(index.productId[row])) continue;
    taken.add(index.productId[row]);
    alternatives.push({ productId: index.productId[row], row });
  }
  const reason = discontinued ? "discontinued" : "outOfStock";
  return { ...decision, reason, alternatives: alternatives.slice(0, BOM_MAX_ALTERNATIVES) };
}
