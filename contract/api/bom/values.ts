// The BOM tool's matching (issue 36): how a line of a bill of materials was matched to the catalog, and why not.

/** The most lines one BOM may hold. */
export const BOM_MAX_LINES = 1000;

/** An uploaded BOM file's size limit: the customer part numbers' import's. */
export const BOM_FILE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * `matched`: the part is found; `ambiguous`: several parts fit, the best first; `suggested`: a near miss offered as
 * "did you mean" (never bought without the user's word); `unmatched`: no part.
 */
export const BOM_MATCH_STATUSES = ["matched", "ambiguous", "suggested", "unmatched"] as const;
export type BomMatchStatus = (typeof BOM_MATCH_STATUSES)[number];

/** Found by the exact part number, by its beginning, by the company's customer part number, by value and package, by a typo. */
export const BOM_MATCH_METHODS = ["mpn", "mpnPrefix", "customerNumber", "value", "nearMiss"] as const;
export type BomMatchMethod = (typeof BOM_MATCH_METHODS)[number];

export const BOM_MATCH_CONFIDENCES = ["high", "medium", "low"] as const;
export type BomMatchConfidence = (typeof BOM_MATCH_CONFIDENCES)[number];

/** Why a line is not simply matched (null when it is): short codes the storefront words in its own language. */
export const BOM_MATCH_REASONS = [
  "outOfStock",
  "discontinued",
  "otherManufacturer",
  "severalParts",
  "didYouMean",
  "unknownPartNumber",
  "unknownCustomerNumber",
  "noValueMatch",
  "nothingToMatch",
] as const;
export type BomMatchReason = (typeof BOM_MATCH_REASONS)[number];

/** Alternatives given with a line. */
export const BOM_MAX_ALTERNATIVES = 3;

/** The longest name of a project a BOM request asks prices for (request-schemas.ts). */
export const BOM_PROJECT_NAME_MAX = 120;

/** The longest name of a saved BOM (saved.ts). */
export const SAVED_BOM_NAME_MAX = 100;
