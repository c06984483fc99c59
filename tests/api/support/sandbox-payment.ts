import { expect } from "vitest";
import { readSandboxToken, signedSandboxResult } from "../../../contract/payments/sandbox-bank";
import type { App } from "../../../api/server";
import { TEST_PAYMENT_SECRET } from "./test-app";

/** Pays a card order at the sandbox bank, as its page would: the signed success for the token of `paymentRedirect`. */
export async function paySandbox(app: App, paymentRedirect: string) {
  const payload = readSandboxToken(TEST_PAYMENT_SECRET, new URL(paymentRedirect, "http://store").searchParams.get("token")!)!;
  const fields = { paymentId: payload.paymentId, status: "success", amount: payload.amount, currency: payload.currency, cardLast4: "1111" };
  const captured = await app.inject({
    method: "POST",
    url: "/v1/payment/callbacks/sandbox",
    payload: signedSandboxResult(TEST_PAYMENT_SECRET, fields),
  });
  expect(captured.json().data.status).toBe("captured");
}
