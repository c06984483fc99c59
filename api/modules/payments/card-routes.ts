import type { FastifyInstance } from "fastify";
import { paymentCallback, paymentInstallments } from "@contract/api/payments/card";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { route } from "../../lib/route";
import { privateNoStore } from "../catalog/http";
import { centsText, roundToCents, toMicro } from "../catalog/money";
import { applyCallback } from "./callback";
import type { PaymentProvider } from "./provider";

/** The card provider's callback and its installments table (mounted under /v1, docs/decisions/017-orders.md). */
export default async function cardPaymentRoutes(app: FastifyInstance, { provider }: { provider: PaymentProvider }) {
  route(app, paymentCallback, async (request, reply) => {
    privateNoStore(reply);
    if (request.params.provider !== provider.name) throw new AppError(404, message("notFound", requestLocale(request)));
    return { success: true, data: await applyCallback(app.db, provider, request.body, requestLocale(request)) };
  });
  route(app, paymentInstallments, async (request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    const amount = toMicro(request.query.amount);
    return {
      success: true,
      data: provider.installments().map((option) => {
        const total = roundToCents((amount * (100_000_000n + toMicro(option.ratePercent))) / 100_000_000n);
        return {
          count: option.count,
          perInstallment: centsText(roundToCents(total / BigInt(option.count))),
          total: centsText(total),
          currency: request.query.currency,
          ratePercent: option.ratePercent,
        };
      }),
    };
  });
}
