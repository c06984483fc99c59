import type { FastifyInstance } from "fastify";
import type { OrderMailSettings } from "../orders/mails";
import cardPaymentRoutes from "./card-routes";
import type { PaymentProvider } from "./provider";
import paymentRoutes from "./routes";

export interface PaymentsOptions {
  /** The card provider PAYMENT_PROVIDER names (card-provider.ts). */
  provider: PaymentProvider;
  /** What the confirmation mail of an order paid by card names and links to. */
  mail: OrderMailSettings;
}

/** Payments (mounted under /v1): the bank accounts an EFT transfer goes to, and the card provider's callback and installments. */
export default async function paymentsPlugin(app: FastifyInstance, { provider, mail }: PaymentsOptions) {
  await app.register(paymentRoutes);
  await app.register(cardPaymentRoutes, { provider, mail });
}
