import { hashesEqual, keyedHash } from "../identity/secrets";

/** How long a shared-cart link opens the cart. */
export const SHARE_LINK_DAYS = 30;

const signature = (secret: string, payload: string) => keyedHash(secret, `cart-share:${payload}`);

/**
 * A link token for a cart: its id and expiry, signed with the server's secret (no table: the signature is the
 * proof). "<cartId>.<expires, seconds>.<signature>".
 */
export function shareToken(secret: string, cartId: number, now = Date.now()): { token: string; expiresAt: Date } {
  const expires = Math.floor(now / 1000) + SHARE_LINK_DAYS * 86_400;
  const payload = `${cartId}.${expires}`;
  return { token: `${payload}.${signature(secret, payload)}`, expiresAt: new Date(expires * 1000) };
}

/** The cart id of a token whose signature holds and which has not expired; null for anything else. */
export function sharedCartId(secret: string, token: string, now = Date.now()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, signed] = match;
  if (!hashesEqual(signed, signature(secret, `${id}.${expires}`))) return null;
  if (Number(expires) * 1000 < now) return null;
  return Number(id);
}
