import { expect, type Page } from "@playwright/test";
import { isValidVkn } from "../../../contract/tax-numbers";

/** An e-mail no other test (or project run) uses. */
export function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A tax number (VKN) no other test uses, with the one check digit that makes it valid. */
export function uniqueTaxNumber(): string {
  const stem = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-9);
  return Array.from({ length: 10 }, (_, digit) => `${stem}${digit}`).find(isValidVkn)!;
}

/**
 * The newest mail to an address, read from the development outbox page as the developer would: the page is served
 * only to a browser on the store's machine (README, SMTP_URL), so for this visit the page names itself the client
 * (127.0.0.1) instead of the test's own address (fixtures.ts), which it takes back afterwards.
 */
export async function readOutboxText(page: Page, email: string): Promise<string> {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "127.0.0.1" });
  try {
    await page.goto(`/en/dev/outbox?email=${encodeURIComponent(email)}`);
  } finally {
    await page.setExtraHTTPHeaders({});
  }
  return (await page.locator("article pre").first().textContent()) ?? "";
}

/** The 6-digit one-time code a mail's text gives on a line of its own, if any. */
export const mailedCode = (text: string): string | undefined => /^\s*(\d{6})\s*$/m.exec(text)?.[1];

/** The 6-digit code of the newest mail to an address (the development outbox). */
export async function readCodeFromOutbox(page: Page, email: string): Promise<string> {
  const code = mailedCode(await readOutboxText(page, email));
  expect(code, `a 6-digit code in the newest mail to ${email}`).toBeTruthy();
  return code!;
}

/** Opens the header's account menu (a <details>, so it opens without JavaScript too) and signs out. */
export async function signOutFromMenu(page: Page) {
  await page.locator("header summary", { hasText: /Account menu|Hesap menüsü/ }).click();
  await page.getByRole("button", { name: /Sign out|Çıkış yap/ }).click();
}

export async function fillConsumerSignup(page: Page, values: { firstName: string; lastName: string; email: string; password: string }) {
  await page.getByLabel("First name").fill(values.firstName);
  await page.getByLabel("Last name").fill(values.lastName);
  await page.getByLabel("E-mail").fill(values.email);
  await page.getByLabel("Password", { exact: true }).fill(values.password);
  await page.getByLabel(/accept the membership agreement/).check();
  await page.getByLabel(/personal data protection \(KVKK\) notice/).check();
}
