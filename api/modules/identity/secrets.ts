import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** Codes and opaque tokens are stored as keyed hashes: a leaked table reveals none of them. */
export function keyedHash(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const randomToken = () => randomBytes(32).toString("base64url");

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
