import type { FastifyInstance, FastifyReply } from "fastify";
import * as heatSink from "@contract/api/offers/heat-sink-operations";
import { heatSinkRequestNumber, type UserHeatSinkOfferInput } from "@contract/api/offers/heat-sink-schemas";
import { AppError } from "../../lib/errors";
import { requestLocale, type ApiLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { mine } from "../carts/http";
import { ok } from "../catalog/http";
import { sendOrderMail } from "../orders/mails";
import { heatSinkRequestMails } from "./heat-sink-mails";
import { heatSinkProfiles, isHeatSinkProfile } from "./heat-sink-profiles";
import { createHeatSinkRequest, findHeatSinkRequest, listHeatSinkRequests } from "./heat-sink-requests";
import { guestRequester, userRequester, type Requester } from "./requesters";
import type { OfferMailSettings } from "./request-mails";

/**
 * Aluminium heat-sink quote requests (mounted under /v1, docs/decisions/025-heat-sink-offers.md): the catalog's
 * profiles for anyone, a request from a guest or a signed-in user (stored, then mailed to the sales team and the
 * requester), and the user's requests with their details.
 */
export default async function heatSinkOfferRoutes(app: FastifyInstance, settings: OfferMailSettings) {
  const { db } = app;

  /** Checks the profile against the catalog, stores and mails the request; answers its id. */
  const submit = async (reply: FastifyReply, locale: ApiLocale, input: UserHeatSinkOfferInput, requester: Requester) => {
    if (!(await isHeatSinkProfile(db, input.profile))) {
      const unknown = text("heatSinkOffer.unknownProfile", locale);
      throw new AppError(400, unknown, [{ field: "profile", message: unknown }]);
    }
    const id = await createHeatSinkRequest(db, input, requester);
    const facts = { id, userId: requester.userId, ...input, contact: requester.contact };
    await Promise.all(heatSinkRequestMails(facts, locale, settings).map((mail) => sendOrderMail(app, async () => mail)));
    return {
      ...mine(reply, { id, userId: requester.userId }),
      message: text("heatSinkOffer.received", locale, { number: heatSinkRequestNumber(id) }),
    };
  };

  route(
    app,
    heatSink.searchHeatSinkProfiles,
    async (request) => {
      const items = await heatSinkProfiles(db, requestLocale(request), request.body);
      return ok({ items, totalCount: items.length });
    },
    { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } },
  );

  route(
    app,
    heatSink.guestHeatSinkOffer,
    async (request, reply) => {
      const locale = requestLocale(request);
      return submit(reply, locale, request.body, guestRequester(request, request.body));
    },
    { config: { rateLimit: { max: 5, timeWindow: "1 minute" } } },
  );

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(
      signedIn,
      heatSink.userHeatSinkOffer,
      async (request, reply) => {
        const locale = requestLocale(request);

        return submit(reply, locale, request.body, await userRequester(request));
      },
      { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    );
    route(signedIn, heatSink.listHeatSinkOffers, async (request, reply) =>
      mine(reply, await listHeatSinkRequests(db, identityOf(request), request.query)),
    );
    route(signedIn, heatSink.getHeatSinkOffer, async (request, reply) => {
      const found = await findHeatSinkRequest(db, identityOf(request), { id: request.params.id, ...request.query });
      if (!found) throw new AppError(404, message("notFound", requestLocale(request)));
      return mine(reply, found);
    });
  });
}
