import type { FastifyInstance, FastifyRequest } from "fastify";
import * as saved from "@contract/api/bom/saved";
import { requestLocale } from "../../lib/locale";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { mine } from "../carts/http";
import { createSavedBom, deleteSavedBom, presentSavedBom, replaceSavedBom, requireSavedBom, savedBomsPage } from "./saved";

/**
 * The caller's saved BOMs (mounted under /v1 by the BOM plugin; docs/decisions/059-bom-matching.md): signed-in
 * customers only, each reading and changing their own; an id of another user's BOM answers 404 like a missing one.
 */
export default async function savedBomRoutes(app: FastifyInstance) {
  guardSignedIn(app);
  const { db } = app;
  const userOf = (request: FastifyRequest) => identityOf(request).userId;
  const ownBom = (request: FastifyRequest & { params: { id: number } }) =>
    requireSavedBom(db, userOf(request), request.params.id, requestLocale(request));

  route(app, saved.listSavedBoms, async (request, reply) => {
    const { page, pageSize } = request.query;
    return mine(reply, await savedBomsPage(db, userOf(request), page, pageSize));
  });
  route(app, saved.getSavedBom, async (request, reply) => mine(reply, presentSavedBom(await ownBom(request))));
  route(app, saved.createSavedBom, async (request, reply) =>
    mine(reply, await createSavedBom(db, userOf(request), request.body, requestLocale(request))),
  );
  route(app, saved.replaceSavedBom, async (request, reply) =>
    mine(reply, await replaceSavedBom(db, await ownBom(request), request.body, requestLocale(request))),
  );
  route(app, saved.deleteSavedBom, async (request, reply) => {
    await deleteSavedBom(db, await ownBom(request));
    return mine(reply, null);
  });
}
