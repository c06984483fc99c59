import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { placeOrderBody } from "@contract/api/orders/schemas";
import type { CurrencyCode } from "@contract/limits";
import { requestLocale, type ApiLocale } from "../../lib/locale";

export type PlaceOrderBody = z.output<typeof placeOrderBody>;

/** What placing an order takes from its HTTP request, read once at the route. */
export interface PlaceContext {
  locale: ApiLocale;
  /** The caller's address: kept with the accepted texts, sent to the card provider, counted by a guest's caps. */
  clientAddress: string;
  /** The currency the order is asked in (a net-term order is priced in its current account's instead). */
  currency: CurrencyCode;
  /** An order is placed only under an Idempotency-Key, so that a repeated request answers the same order. */
  idempotencyKeyGiven: boolean;
}

export const placeContextOf = (request: FastifyRequest<{ Body: PlaceOrderBody }>): PlaceContext => ({
  locale: requestLocale(request),
  clientAddress: request.ip,
  currency: request.body.currency ?? "USD",
  idempotencyKeyGiven: Boolean(request.headers["idempotency-key"]),
});
