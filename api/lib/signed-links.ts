import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

// Links that open one thing without a sign-in (docs/decisions/051-guest-order-link.md): the thing's id and an expiry,
// signed with HMAC-SHA-256 under a key of the link's own purpose. No table: the signature is the proof.

/**
 * A key of its own for one purpose, derived from the server's secret (JWT_SECRET) with HKDF-SHA-256: a key leaked or
 * misused for one purpose signs nothing of another, and no second secret has to be configured or committed.
 */
export const derivedKey = (secret: string, purpose: string): Buffer => Buffer.from(hkdfSync("sha256", secret, "", purpose, 32));

const signatureOf = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** The subject of a link: letters, digits, "-" and "_" (no ".", which separates the token's parts). */
const SUBJECT = /^[\w-]{1,100}$/;

/** A token "<subject>.<expires, seconds>.<signature>" that opens `subject` for `days`. */
export function signLink(key: Buffer, subject: string, days: number, now = Date.now()): { token: string; expiresAt: Date } {
  if (!SUBJECT.test(subject)) throw new Error(`A signed link's subject must match ${SUBJECT}`);
  const expires = Math.floor(now / 1000) + days * 86_400;
  const payload = `${subject}.${expires}`;
  return { token: `${payload}.${signatureOf(key, payload)}`, expiresAt: new Date(expires * 1000) };
}

/** The subject of a token signed under `key` that has not expired; null for a forged, altered or expired one. */
export function readSignedLink(key: Buffer, token: string, now = Date.now()): string | null {
  const match = /^([\w-]{1,100})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, subject, expires, signature] = match;
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(key, `${subject}.${expires}`));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 < now) return null;
  return subject;
}
