import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requestLocale } from "../../lib/locale";
import { pricingFor, requestCurrency, type Currency } from "./currency";
import type { PresentContext } from "./present";
import { catalogReference } from "./reference";

/** Everything a catalog answer needs about the caller: language, currency (with its rate) and the reference tables. */
export async function catalogContext(app: FastifyInstance, request: FastifyRequest, currency?: Currency): Promise<PresentContext> {
  const [pricing, reference] = await Promise.all([pricingFor(app.db, requestCurrency(request, currency)), catalogReference(app.db)]);
  return { db: app.db, locale: requestLocale(request), pricing, reference };
}

export interface CatalogOptions {
  /** How far behind the database the search index may answer (see search-index). */
  searchIndexStalenessMs: number;
}

/** Public catalog answers may sit in a shared cache; they differ by language and currency. */
export function publicCache(reply: FastifyReply) {
  reply.header("cache-control", "public, max-age=60, s-maxage=300, stale-while-revalidate=600");
  reply.header("vary", "Accept-Language, X-Currency-Code");
}

export function privateNoStore(reply: FastifyReply) {
  reply.header("cache-control", "private, no-store");
}

export const ok = <T>(data: T) => ({ success: true as const, data });
