import type { FastifyInstance } from "fastify";
import { paymentCallback, paymentInstallments } from "@contract/api/payments/card";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { route } from "../../lib/route";
import { privateNoStore } from "../catalog/http";
import { mailedOrderById, orderConfirmationMail, sendOrderMail, type OrderMailSettings } from "../orders/mails";
import { applyCallback } from "./callback";
import { perInstallment } from "./card-charge";
import type { PaymentProvider } from "./provider";

/** The card provider's callback and its installments table (mounted under /v1, docs/decisions/017-orders.md). */
export default async function cardPaymentRoutes(
  app: FastifyInstance,
  { provider, mail }: { provider: PaymentProvider; mail: OrderMailSettings },
) {
  route(app, paymentCallback, async (request, reply) => {
    privateNoStore(reply);
    if (request.params.provider !== provider.name) throw new AppError(404, message("notFound", requestLocale(request)));
    const confirm = (orderId: number) =>
      sendOrderMail(app, async () => orderConfirmationMail(await mailedOrderById(app.db, orderId), mail));
    return { success: true, data: await applyCallback(app.db, provider, request.body, requestLocale(request), app.invoicing, confirm) };
  });
  route(app, paymentInstallments, async (request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    const { amount, currency } = request.query;
    const options = await provider.installments({ amount, currency, languageCode: requestLocale(request) });
    return {
      success: true,
      data: options.map((option) => ({
        count: option.count,
        perInstallment: perInstallment(option.total, option.count),
        total: option.total,
        currency,
        ratePercent: option.ratePercent,
      })),
    };
  });
}
