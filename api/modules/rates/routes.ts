import type { FastifyInstance } from "fastify";
import { listExchangeRates, overrideExchangeRate } from "@contract/api/rates/operations";
import { requestLocale } from "../../lib/locale";
import { route } from "../../lib/route";
import { privateNoStore } from "../catalog/http";
import { rateBoard } from "./board";
import { overrideRate } from "./override";
import { requireStaffKey, STAFF_KEY_LABEL } from "./staff-key";

/** The back office's exchange-rate operations (mounted under /v1), for callers holding the staff key. */
export default async function rateRoutes(app: FastifyInstance, options: { staffKey: string | undefined }) {
  // After the input's schema, so that a refusal does not depend on the body's shape (the adversarial suite's rule).
  app.addHook("preHandler", requireStaffKey(options.staffKey));

  route(app, listExchangeRates, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await rateBoard(app.db, request.query.days) };
  });

  route(app, overrideExchangeRate, async (request, reply) => {
    await overrideRate(app.db, request.params.currency, request.body, STAFF_KEY_LABEL, requestLocale(request));
    privateNoStore(reply);
    return { success: true, data: await rateBoard(app.db, 30) };
  });
}
