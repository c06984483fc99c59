import type { FastifyInstance } from "fastify";
import * as bom from "@contract/api/bom/operations";
import { route } from "../../lib/route";
import { catalogContext, ok, privateNoStore } from "../catalog/http";
import type { SearchIndex } from "../catalog/search-index";
import { matchBom } from "./match";

export interface BomOptions {
  /** This process's search index of the catalog: values are read and candidates ranked from it. */
  searchIndex: SearchIndex;
}

/** The BOM tool (issue 36, mounted under /v1). */
export default async function bomRoutes(app: FastifyInstance, { searchIndex }: BomOptions) {
  route(
    app,
    bom.matchBom,
    async (request, reply) => {
      // A POST's answer is the caller's: it may hold the company's customer part numbers' parts and prices.
      privateNoStore(reply);
      const [context, index] = await Promise.all([catalogContext(app.db, request, request.body.currency), searchIndex.snapshot()]);
      return ok({ currency: context.pricing.currency, lines: await matchBom(context, index, request.body.lines) });
    },
    // A whole BOM is dearer than a search: fewer per minute than the catalog's other public POSTs.
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
  );
}
