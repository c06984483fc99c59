import { and, eq, sql } from "drizzle-orm";
import type { DeskOffer, OfferBody, OfferLineBody } from "@contract/api/requests-desk/offer-schemas";
import { OFFER_LINES_MAX } from "@contract/api/requests-desk/offer-values";
import type { Database, Executor } from "../../db/client";
import { offerLines, offers, type OfferRow } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ApiLocale } from "../../lib/locale";
import { message, text, type TextKey } from "../../lib/messages";
import { auditEntriesOf, recordStaffAction } from "../back-office/audit";
import type { StaffIdentity } from "../back-office/staff-identity";
import { partByName } from "../customer-references/parts";
import { setRequestCaseStatus } from "./cases";
import { caseOfOffer, caseOfferRows, offerRow, offersOut, requesterOf, storeToday, type OfferRequester } from "./offer-store";

// The back office's side of an offer (docs/decisions/046-offers.md): a draft written line by line, then sent. Every
// change is audited with the offer before and after, in the transaction that makes it.

const notFound = (locale: ApiLocale) => new AppError(404, message("notFound", locale));
const conflict = (key: string, locale: ApiLocale) => new AppError(409, text(`requestOffers.${key}` as TextKey, locale));
const fieldError = (field: string, key: string, locale: ApiLocale) => {
  const words = text(`requestOffers.${key}` as TextKey, locale);
  return new AppError(400, words, [{ field, message: words }]);
};

/** The offers of a case with each one's audit trail, as the editor shows them. */
export async function deskOffers(db: Executor, caseId: number): Promise<DeskOffer[]> {
  const rows = await caseOfferRows(db, caseId);
  const out = await offersOut(db, rows);
  return Promise.all(out.map(async (offer) => ({ ...offer, audit: await auditEntriesOf(db, "offer", String(offer.id)) })));
}

async function deskOffer(db: Executor, offerId: number): Promise<DeskOffer> {
  const [offer] = await offersOut(db, [(await offerRow(db, offerId))!]);
  return { ...offer, audit: await auditEntriesOf(db, "offer", String(offerId)) };
}

/** The case's requester, or 404 for a missing case and 409 for a request that has no customer page to accept on. */
async function requesterOfCase(db: Executor, caseId: number, locale: ApiLocale): Promise<OfferRequester> {
  const found = await caseOfOffer(db, caseId);
  if (!found) throw notFound(locale);
  const requester = await requesterOf(db, found.kind, found.requestRef);
  if (!requester) throw conflict("notOfferable", locale);
  return requester;
}

const checkValidity = (body: OfferBody, locale: ApiLocale) => {
  if (body.validUntil < storeToday()) throw fieldError("validUntil", "validityPast", locale);
};

export async function createOffer(db: Database, caseId: number, body: OfferBody, staff: StaffIdentity, locale: ApiLocale) {
  checkValidity(body, locale);
  const requester = await requesterOfCase(db, caseId, locale);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offers)
      .values({ caseId, ...body, locale: requester.locale, createdByStaffId: staff.staffId })
      .returning();
    await recordStaffAction(tx, staff, { objectType: "offer", objectId: String(row.id), action: "create", before: null, after: row });
    return row.id;
  });
  return deskOffer(db, id);
}

/** Runs `change` on a draft locked in a transaction, then audits it; 404 for no such offer, 409 once it is sent. */
async function changeDraft(
  db: Database,
  offerId: number,
  staff: StaffIdentity,
  action: string,
  locale: ApiLocale,
  change: (tx: Executor, draft: OfferRow) => Promise<unknown>,
) {
  await db.transaction(async (tx) => {
    const before = await offerRow(tx, offerId, true);
    if (!before) throw notFound(locale);
    if (before.status !== "draft") throw conflict("notDraft", locale);
    const [beforeOut] = await offersOut(tx, [before]);
    await change(tx, before);
    await tx.update(offers).set({ updatedAt: new Date() }).where(eq(offers.id, offerId));
    const [afterOut] = await offersOut(tx, [(await offerRow(tx, offerId))!]);
    await recordStaffAction(tx, staff, { objectType: "offer", objectId: String(offerId), action, before: beforeOut, after: afterOut });
  });
  return deskOffer(db, offerId);
}

export function updateOffer(db: Database, offerId: number, body: OfferBody, staff: StaffIdentity, locale: ApiLocale) {
  checkValidity(body, locale);
  return changeDraft(db, offerId, staff, "update", locale, (tx) => tx.update(offers).set(body).where(eq(offers.id, offerId)));
}

/** A catalog part's line names the part by SKU (or an MPN of one packaging); its description is the staff's or the SKU. */
async function lineValues(tx: Executor, body: OfferLineBody, locale: ApiLocale) {
  const common = { kind: body.kind, quantity: body.quantity, unitPrice: body.unitPrice, leadTimeDays: body.leadTimeDays };
  if (body.kind !== "catalog-part")
    return { ...common, variantId: null, description: body.description!, specification: body.specification };
  const part = await partByName(tx, body.part!);
  if (typeof part === "string") throw fieldError("part", part, locale);
  return { ...common, variantId: part.variantId, description: body.description ?? part.sku, specification: body.specification };
}

export function addOfferLine(db: Database, offerId: number, body: OfferLineBody, staff: StaffIdentity, locale: ApiLocale) {
  return changeDraft(db, offerId, staff, "add-line", locale, async (tx) => {
    const [{ count, last }] = await tx
      .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${offerLines.position}), 0)::int` })
      .from(offerLines)
      .where(eq(offerLines.offerId, offerId));
    if (count >= OFFER_LINES_MAX) throw conflict("tooManyLines", locale);
    await tx.insert(offerLines).values({ offerId, position: last + 1, ...(await lineValues(tx, body, locale)) });
  });
}

export function removeOfferLine(db: Database, offerId: number, lineId: number, staff: StaffIdentity, locale: ApiLocale) {
  return changeDraft(db, offerId, staff, "remove-line", locale, async (tx) => {
    const removed = await tx
      .delete(offerLines)
      .where(and(eq(offerLines.id, lineId), eq(offerLines.offerId, offerId)))
      .returning({ id: offerLines.id });
    if (removed.length === 0) throw notFound(locale);
  });
}

/**
 * Sends a draft that has lines and a validity date not past: the offer becomes `sent` and its case `offered`, in one
 * transaction; answers the offer and the requester to mail.
 */
export async function sendOffer(db: Database, offerId: number, staff: StaffIdentity, locale: ApiLocale) {
  let requester: OfferRequester | undefined;
  await changeDraft(db, offerId, staff, "send", locale, async (tx, draft) => {
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(offerLines)
      .where(eq(offerLines.offerId, offerId));
    if (count === 0) throw conflict("noLines", locale);
    if (draft.validUntil < storeToday()) throw conflict("validityPast", locale);
    requester = await requesterOfCase(tx, draft.caseId, locale);
    await tx.update(offers).set({ status: "sent", sentAt: new Date(), sentByStaffId: staff.staffId }).where(eq(offers.id, offerId));
    await setRequestCaseStatus(tx, draft.caseId, "offered", staff);
  });
  return { offer: await deskOffer(db, offerId), requester: requester! };
}
