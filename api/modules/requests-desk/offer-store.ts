import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Offer } from "@contract/api/requests-desk/offer-schemas";
import { offerNumber, OFFERABLE_REQUEST_KINDS } from "@contract/api/requests-desk/offer-values";
import type { RequestKind } from "@contract/api/requests-desk/values";
import type { Executor } from "../../db/client";
import {
  bomRequests,
  heatSinkOfferRequests,
  offerLines,
  offers,
  pcbOfferRequests,
  productRequests,
  requestCases,
  variants,
  type OfferLineRow,
  type OfferRow,
} from "../../db/schema";
import { centsText, roundToCents, roundUnitPrice, toMicro, unitPriceText } from "../../lib/money";
import { isoDay } from "../carts/export-content";

export type OfferableKind = (typeof OFFERABLE_REQUEST_KINDS)[number];

/** The request tables a case's kind names (docs/decisions/041-request-cases.md), for the kinds that can be offered. */
export const REQUEST_TABLES = {
  pcb: pcbOfferRequests,
  "heat-sink": heatSinkOfferRequests,
  product: productRequests,
  bom: bomRequests,
} as const;

export const isOfferable = (kind: RequestKind): kind is OfferableKind => (OFFERABLE_REQUEST_KINDS as readonly string[]).includes(kind);

/** Who sent a request and how to answer them, as its table holds it. */
export interface OfferRequester {
  kind: OfferableKind;
  requestId: number;
  userId: string | null;
  companyId: string | null;
  email: string;
  name: string;
  lastName: string;
  locale: "tr" | "en";
  /** A PCB request's offer type: part of its dashboard address. */
  pcbType: string | null;
}

/** The requester of a case's request; null for a kind without a customer page (the contact forms) or a missing one. */
export async function requesterOf(db: Executor, kind: RequestKind, requestRef: string): Promise<OfferRequester | null> {
  if (!isOfferable(kind) || !/^\d+$/.test(requestRef)) return null;
  const table = REQUEST_TABLES[kind];
  const requestId = Number(requestRef);
  const [row] = await db.select().from(table).where(eq(table.id, requestId));
  if (!row) return null;
  return {
    kind,
    requestId,
    userId: row.userId,
    companyId: row.companyId,
    email: row.email,
    name: row.name,
    lastName: row.lastName,
    locale: row.locale === "en" ? "en" : "tr",
    pcbType: "type" in row ? row.type : null,
  };
}

/** The offer's case (locked in `tx` when asked). */
export async function caseOfOffer(db: Executor, caseId: number) {
  const [row] = await db.select().from(requestCases).where(eq(requestCases.id, caseId));
  return row;
}

/** The store's day: an offer is valid through its `validUntil` in Istanbul. */
export const storeToday = (now = new Date()) => isoDay(now);

/** Sent and past its validity date without an answer: it can no longer be accepted. */
export const isExpired = (offer: Pick<OfferRow, "status" | "validUntil">, now = new Date()) =>
  offer.status === "sent" && offer.validUntil < storeToday(now);

export const statusOf = (offer: OfferRow, now = new Date()) => (isExpired(offer, now) ? "expired" : offer.status);

/** A line's amount as a cart prices it: the unit price rounded as shown (decision 010) × quantity, rounded once to cents. */
export const lineAmount = (line: Pick<OfferLineRow, "unitPrice" | "quantity">) =>
  roundToCents(roundUnitPrice(toMicro(line.unitPrice)) * BigInt(line.quantity));

export async function offerLinesOf(db: Executor, offerIds: number[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({ line: offerLines, sku: variants.sku })
    .from(offerLines)
    .leftJoin(variants, eq(variants.id, offerLines.variantId))
    .where(inArray(offerLines.offerId, offerIds))
    .orderBy(asc(offerLines.offerId), asc(offerLines.position));
}

/** Offers as the API answers them, with their lines. */
export async function offersOut(db: Executor, rows: OfferRow[]): Promise<Offer[]> {
  const lines = await offerLinesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = lines.filter(({ line }) => line.offerId === row.id);
    return {
      id: row.id,
      number: offerNumber(row.id),
      caseId: row.caseId,
      currency: row.currency,
      validUntil: row.validUntil,
      terms: row.terms,
      locale: row.locale,
      status: statusOf(row),
      declineReason: row.declineReason,
      sentAt: row.sentAt?.toISOString() ?? null,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      cartId: row.cartId,
      lines: own.map(({ line, sku }) => ({
        id: line.id,
        position: line.position,
        kind: line.kind,
        variantId: line.variantId,
        sku,
        description: line.description,
        specification: line.specification,
        quantity: line.quantity,
        unitPrice: unitPriceText(toMicro(line.unitPrice)),
        amount: centsText(lineAmount(line)),
        leadTimeDays: line.leadTimeDays,
      })),
      total: centsText(own.reduce((sum, { line }) => sum + lineAmount(line), 0n)),
    };
  });
}

export async function offerRow(db: Executor, offerId: number, lock = false) {
  const query = db.select().from(offers).where(eq(offers.id, offerId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** A case's offers, newest first. */
export async function caseOfferRows(db: Executor, caseId: number) {
  return db.select().from(offers).where(eq(offers.caseId, caseId)).orderBy(desc(offers.createdAt), desc(offers.id));
}
