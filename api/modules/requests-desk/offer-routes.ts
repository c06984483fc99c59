import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as offerOps from "@contract/api/requests-desk/offer-operations";
import type { Offer } from "@contract/api/requests-desk/offer-schemas";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { staffOf } from "../back-office/staff-identity";
import { mine } from "../carts/http";
import { privateNoStore } from "../catalog/http";
import { sendOrderMail, type OrderMailSettings } from "../orders/mails";
import { acceptOffer, customerOffer, declineOffer, requestOffers } from "./offer-customer";
import { addOfferLine, createOffer, deskOffers, removeOfferLine, sendOffer, updateOffer } from "./offer-desk";
import { findLinkedOffer } from "./offer-link";
import { offerMail, requestNumberOf } from "./offer-mails";
import { offerPdf } from "./offer-pdf";
import { caseOfOffer, offerRow, offersOut, requesterOf } from "./offer-store";

/**
 * Offers (mounted under /v1; docs/decisions/046-offers.md): the back office writes and sends them from a request's
 * case, the requester reads, downloads, accepts or declines them.
 */
export default async function offerRoutes(
  app: FastifyInstance,
  { mail, offerLinkKey }: { mail: OrderMailSettings; /** Signs and reads a guest's offer links (offer-link.ts). */ offerLinkKey: Buffer },
) {
  const { db } = app;

  /** The offer's PDF in its requester's language, as a download. */
  async function pdfAnswer(reply: FastifyReply, offer: Offer) {
    const found = await caseOfOffer(db, offer.caseId);
    const requester = found && (await requesterOf(db, found.kind, found.requestRef));
    if (!requester) throw new AppError(404, message("notFound", "tr"));
    reply.header("cache-control", "private, no-store");
    reply.header("content-type", "application/pdf");
    reply.header("content-disposition", `attachment; filename="${offer.number}.pdf"`);
    return offerPdf(offer, {
      seller: app.seller,
      recipient: `${requester.name} ${requester.lastName}`,
      requestNumber: requestNumberOf(requester),
    });
  }

  route(app, offerOps.listDeskOffers, async (request, reply) => {
    privateNoStore(reply);
    if (!(await caseOfOffer(db, request.params.caseId))) throw new AppError(404, message("notFound", requestLocale(request)));
    return { success: true, data: { items: await deskOffers(db, request.params.caseId) } };
  });
  route(app, offerOps.createDeskOffer, async (request, reply) => {
    const locale = requestLocale(request);
    const data = await createOffer(db, request.params.caseId, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("requestOffers.created", locale, { number: data.number }), data };
  });
  route(app, offerOps.updateDeskOffer, async (request, reply) => {
    const locale = requestLocale(request);
    const data = await updateOffer(db, request.params.offerId, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("requestOffers.saved", locale, { number: data.number }), data };
  });
  route(app, offerOps.addDeskOfferLine, async (request, reply) => {
    const locale = requestLocale(request);
    const data = await addOfferLine(db, request.params.offerId, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("requestOffers.lineAdded", locale, { number: data.number }), data };
  });
  route(app, offerOps.removeDeskOfferLine, async (request, reply) => {
    const locale = requestLocale(request);
    const { offerId, lineId } = request.params;
    const data = await removeOfferLine(db, offerId, lineId, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("requestOffers.lineRemoved", locale, { number: data.number }), data };
  });
  route(app, offerOps.sendDeskOffer, async (request, reply) => {
    const locale = requestLocale(request);
    const { offer, requester } = await sendOffer(db, request.params.offerId, staffOf(request), locale);
    await sendOrderMail(app, async () => offerMail(offer, requester, mail, offerLinkKey));
    privateNoStore(reply);
    return { success: true, message: text("requestOffers.sent", locale, { number: offer.number, email: requester.email }), data: offer };
  });
  route(app, offerOps.getDeskOfferPdf, async (request, reply) => {
    const row = await offerRow(db, request.params.offerId);
    if (!row) throw new AppError(404, message("notFound", requestLocale(request)));
    const [offer] = await offersOut(db, [row]);
    return pdfAnswer(reply, offer);
  });

  /**
   * The sent offer a guest's signed link opens, whoever calls (docs/decisions/046-offers.md): read-only, and nothing
   * of the requester but the request's kind and number; a forged, altered or expired link answers 404 like a missing one.
   */
  async function linkedOffer(request: FastifyRequest<{ Params: { token: string } }>) {
    const found = await findLinkedOffer(db, offerLinkKey, request.params.token);
    if (!found) throw new AppError(404, message("notFound", requestLocale(request)));
    const [offer] = await offersOut(db, [found.offer]);
    return { offer, requester: found.requester };
  }
  route(app, offerOps.getLinkedOffer, async (request, reply) => {
    const { offer, requester } = await linkedOffer(request);
    const { caseId: _case, cartId: _cart, declineReason: _reason, ...shown } = offer;
    const { kind, requestId, pcbType } = requester;
    return mine(reply, { offer: shown, request: { kind, id: requestId, number: requestNumberOf(requester), pcbType } });
  });
  route(app, offerOps.getLinkedOfferPdf, async (request, reply) => pdfAnswer(reply, (await linkedOffer(request)).offer));

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(signedIn, offerOps.listRequestOffers, async (request, reply) => {
      const { kind, requestId } = request.params;
      return mine(reply, { items: await requestOffers(db, identityOf(request), kind, requestId, requestLocale(request)) });
    });
    route(signedIn, offerOps.getOfferPdf, async (request, reply) => {
      const { offer } = await customerOffer(db, identityOf(request), request.params.offerId, requestLocale(request));
      const [out] = await offersOut(db, [offer]);
      return pdfAnswer(reply, out);
    });
    route(signedIn, offerOps.acceptOffer, async (request, reply) => {
      const locale = requestLocale(request);
      const data = await acceptOffer(db, identityOf(request), request.params.offerId, locale);
      return { ...mine(reply, data), message: text("requestOffers.accepted", locale, { number: data.offer.number }) };
    });
    route(signedIn, offerOps.declineOffer, async (request, reply) => {
      const locale = requestLocale(request);
      const data = await declineOffer(db, identityOf(request), request.params.offerId, request.body.reason, locale);
      return { ...mine(reply, data), message: text("requestOffers.declined", locale, { number: data.number }) };
    });
  });
}
