import type { Executor } from "../../db/client";
import type { PartFacts } from "../carts/store";
import { asSpecial, cartCompany, specialsFor, type SpecialTerms } from "./terms";

/**
 * A cart's parts as its owner's company buys them (docs/decisions/053-special-products.md): a part exclusive to
 * another company is missing (the cart answers "no such part"), a special product carries its fixed price. The
 * company's terms come back too, by variant id, for the lines' type and flags.
 */
export async function partsAsOwnerSees(
  executor: Executor,
  userId: string | null | undefined,
  parts: Map<number, PartFacts>,
): Promise<{ parts: Map<number, PartFacts>; specials: Map<number, SpecialTerms> }> {
  const specials = await specialsFor(executor, await cartCompany(executor, userId), [...parts.keys()]);
  const seen = new Map<number, PartFacts>();
  for (const [variantId, part] of parts)
    if (!specials.hidden.has(variantId)) seen.set(variantId, asSpecial(part, specials.terms.get(variantId)));
  return { parts: seen, specials: specials.terms };
}
