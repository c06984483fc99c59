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
}

/** The terms of the given projects, by id (a project deleted since is missing). */
export async function projectTerms(executor: Executor, projectIds: number[]): Promise<Map<number, ProjectTerms>> {
  if (projectIds.length === 0) return new Map();
  const rows = await executor.select().from(projects).where(inArray(projects.id, projectIds));
  const items = await executor.select().from(projectItems).where(inArray(projectItems.projectId, projectIds));
  const today = projectToday();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.name,
        maturityDays: row.maturityDays,
        interestRateCode: row.interestRateCode,
        isOrderable: isOrderable(row, today),
        prices: new Map(items.filter((item) => item.projectId === row.id).map((item) => [item.variantId, item.unitPriceUsd])),
      },
    ]),
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

/** Why a Project line cannot be ordered whatever its quantity, or null: its project closed or past its period, or the part taken off it. */
export function projectLineProblem(terms: ProjectTerms | undefined, variantId: number, locale: ApiLocale): string | null {
  if (!terms?.isOrderable) return text("projects.notOrderable", locale);
  return terms.prices.has(variantId) ? null : text("projects.itemRemoved", locale);
}
