import type { FastifyInstance, FastifyRequest } from "fastify";
import * as operations from "@contract/api/bom/request-operations";
import { bomRequestNumber, guestBomRequester, type BomRequestInput } from "@contract/api/bom/request-schemas";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { issueText, message, text } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { mine } from "../carts/http";
import type { OfferMailSettings } from "../offers/request-mails";
import { guestRequester, userRequester, type Requester } from "../offers/requesters";
import { sendOrderMail } from "../orders/mails";
import { bomRequestMails } from "./request-mails";
import { createBomRequest, findBomRequest, listBomRequests } from "./requests";

/** A guest's and a user's limits, as the price and stock request's (api/modules/offers/product-request-routes.ts). */
const REQUEST_LIMIT = { config: { rateLimit: { max: (request: FastifyRequest) => (request.identity ? 10 : 5), timeWindow: "1 minute" } } };

/**
 * BOM requests (mounted under /v1, docs/decisions/059-bom-matching.md "Requests from a BOM"): one path for guests and
 * signed-in callers, since the BOM page posts the same form either way; the request and its case stored together,
 * then mailed to the sales team and the requester. The requester's requests are listed and shown on the dashboard.
 */
export default async function bomRequestRoutes(app: FastifyInstance, settings: OfferMailSettings) {
  const { db } = app;

  /** The signed-in customer, or a guest by the contact fields, which a guest must then give (400 on each field). */
  const requesterOf = async (request: FastifyRequest, body: BomRequestInput): Promise<Requester> => {
    if (request.identity) return userRequester(request);
    const contact = guestBomRequester.safeParse(body);
    if (contact.success) return guestRequester(request, contact.data);
    const locale = requestLocale(request);
    const errors = contact.error.issues.map((issue) => ({ field: issue.path.join("."), message: issueText(issue.message, locale) }));
    throw new AppError(
      400,
      `${message("validation", locale)}: ${errors.map((error) => `${error.field}: ${error.message}`).join("; ")}`,
      errors,
    );
  };

  route(
    app,
    operations.createBomRequest,
    async (request, reply) => {
      const locale = requestLocale(request);
      const input = request.body;
      // Project prices are agreed with a company (docs/decisions/045-projects.md): a consumer or a guest asks for price and stock.
      if (input.purpose === "project" && !(request.identity?.userType === "b2b" && request.identity.companyId))
        throw new AppError(403, text("bomRequests.projectBusinessOnly", locale));
      const requester = await requesterOf(request, input);
      const { id, caseId, lines } = await createBomRequest(db, input, requester);
      const facts = { ...input, id, caseId, lines, userId: requester.userId, contact: requester.contact };
      await Promise.all(bomRequestMails(facts, locale, settings).map((mail) => sendOrderMail(app, async () => mail)));
      const number = bomRequestNumber(id);
      return { ...mine(reply, { id, number, userId: requester.userId }), message: text("bomRequests.received", locale, { number }) };
    },
    REQUEST_LIMIT,
  );

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(signedIn, operations.searchBomRequests, async (request, reply) =>
      mine(reply, await listBomRequests(db, identityOf(request), request.body)),
    );
    route(signedIn, operations.getBomRequest, async (request, reply) => {
      const found = await findBomRequest(db, identityOf(request), { id: request.params.id, ...request.query });
      if (!found) throw new AppError(404, message("notFound", requestLocale(request)));
      return mine(reply, found);
    });
  });
}
