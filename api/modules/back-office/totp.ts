import { Secret, TOTP } from "otpauth";

// Staff's second factor: RFC 6238 codes of 6 digits every 30 seconds with SHA-1, what every authenticator app
// makes from a scanned or typed secret (docs/decisions/036-staff-accounts.md).
const PERIOD_SECONDS = 30;

/** One step either side of now is accepted: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;

const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_SECONDS, algorithm: "SHA1" });

/**
 * The time step of `code` if it is a valid code of `secret` at `now`, else null. The caller accepts the step only
 * if it is later than the last one accepted, so each code is used once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code of `secret`: the tests play the authenticator app with it. */
export const totpCode = (secret: string, now = Date.now()) => totpOf(secret).generate({ timestamp: now });
