import type { FastifyBaseLogger } from "fastify";
import type { OrdersConfig } from "../../config";
import { iyzicoProvider } from "./iyzico";
import type { PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";

/**
 * The card provider PAYMENT_PROVIDER names (the configuration has made sure iyzico's keys are given). The sandbox
 * never takes a payment in production: its test cards would mark real orders paid, so there it has no secret and a
 * card payment answers 503 (EFT and net term still work).
 */
export function cardProvider(settings: OrdersConfig, storefrontUrl: string, log: FastifyBaseLogger, production: boolean): PaymentProvider {
  if (settings.PAYMENT_PROVIDER === "sandbox") {
    if (production && settings.PAYMENT_SANDBOX_SECRET) log.warn("PAYMENT_PROVIDER is sandbox in production: card payments are off");
    return sandboxProvider(production ? undefined : settings.PAYMENT_SANDBOX_SECRET);
  }
  return iyzicoProvider(
    { apiKey: settings.IYZICO_API_KEY!, secretKey: settings.IYZICO_SECRET_KEY!, baseUrl: settings.IYZICO_BASE_URL, storefrontUrl },
    log,
  );
}
