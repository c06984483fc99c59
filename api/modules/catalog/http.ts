import type { FastifyReply, FastifyRequest } from "fastify";
import { DEFAULT_CURRENCY, isCurrency, type CurrencyCode } from "@contract/limits";
import type { Database } from "../../db/client";
import { requestLocale } from "../../lib/locale";
import { pricingFor } from "../../lib/currency";
import type { PresentContext } from "./present";
import { catalogReference } from "./reference";

/**
 * The currency of an answer: the `currency` query wins, then X-Currency-Code, then USD. An unknown header value is
 * ignored (USD); an unknown query value is a 400 from the schema.
 */
function requestCurrency(request: FastifyRequest, queryCurrency?: CurrencyCode): CurrencyCode {
  if (queryCurrency) return queryCurrency;
  const header = request.headers["x-currency-code"];
  const value = typeof header === "string" ? header.toUpperCase() : "";
  return isCurrency(value) ? value : DEFAULT_CURRENCY;
}

/** Everything a catalog answer needs about the caller: language, currency (with its rate) and the reference tables. */
export async function catalogContext(db: Database, request: FastifyRequest, currency?: CurrencyCode): Promise<PresentContext> {
  const [pricing, reference] = await Promise.all([pricingFor(db, requestCurrency(request, currency)), catalogReference(db)]);
  return { db, locale: requestLocale(request), pricing, reference, companyId: request.identity?.companyId ?? null };
}

/** The caller's language and the reference tables: enough for answers without prices. */
export async function referenceContext(db: Database, request: FastifyRequest): Promise<Pick<PresentContext, "locale" | "reference">> {
  return { locale: requestLocale(request), reference: await catalogReference(db) };
}

export const ok = <T>(data: T) => ({ success: true as const, data });

/** A public catalog answer, which a shared cache may keep: it differs by language and currency only. */
export function publicAnswer<T>(reply: FastifyReply, data: T) {
  reply.header("cache-control", "public, max-age=60, s-maxage=300, stale-while-revalidate=600");
  reply.header("vary", "Accept-Language, X-Currency-Code");
  return ok(data);
}

/**
 * A catalog answer as the caller sees it: public, unless the caller is a business user, whose company's customer part
 * numbers the search also looked up (docs/decisions/043-customer-references.md) and whose company's special products
 * (exclusive parts, fixed prices: docs/decisions/053-special-products.md) the answer shows.
 */
export function searchAnswer<T>(reply: FastifyReply, context: Pick<PresentContext, "companyId">, data: T) {
  if (!context.companyId) return publicAnswer(reply, data);
  privateNoStore(reply);
  return ok(data);
}

/** An answer for the caller alone (their last-viewed products): no cache may keep it. */
export function privateNoStore(reply: FastifyReply) {
  reply.header("cache-control", "private, no-store");
}
