import { readFileSync } from "node:fs";
import type { BankAccount } from "../../contract/api/payments/bank-accounts";
import { pathFor } from "../../contract/paths";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";

type Locale = "tr" | "en";

const TITLES: Record<Locale, string> = { tr: "Banka hesaplarımız", en: "Bank accounts" };
const COPY: Record<Locale, string> = { tr: "IBAN'ı kopyala", en: "Copy IBAN" };

/** Every text of the page's namespace in one language. */
const textsOf = (locale: Locale): string[] => {
  const flatten = (value: unknown): string[] =>
    typeof value === "string" ? [value] : Object.values(value as Record<string, unknown>).flatMap(flatten);
  return flatten(JSON.parse(readFileSync(new URL(`../../locales/${locale}/bank-accounts.json`, import.meta.url), "utf8")));
};

/** The other language's texts of this page that differ from this one's ("IBAN" is both). */
const otherLanguageTexts = (locale: Locale) => {
  const own = new Set(textsOf(locale));
  return textsOf(locale === "tr" ? "en" : "tr").filter((text) => !own.has(text) && !text.includes("{{"));
};

for (const locale of ["tr", "en"] as const) {
  test(`the bank accounts page shows every account the API lists, in ${locale} only`, async ({ page, request }) => {
    const accounts = await catalogApi<BankAccount[]>(request, "payment/bank-accounts", {}, locale);
    expect(accounts.length).toBeGreaterThan(0);

    await page.goto(pathFor("bankAccounts", locale));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES[locale]);
    await expect(page).toHaveTitle(new RegExp(`^${TITLES[locale]} \\| `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /IBAN/);

    const cards = page.locator("main article");
    await expect(cards).toHaveCount(accounts.length);
    for (const [index, account] of accounts.entries()) {
      const card = cards.nth(index);
      const heading = card.getByRole("heading", { level: 2 });
      await expect(heading).toContainText(account.bankName);
      await expect(heading).toContainText(account.currencyCode);
      await expect(card.getByText(account.iban, { exact: true })).toBeVisible();
      await expect(card.getByText(account.holder, { exact: true })).toBeVisible();
      await expect(card.getByText(account.branch, { exact: true })).toBeVisible();
      await expect(card.getByText(account.accountNumber, { exact: true })).toBeVisible();
      // The copy button needs the page's scripts; without them the IBAN is text to select.
      await expect(card.getByRole("button", { name: COPY[locale] })).toHaveCount(jsEnabled() ? 1 : 0);
    }

    const words = await page.locator("main").innerText();
    expect(otherLanguageTexts(locale).filter((text) => words.includes(text))).toEqual([]);
    await expectAccessible(page);
  });
}

test("the copy button puts the IBAN on the clipboard without its spaces @needs-js", async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const [account] = await catalogApi<BankAccount[]>(request, "payment/bank-accounts", {}, "tr");

  await page.goto(pathFor("bankAccounts", "tr"));
  const card = page.locator("main article").first();
  await card.getByRole("button", { name: COPY.tr }).click();
  await expect(card.getByRole("status")).toHaveText("IBAN kopyalandı");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.iban.replace(/ /g, ""));
});
