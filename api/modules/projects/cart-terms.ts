import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { projectItems, projects } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { PartFacts } from "../carts/store";
import { isOrderable, projectToday } from "./read";

/** What a cart reads of a project its Project lines belong to (docs/decisions/045-projects.md). */
export interface ProjectTerms {
  name: string;
  maturityDays: number;
  interestRateCode: string;
  isOrderable: boolean;
  /** The project unit price in USD by variant id. */
  prices: Map<number, string>;
  /** The offer lines of its items made to order, sold at their offered price (docs/decisions/046-offers.md). */
  offerLineIds: Set<number>;
}

/** The terms of the given projects, by id (a project deleted since is missing). */
export async function projectTerms(executor: Executor, projectIds: number[]): Promise<Map<number, ProjectTerms>> {
  if (projectIds.length === 0) return new Map();
  const rows = await executor.select().from(projects).where(inArray(projects.id, projectIds));
  const items = await executor.select().from(projectItems).where(inArray(projectItems.projectId, projectIds));
  const today = projectToday();
  return new Map(
    rows.map((row) => {
      const own = items.filter((item) => item.projectId === row.id);
      return [
        row.id,
        {
          name: row.name,
          maturityDays: row.maturityDays,
          interestRateCode: row.interestRateCode,
          isOrderable: isOrderable(row, today),
          prices: new Map(own.flatMap((item) => (item.variantId === null ? [] : [[item.variantId, item.unitPriceUsd!] as const]))),
          offerLineIds: new Set(own.flatMap((item) => (item.variantId === null ? [item.offerLineId!] : []))),
        },
      ];
    }),
  );
}

/**
 * The part as a Project line prices it: one price, the project's, whatever the quantity (never the price breaks, nor
 * a discount group's rate). Undefined (the line cannot be ordered) when the project is gone or the part left it.
 */
export function projectPart(part: PartFacts | undefined, terms: ProjectTerms | undefined): PartFacts | undefined {
  const price = part && terms?.prices.get(part.variantId);
  if (!part || !price) return undefined;
  return { ...part, isShowPrice: true, discountRate: null, breaks: [[1, price]] };
}

/**
 * Why a line of a project cannot be ordered whatever its quantity, or null: its project closed or past its period, or
 * its part (or, made to order, its offer line) taken off it.
 */
export function projectLineProblem(
  terms: ProjectTerms | undefined,
  line: { variantId: number; offerLineId: number | null },
  locale: ApiLocale,
): string | null {
  if (!terms?.isOrderable) return text("projects.notOrderable", locale);
  if (line.offerLineId !== null) return terms.offerLineIds.has(line.offerLineId) ? null : text("projects.offerItemRemoved", locale);
  return terms.prices.has(line.variantId) ? null : text("projects.itemRemoved", locale);
}
