import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { derivedKey } from "../../lib/signed-links";

// The staff's TOTP secrets at rest (docs/decisions/036-staff-accounts.md): AES-256-GCM under STAFF_TOTP_KEY, bound to
// the member's id (a sealed secret copied onto another member's row does not open). A value written before the key
// existed (the demo seed's, rows migrated by 0041) is marked plain and sealed by its member's next sign-in.

const SEALED = "v1:";
const PLAIN = "plain:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** STAFF_TOTP_KEY, or outside production (where it is required) a key derived from JWT_SECRET, itself made per data folder. */
export function totpKeyOf(settings: { STAFF_TOTP_KEY?: string; JWT_SECRET: string }): Buffer {
  if (settings.STAFF_TOTP_KEY) return Buffer.from(settings.STAFF_TOTP_KEY, "base64");
  return derivedKey(settings.JWT_SECRET, "staff-totp-key");
}

/** A secret as the seed writes it without the key: marked plain, for the member's next sign-in to seal. */
export const plainTotpSecret = (secret: string) => `${PLAIN}${secret}`;

export function sealTotpSecret(secret: string, key: Buffer, staffId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(staffId));
  const encrypted = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `${SEALED}${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString("base64")}`;
}

/**
 * The base32 secret of a stored value, and whether it was still plain. A sealed value altered, sealed under another
 * key or for another member throws (GCM's tag): the sign-in fails loudly rather than accept codes of a wrong secret.
 */
export function openTotpSecret(stored: string, key: Buffer, staffId: string): { secret: string; plain: boolean } {
  if (stored.startsWith(PLAIN)) return { secret: stored.slice(PLAIN.length), plain: true };
  if (!stored.startsWith(SEALED)) throw new Error("The stored TOTP secret is neither sealed nor marked plain");
  const bytes = Buffer.from(stored.slice(SEALED.length), "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES }).setAAD(
    Buffer.from(staffId),
  );
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const secret = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  return { secret, plain: false };
}
