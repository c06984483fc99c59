import type { FastifyInstance } from "fastify";
import { getDashboard } from "@contract/api/dashboard/operations";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { cartContext, mine } from "../carts/http";
import { dashboardFigures } from "./figures";

/** The dashboard home's figures (mounted under /v1; docs/decisions/048-dashboard-figures.md). */
export default async function dashboardRoutes(app: FastifyInstance) {
  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(signedIn, getDashboard, async (request, reply) =>
      mine(reply, await dashboardFigures(signedIn.db, identityOf(request), await cartContext(request))),
    );
  });
}
