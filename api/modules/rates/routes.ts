import type { FastifyInstance } from "fastify";
import { listExchangeRates, overrideExchangeRate } from "@contract/api/rates/operations";
import { requestLocale } from "../../lib/locale";
import { route } from "../../lib/route";
import { staffOf } from "../back-office/staff-identity";
import { privateNoStore } from "../catalog/http";
import { rateBoard } from "./board";
import { overrideRate } from "./override";

/** The back office's exchange-rate operations (mounted under /v1), for staff holding rates.view and rates.manage. */
export default async function rateRoutes(app: FastifyInstance) {
  route(app, listExchangeRates, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await rateBoard(app.db, request.query.days) };
  });

  route(app, overrideExchangeRate, async (request, reply) => {
    await overrideRate(app.db, request.params.currency, request.body, staffOf(request), requestLocale(request));
    privateNoStore(reply);
    return { success: true, data: await rateBoard(app.db, 30) };
  });
}
