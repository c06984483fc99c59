import * as z from "zod";

/**
 * The store's own code lists (not external reference data): what a business says about itself at sign-up and what
 * a person may choose on their profile. Codes are stored and checked here; their labels come from the API in the
 * caller's language (GET /lookups/fkey-list/{list}).
 */
export const LOOKUP_CODES = {
  "company-types": ["sole-proprietorship", "limited", "joint-stock", "cooperative", "public", "university", "foreign"],
  sectors: [
    "electronics-manufacturing",
    "automotive",
    "defence",
    "energy",
    "lighting",
    "medical",
    "telecom",
    "industrial-automation",
    "education-research",
    "other",
  ],
  "activity-areas": ["manufacturer", "ems", "distributor", "design-house", "maintenance", "integrator"],
  titles: ["owner", "general-manager", "purchasing-manager", "purchasing-specialist", "engineer", "rd-manager", "technician", "other"],
  genders: ["female", "male", "unspecified"],
} as const;

export type LookupList = keyof typeof LOOKUP_CODES;

/** A field holding one code of a list. */
export const codeOf = (list: LookupList) => z.enum(LOOKUP_CODES[list], { error: "validation.required" });
