import { NEWSLETTER_CONFIRM_DAYS } from "@contract/api/newsletter/operations";
import { hashesEqual, keyedHash } from "../identity/secrets";

/** What a newsletter link does: confirm the opt-in, or unsubscribe. */
export type NewsletterPurpose = "confirm" | "unsubscribe";

const signature = (secret: string, payload: string) => keyedHash(secret, `newsletter:${payload}`);

/**
 * A link token for an address, signed with the server's secret like the shared-cart links (no table: the signature
 * is the proof): "<purpose>.<e-mail, base64url>.<expires, seconds; 0 for never>.<signature>". The opt-in link
 * expires; the unsubscribe link must keep working for as long as a mail that carries it exists.
 */
export function newsletterToken(secret: string, purpose: NewsletterPurpose, email: string, now = Date.now()): string {
  const expires = purpose === "confirm" ? Math.floor(now / 1000) + NEWSLETTER_CONFIRM_DAYS * 86_400 : 0;
  const payload = `${purpose}.${Buffer.from(email).toString("base64url")}.${expires}`;
  return `${payload}.${signature(secret, payload)}`;
}

export type TokenReading = { email: string } | "invalid" | "expired";

/** The address of a token made for `purpose` whose signature holds; "expired" once its time has passed. */
export function readNewsletterToken(secret: string, purpose: NewsletterPurpose, token: string, now = Date.now()): TokenReading {
  const match = /^(confirm|unsubscribe)\.([\w-]{1,400})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match || match[1] !== purpose) return "invalid";
  const [, , encoded, expires, signed] = match;
  if (!hashesEqual(signed, signature(secret, `${purpose}.${encoded}.${expires}`))) return "invalid";
  if (expires !== "0" && Number(expires) * 1000 < now) return "expired";
  return { email: Buffer.from(encoded, "base64url").toString("utf8") };
}
