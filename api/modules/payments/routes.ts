import type { FastifyInstance } from "fastify";
import { bankAccountList } from "@contract/api/payments/bank-accounts";
import { route } from "../../lib/route";
import { activeBankAccounts } from "./bank-accounts";

/** Payments (docs/spec.md §7, payment/…), mounted under /v1. */
export default async function paymentRoutes(app: FastifyInstance) {
  route(app, bankAccountList, async (_request, reply) => {
    // The same for every caller and changed rarely, by the finance team: a shared cache keeps it a few minutes.
    reply.header("cache-control", "public, max-age=60, s-maxage=300, stale-while-revalidate=600");
    return { success: true, data: await activeBankAccounts(app.db, app.seller) };
  });
}
