import { createHmac, timingSafeEqual } from "node:crypto";

// The messages between the built-in sandbox card provider (api/modules/payments/sandbox.ts) and its 3-D Secure page
// (app/features/payments/routes/sandbox-bank.tsx), both signed with PAYMENT_SANDBOX_SECRET (docs/decisions/017-orders.md):
// the API signs the payment the page is asked to take; the page signs the result the browser carries back. Server
// code only (node:crypto).

/** What the API asks the sandbox bank to take: amounts in the order's currency, as a decimal string. */
export interface SandboxPayment {
  paymentId: string;
  orderNumber: string;
  amount: string;
  currency: string;
  installments: number;
  languageCode: "tr" | "en";
  /** The storefront path the result is posted to. */
  callbackPath: string;
  /** Milliseconds since the epoch; the page refuses a token after it. */
  expiresAt: number;
}

/** The result fields the page posts, in the order they are signed; `signature` is posted beside them. */
export const SANDBOX_RESULT_FIELDS = ["paymentId", "status", "amount", "currency", "cardLast4"] as const;
export type SandboxResult = Record<(typeof SANDBOX_RESULT_FIELDS)[number], string>;

export const signSandbox = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("base64url");

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token in the page's address: the payment, then its signature. */
export function sandboxToken(secret: string, payment: SandboxPayment): string {
  const payload = Buffer.from(JSON.stringify(payment)).toString("base64url");
  return `${payload}.${signSandbox(secret, payload)}`;
}

/** The payment a token names, or null when its signature does not hold or it has expired. */
export function readSandboxToken(secret: string, token: string, now = Date.now()): SandboxPayment | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0 || !sameText(signSandbox(secret, payload), signature)) return null;
  try {
    const payment = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SandboxPayment;
    return payment.expiresAt > now ? payment : null;
  } catch {
    return null;
  }
}

const resultText = (fields: Partial<Record<string, string>>) => SANDBOX_RESULT_FIELDS.map((name) => fields[name] ?? "").join("|");

/** The result with its signature, as the page posts it. */
export const signedSandboxResult = (secret: string, result: SandboxResult) => ({
  ...result,
  signature: signSandbox(secret, resultText(result)),
});

/** Whether posted result fields carry a signature made with the secret. */
export const isSignedSandboxResult = (secret: string, fields: Partial<Record<string, string>>) =>
  typeof fields.signature === "string" && sameText(signSandbox(secret, resultText(fields)), fields.signature);
