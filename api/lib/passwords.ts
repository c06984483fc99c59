import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 hashes with argon2id by default (m=19456 KiB, t=2, p=1: the OWASP minimum).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash (unknown e-mail) it verifies against a dummy hash so that the answer
 * takes as long as for a wrong password and timing does not tell which e-mails have accounts.
 */
export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash("dummy password that matches nothing");
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== null && matches;
}
