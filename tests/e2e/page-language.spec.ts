import { expect, jsEnabled, test } from "./support/fixtures";

// No cookie remembers the language (docs/decisions/005-cookies-and-caching.md): every request names it.

test("an English address form keeps English lists after a choice reloads them", async ({ page }) => {
  await page.goto("/en/signup?type=b2b");
  const countries = page.getByLabel("Country").locator("option");
  await expect(countries.filter({ hasText: /^Germany$/ })).toHaveCount(1);
  await page.getByLabel("City").selectOption("34");
  if (!jsEnabled()) await page.getByRole("button", { name: "Update the lists" }).click();
  await expect(page.getByLabel("Town (ilçe)").locator("option", { hasText: "Kadıköy" })).toHaveCount(1);
  await expect(countries.filter({ hasText: /^Germany$/ })).toHaveCount(1);
  await expect(countries.filter({ hasText: /^Almanya$/ })).toHaveCount(0);
});
