import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as operations from "@contract/api/offers/product-request-operations";
import {
  productRequestNumber,
  type ErrorReportInput,
  type GuestProductRequestInput,
  type UserProductRequestInput,
} from "@contract/api/offers/product-request-schemas";
import { contactFormRequests } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { guestIdOf } from "../../lib/guest";
import { requestLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { currentUser } from "../accounts/current-user";
import { mine } from "../carts/http";
import { sendOrderMail } from "../orders/mails";
import type { OfferMailSettings } from "./request-mails";
import { errorFieldName, errorReportMails, productRequestMails } from "./product-request-mails";
import { createProductRequest, findProductRequest, listProductRequests, requestedVariant } from "./product-requests";
import { guestRequester, userRequester, type Requester } from "./requesters";
import { openRequestCase } from "../requests-desk/cases";

/** The contact_form_requests topic a wrong-data report is stored under. */
const ERROR_REPORT_TOPIC = "product-error";

const guestLimit = { config: { rateLimit: { max: 5, timeWindow: "1 minute" } } };
const userLimit = { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } };

/**
 * Price and stock requests and wrong-data reports (mounted under /v1, docs/decisions/026-product-requests.md): the part
 * is read from the catalog by its variant id, the request or report stored, then mailed to the sales team and the
 * requester; a user's requests are listed and shown to them (and to their company's administrator).
 */
export default async function productRequestRoutes(app: FastifyInstance, settings: OfferMailSettings) {
  const { db } = app;

  /** The part of the request; a missing one is a 404. Any quantity may be asked for: a sample is the usual reason to. */
  const partOf = async (request: FastifyRequest, variantId: number) => {
    const variant = await requestedVariant(db, variantId);
    if (!variant) throw new AppError(404, message("notFound", requestLocale(request)));
    return variant;
  };

  const submitRequest = async (
    request: FastifyRequest,
    reply: FastifyReply,
    input: UserProductRequestInput | GuestProductRequestInput,
    requester: Requester,
  ) => {
    const locale = requestLocale(request);
    const variant = await partOf(request, input.variantId);
    const id = await createProductRequest(db, input, variant, requester);
    const facts = {
      id,
      userId: requester.userId,
      sku: variant.sku,
      quantity: input.quantity,
      targetPrice: input.targetPrice,
      targetCurrency: input.targetCurrency,
      neededBy: input.neededBy,
      note: input.note,
      contact: requester.contact,
    };
    await Promise.all(productRequestMails(facts, locale, settings).map((mail) => sendOrderMail(app, async () => mail)));
    return {
      ...mine(reply, { id, userId: requester.userId }),
      message: text("productRequests.received", locale, { number: productRequestNumber(id) }),
    };
  };

  const submitReport = async (
    request: FastifyRequest,
    input: ErrorReportInput,
    sender: { userId: string | null; guestId: string | null; name: string; lastName: string; email: string },
  ) => {
    const locale = requestLocale(request);
    const variant = await partOf(request, input.variantId);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(contactFormRequests)
        .values({
          userId: sender.userId,
          guestId: sender.guestId,
          name: sender.name,
          lastName: sender.lastName,
          email: sender.email,
          topic: ERROR_REPORT_TOPIC,
          subject: text("productRequests.reportSubject", "tr", { sku: variant.sku, field: errorFieldName(input.field, "tr") }),
          message: input.message,
          details: { sku: variant.sku, variantId: variant.id, field: input.field },
          locale,
          clientIp: request.ip,
          correlationId: request.id,
        })
        .returning({ id: contactFormRequests.id });
      await openRequestCase(tx, "contact", inserted.id);
      return inserted;
    });
    const facts = {
      sku: variant.sku,
      field: input.field,
      message: input.message,
      email: sender.email,
      emailProven: sender.userId !== null,
      name: sender.name || null,
    };
    await Promise.all(errorReportMails(facts, locale, settings).map((mail) => sendOrderMail(app, async () => mail)));
    return { success: true as const, message: text("productRequests.reportReceived", locale), data: { id: row.id } };
  };

  route(
    app,
    operations.guestProductRequest,
    async (request, reply) => {
      return submitRequest(request, reply, request.body, guestRequester(request, request.body));
    },
    guestLimit,
  );

  // A guest's report names only an e-mail address: the row's name columns stay empty.
  route(
    app,
    operations.guestErrorReport,
    async (request) =>
      submitReport(request, request.body, { userId: null, guestId: guestIdOf(request), name: "", lastName: "", email: request.body.email }),
    guestLimit,
  );

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(
      signedIn,
      operations.userProductRequest,
      async (request, reply) => {
        return submitRequest(request, reply, request.body, await userRequester(request));
      },
      userLimit,
    );
    route(
      signedIn,
      operations.userErrorReport,
      async (request) => {
        const user = await currentUser(db, request);
        return submitReport(request, request.body, {
          userId: user.id,
          guestId: null,
          name: user.firstName,
          lastName: user.lastName,
          email: user.email,
        });
      },
      userLimit,
    );
    route(signedIn, operations.searchProductRequests, async (request, reply) =>
      mine(reply, await listProductRequests(db, identityOf(request), request.body)),
    );
    route(signedIn, operations.getProductRequest, async (request, reply) => {
      const found = await findProductRequest(db, identityOf(request), { id: request.params.id, ...request.query });
      if (!found) throw new AppError(404, message("notFound", requestLocale(request)));
      return mine(reply, found);
    });
  });
}
