import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";

test("the home page is Turkish at / and English at /en, with alternates for both", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Elektronik komponentte");
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute("href", /^http:\/\/127\.0\.0\.1:\d+\/en$/);
  await expect(page.getByRole("navigation", { name: "Kategoriler" }).first()).toBeAttached();
  await expect(page.getByRole("link", { name: "Dirençler" }).first()).toHaveAttribute("href", "/c/1");
  await expectAccessible(page);

  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("The right electronic part");
  await expect(page.getByRole("link", { name: "Resistors" }).first()).toHaveAttribute("href", "/en/c/1");
});

test("the language switch opens the same page in the other language and keeps the query", async ({ page }) => {
  await page.goto("/hakkimizda?x=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hakkımızda");
  await page.getByRole("link", { name: "Switch to English" }).click();
  await expect(page).toHaveURL(/\/en\/about\?x=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
  await page.getByRole("link", { name: "Türkçe'ye geç" }).click();
  await expect(page).toHaveURL(/\/hakkimizda\?x=1$/);
});

test("the footer reaches every policy page, in both languages", async ({ page, request }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Gizlilik politikası" }).click();
  await expect(page).toHaveURL(/\/politikalar\/gizlilik-politikasi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gizlilik Politikası");
  await expect(page.getByText("örnek metindir").first()).toBeVisible();
  await expectAccessible(page);

  const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const policies = hrefs.filter((href) => href.startsWith("/politikalar/"));
  expect(policies).toHaveLength(10);
  for (const turkishPath of policies) {
    const turkish = await request.get(turkishPath);
    expect(turkish.status(), turkishPath).toBe(200);
    const englishUrl = (await turkish.text()).match(/hrefLang="en-US" href="([^"]+)"/)?.[1] ?? "";
    const englishPath = englishUrl.replace(/^https?:\/\/[^/]+/, "");
    expect(englishPath, turkishPath).toMatch(/^\/en\/policies\//);
    expect((await request.get(englishPath)).status(), englishPath).toBe(200);
  }
});

test("an unknown path answers 404 with the 404 page in the path's language", async ({ page }) => {
  const english = await page.goto("/en/no-such-page");
  expect(english?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");

  const turkish = await page.goto("/boyle-bir-sayfa-yok");
  expect(turkish?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sayfa bulunamadı");
  await page.getByRole("link", { name: "Ana sayfaya dön" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the /404 and /500 pages answer with their status in both languages", async ({ page }) => {
  expect((await page.goto("/404"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sayfa bulunamadı");
  expect((await page.goto("/en/500"))?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
});

test("the currency switch keeps the choice in the user-settings cookie", async ({ page }) => {
  await page.goto("/en/about");
  const currency = page.getByLabel("Currency");
  await expect(currency).toHaveValue("USD");
  // Until the page's JavaScript runs the switch is a plain form with an Apply button; then it submits on change.
  const apply = page.getByRole("button", { name: "Apply" });
  if (jsEnabled()) await expect(apply).toHaveCount(0);
  const saved = page.waitForResponse((response) => response.url().includes("/api/user-settings") && response.request().method() === "POST");
  await currency.selectOption("EUR");
  if (!jsEnabled()) await apply.click();
  await saved;
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.getByLabel("Currency")).toHaveValue("EUR");
  const settings = await (await page.request.get("/api/user-settings")).json();
  expect(settings).toMatchObject({ currencyCode: "EUR", countryCode: "TR", isAuthenticated: false });
});

test("the header search sends the words to the product list", async ({ page }) => {
  await page.goto("/en");
  // With JavaScript the search box is a combobox (it suggests as you type); without, a plain search box.
  const searchBox = page.getByRole(jsEnabled() ? "combobox" : "searchbox", { name: "Search products" });
  await searchBox.fill("10k 0603");
  await searchBox.press("Enter");
  await expect(page).toHaveURL(/\/en\/ps\?search=10k\+0603$/);
});
