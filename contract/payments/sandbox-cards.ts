// The sandbox card provider's outcomes and test cards (docs/decisions/017-orders.md), apart from its signing
// (sandbox-bank.ts, node:crypto) so that the 3-D Secure page can show them in the browser.

export const SANDBOX_OUTCOMES = ["success", "declined", "timeout", "verification"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/**
 * The sandbox's test cards (any future expiry, any 3-digit CVC): one succeeds, one is declined by the bank, one
 * never gets the bank's answer. Any other number is declined as an unknown card. The one-time code is
 * SANDBOX_CHALLENGE_CODE; another code fails the verification.
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  "4242424242424242": "success",
  "4000000000000002": "declined",
  "4000000000000119": "timeout",
};
export const SANDBOX_CHALLENGE_CODE = "123456";
