import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import * as pcb from "@contract/api/offers/pcb-operations";
import { GERBER_CONTENT_TYPE, GERBER_MAX_BYTES, pcbRequestNumber } from "@contract/api/offers/pcb-values";
import { AppError } from "../../lib/errors";
import { requestLocale, type ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { readMultipart, type UploadedFile } from "../../lib/multipart";
import { route } from "../../lib/route";
import { parseOrThrow } from "../../lib/validate";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { mine } from "../carts/http";
import { ok } from "../catalog/http";
import { sendOrderMail } from "../orders/mails";
import { estimatePcbOffer } from "./pcb-estimate";
import { pcbRequestMails } from "./pcb-mails";
import type { OfferMailSettings } from "./request-mails";
import { createPcbRequest, findPcbRequest, listPcbRequests } from "./pcb-requests";
import { guestRequester, userRequester, type Requester } from "./requesters";

/** A zip archive begins with a local file header ("PK\3\4"), or is an empty one ("PK\5\6"). */
const isZip = (content: Buffer) => content[0] === 0x50 && content[1] === 0x4b && (content[2] === 3 || content[2] === 5);

/** The text parts of a request are small: a remark of 2,000 characters is at most 8,000 bytes of UTF-8. */
const TEXT_LIMITS = { fields: 60, fieldSize: 8192 };
const PART_OVERHEAD_BYTES = 1024;
/** The largest body a request can be: the archive, every text part at its largest, and their headers. */
const PCB_BODY_LIMIT = GERBER_MAX_BYTES + TEXT_LIMITS.fields * (TEXT_LIMITS.fieldSize + PART_OVERHEAD_BYTES) + PART_OVERHEAD_BYTES;

/** A request's fields and archive: multipart (with or without the archive) or JSON (without). */
async function readPcbRequest<S extends z.ZodType>(request: FastifyRequest, schema: S, locale: ApiLocale) {
  if (!request.isMultipart()) return { input: parseOrThrow(schema, request.body ?? {}, locale), gerber: null };
  const { fields, file } = await readMultipart(request, locale, {
    field: "gerber",
    typeOf: (content) => (isZip(content) ? GERBER_CONTENT_TYPE : null),
    wrongType: () => {
      const wrongType = text("pcbOffer.gerberType", locale);
      return new AppError(400, wrongType, [{ field: "gerber", message: wrongType }]);
    },
  });
  return { input: parseOrThrow(schema, fields, locale), gerber: file };
}

/**
 * PCB and stencil quote requests (mounted under /v1, docs/decisions/021-pcb-offers.md): an indicative price for anyone,
 * a request from a guest or a signed-in user (stored, then mailed to the sales team and the requester), and the
 * user's requests with their details.
 */
export default async function pcbOfferRoutes(app: FastifyInstance, settings: OfferMailSettings) {
  const { db } = app;
  await app.register(multipart, { limits: { fileSize: GERBER_MAX_BYTES, files: 1, ...TEXT_LIMITS } });

  /** Prices, stores and mails the request; answers its id, type and estimate. */
  const submit = async (
    reply: FastifyReply,
    locale: ApiLocale,
    input: Parameters<typeof estimatePcbOffer>[1] & Parameters<typeof createPcbRequest>[1],
    requester: Requester,
    gerber: UploadedFile | null,
  ) => {
    const estimate = await estimatePcbOffer(db, input);
    const { id, caseId, boards, stencil } = await createPcbRequest(db, input, requester, estimate, gerber);
    const { deliveryTypeList } = input;
    const facts = {
      id,
      caseId,
      type: input.offerType,
      userId: requester.userId,
      boards,
      stencil,
      deliveryTypeList,
      contact: requester.contact,
      estimate,
      gerber,
    };
    await Promise.all(pcbRequestMails(facts, locale, settings).map((mail) => sendOrderMail(app, async () => mail)));
    return {
      ...mine(reply, { id, type: input.offerType, estimate }),
      message: text("pcbOffer.received", locale, { number: pcbRequestNumber(id) }),
    };
  };

  route(app, pcb.estimatePcbOffer, async (request) => ok(await estimatePcbOffer(db, request.body)), {
    config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
  });

  route(
    app,
    pcb.guestPcbOffer,
    async (request, reply) => {
      const locale = requestLocale(request);
      const { input, gerber } = await readPcbRequest(request, pcb.guestPcbOffer.body, locale);
      return submit(reply, locale, input, guestRequester(request, input), gerber);
    },
    { bodyLimit: PCB_BODY_LIMIT, config: { rateLimit: { max: 5, timeWindow: "1 minute" } } },
  );

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(
      signedIn,
      pcb.userPcbOffer,
      async (request, reply) => {
        const locale = requestLocale(request);
        const { input, gerber } = await readPcbRequest(request, pcb.userPcbOffer.body, locale);

        return submit(reply, locale, input, await userRequester(request), gerber);
      },
      { bodyLimit: PCB_BODY_LIMIT, config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    );
    route(signedIn, pcb.listPcbOffers, async (request, reply) =>
      mine(reply, await listPcbRequests(db, identityOf(request), request.query)),
    );
    route(signedIn, pcb.getPcbOffer, async (request, reply) => {
      const found = await findPcbRequest(db, identityOf(request), { id: request.params.id, ...request.query });
      if (!found) throw new AppError(404, message("notFound", requestLocale(request)));
      return mine(reply, found);
    });
  });
}
