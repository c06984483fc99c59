import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Offer } from "@contract/api/requests-desk/offer-schemas";
import type { Database, Executor } from "../../db/client";
import { offerLines, offers, requestCases, type OfferRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { defaultCartName } from "../carts/cart-name";
import type { Identity } from "../../plugins/auth";
import { findActiveCart, insertUserCart, touchCart } from "../carts/store";
import { claimableBy, requestsVisibleTo } from "../offers/visibility";
import { setRequestCaseStatus } from "./cases";
import { insertOfferedLines } from "./offer-cart";
import { caseOfOffer, isExpired, offerRow, offersOut, REQUEST_TABLES, type OfferableKind } from "./offer-store";

// The customer's side of an offer (docs/decisions/046-offers.md): the offers of a request the caller may see, the
// PDF, accepting into the active cart and declining. Anything the caller may not see answers 404, like a missing one.

const notFound = (locale: ApiLocale) => new AppError(404, message("notFound", locale));

/**
 * The request, when the caller may see it: their own, a colleague's for their company's administrator (the request
 * pages' rule, api/modules/offers/visibility.ts), or a guest's request sent from the e-mail address the caller's
 * account has verified — the guest claims it by signing in (or up) with that address.
 */
async function visibleRequest(db: Executor, identity: Identity, kind: OfferableKind, requestId: number) {
  const table = REQUEST_TABLES[kind];
  const visible = await requestsVisibleTo(db as Database, identity, table);
  const claimable = await claimableBy(db, identity, table);
  const [row] = await db
    .select({ id: table.id, userId: table.userId })
    .from(table)
    .where(and(eq(table.id, requestId), claimable ? or(visible, claimable) : visible));
  return row;
}

async function caseIdOf(db: Executor, kind: OfferableKind, requestId: number) {
  const [row] = await db
    .select({ id: requestCases.id })
    .from(requestCases)
    .where(and(eq(requestCases.kind, kind), eq(requestCases.requestRef, String(requestId))));
  return row?.id;
}

/** The sent offers of one of the caller's requests, newest first (a draft is the staff's alone). */
export async function requestOffers(db: Database, identity: Identity, kind: OfferableKind, requestId: number, locale: ApiLocale) {
  if (!(await visibleRequest(db, identity, kind, requestId))) throw notFound(locale);
  const caseId = await caseIdOf(db, kind, requestId);
  if (caseId === undefined) return [];
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.caseId, caseId), ne(offers.status, "draft")))
    .orderBy(sql`${offers.createdAt} DESC, ${offers.id} DESC`);
  return offersOut(db, rows);
}

/** A sent offer the caller may see, or 404; with its request, to claim a guest's on an answer. */
export async function customerOffer(db: Executor, identity: Identity, offerId: number, locale: ApiLocale, lock = false) {
  const offer = await offerRow(db, offerId, lock);
  if (!offer || offer.status === "draft") throw notFound(locale);
  const found = await caseOfOffer(db, offer.caseId);
  const kind = found?.kind as OfferableKind;
  const request = found && kind in REQUEST_TABLES ? await visibleRequest(db, identity, kind, Number(found.requestRef)) : undefined;
  if (!request) throw notFound(locale);
  return { offer, kind, request };
}

/** Why an offer cannot be answered now (already answered, or past its validity), as a 409. */
function refuseAnswered(offer: OfferRow, locale: ApiLocale) {
  if (offer.status === "accepted") throw new AppError(409, text("requestOffers.alreadyAccepted", locale));
  if (offer.status === "declined") throw new AppError(409, text("requestOffers.alreadyDeclined", locale));
  if (offer.status === "expired" || isExpired(offer))
    throw new AppError(409, text("requestOffers.expired", locale, { date: offer.validUntil }));
}

/** A guest's request answered by a signed-in caller becomes theirs, so its dashboard page shows it from then on. */
async function claimRequest(tx: Executor, identity: Identity, kind: OfferableKind, request: { id: number; userId: string | null }) {
  if (request.userId !== null) return;
  const table = REQUEST_TABLES[kind];
  await tx.update(table).set({ userId: identity.userId, companyId: identity.companyId }).where(eq(table.id, request.id));
}

/**
 * Accepts a sent offer within its validity: each line joins the caller's active cart (made when they have none) as a
 * SpecialProduct line at the offered quantity and price, the offer becomes accepted and its case won, in one
 * transaction under the offer's row lock (a second accept waits, then finds it accepted).
 */
export async function acceptOffer(
  db: Database,
  identity: Identity,
  offerId: number,
  locale: ApiLocale,
): Promise<{ offer: Offer; cartId: number }> {
  const cart = (await findActiveCart(db, identity.userId)) ?? (await insertUserCart(db, identity.userId, defaultCartName(locale)));
  await db.transaction(async (tx) => {
    const { offer, kind, request } = await customerOffer(tx, identity, offerId, locale, true);
    refuseAnswered(offer, locale);
    const lines = await tx.select().from(offerLines).where(eq(offerLines.offerId, offerId));
    await insertOfferedLines(tx, cart.id, lines);
    await tx
      .update(offers)
      .set({ status: "accepted", acceptedByUserId: identity.userId, answeredAt: new Date(), cartId: cart.id, updatedAt: new Date() })
      .where(eq(offers.id, offerId));
    await claimRequest(tx, identity, kind, request);
    await setRequestCaseStatus(tx, offer.caseId, "won", null);
    await touchCart(tx, cart.id);
  });
  const [offer] = await offersOut(db, [(await offerRow(db, offerId))!]);
  return { offer, cartId: cart.id };
}

/** Declines a sent offer within its validity with the customer's reason; the case becomes lost. */
export async function declineOffer(db: Database, identity: Identity, offerId: number, reason: string, locale: ApiLocale): Promise<Offer> {
  await db.transaction(async (tx) => {
    const { offer, kind, request } = await customerOffer(tx, identity, offerId, locale, true);
    refuseAnswered(offer, locale);
    await tx
      .update(offers)
      .set({ status: "declined", declineReason: reason, answeredAt: new Date(), updatedAt: new Date() })
      .where(eq(offers.id, offerId));
    await claimRequest(tx, identity, kind, request);
    await setRequestCaseStatus(tx, offer.caseId, "lost", null);
  });
  const [offer] = await offersOut(db, [(await offerRow(db, offerId))!]);
  return offer;
}
