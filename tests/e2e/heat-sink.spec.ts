import { readOutboxText, uniqueEmail } from "./support/account-flows";
import { analyticsEvents } from "./support/analytics";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";

// Issue 17's done-when for the aluminium heat-sink quote, with and without JavaScript: the catalog's profiles with
// their dimensions and thermal resistance, a request from a profile's link stored and mailed, and the dashboard's list
// and detail for their owner only (docs/decisions/025-heat-sink-offers.md).

test("the profiles list their dimensions and thermal resistance; a guest asks for a quote from a profile's link", async ({ page }) => {
  const email = uniqueEmail("heat-guest", test.info().project.name);
  await page.goto("/aluminyum-sogutucu");
  await expect(page.getByRole("heading", { level: 1, name: "Alüminyum soğutucular" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "SK89" });
  await expect(row).toContainText("75 mm");
  await expect(row).toContainText("25 mm");
  await expect(row).toContainText("37,5 mm: 4,1 K/W");
  await expect(row.getByRole("link", { name: "SK89 ürünlerini görün" })).toHaveAttribute("href", /\/ps\/[^?]+\?search=SK89$/);
  await expectAccessible(page);

  await row.getByRole("link", { name: "SK89 için teklif isteyin" }).click();
  await expect(page).toHaveURL(/\/aluminyum-sogutucu\/teklif\?profile=SK89$/);
  await expect(page.getByRole("heading", { level: 1, name: "Alüminyum soğutucu teklifi" })).toBeVisible();
  await expect(page.getByLabel("Profil", { exact: true })).toHaveValue("SK89");
  await expectAccessible(page);

  await page.getByLabel("Boy (mm)").fill("120,5");
  await page.getByLabel("Adet").fill("25");
  await page.getByLabel("İşleme notları").fill("Her uçtan 10 mm içeride iki M3 delik");
  await page.getByLabel("Eloksal notları").fill("Siyah eloksal");
  await page.getByLabel("Ad", { exact: true }).fill("Ece");
  await page.getByLabel("Soyad").fill("Demir");
  await page.getByLabel("E-posta", { exact: true }).fill(email);
  await page.getByLabel("Telefon", { exact: true }).fill("532 000 00 09");
  await page.getByLabel(/Üyelik koşullarını/).check();
  await page.getByRole("button", { name: "Soğutucu teklif talebini gönder" }).click();

  await expect(page).toHaveURL(/\/aluminyum-sogutucu$/);
  await expect(page.getByText("Soğutucu teklif talebiniz yola çıktı")).toBeVisible();
  const number = /HS-\d{6}/.exec((await page.getByText(/HS-\d{6} numaralı soğutucu talebinizi aldık/).textContent()) ?? "")?.[0];
  expect(number).toBeTruthy();
  if (jsEnabled())
    await expect
      .poll(() => analyticsEvents(page, "generate_lead"))
      .toEqual([{ event: "generate_lead", form_name: "heat-sink-offer", user_type: "guest" }]);
  const receipt = await readOutboxText(page, email);
  expect(receipt).toContain(number);
  // A guest's copy is the store's summary, never the typed notes (decision 029).
  expect(receipt).not.toContain("M3 delik");
});

test("a length over 3000 mm, a length of letters and an invalid e-mail are refused next to their fields, nothing typed lost", async ({
  page,
}) => {
  await page.goto("/en/heat-sink/offer");
  await page.getByLabel("Profile", { exact: true }).selectOption("SK92");
  await page.getByLabel("Length (mm)").fill("3500");
  await page.getByLabel("Quantity (pieces)").fill("5");
  await page.getByLabel("First name").fill("Ece");
  await page.getByLabel("Last name").fill("Demir");
  await page.getByLabel("E-mail", { exact: true }).fill("ece@@example");
  await page.getByLabel("Phone", { exact: true }).fill("532 000 00 09");
  await page.getByLabel(/I have read and accept the membership terms/).check();
  await page.getByRole("button", { name: "Send the heat-sink quote request" }).click();

  await expect(page.getByLabel("Length (mm)")).toHaveAccessibleDescription(/at most 3000 mm/);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  await expect(page.getByLabel("Profile", { exact: true })).toHaveValue("SK92");
  await expect(page.getByLabel("Length (mm)")).toHaveValue("3500");

  await page.getByLabel("Length (mm)").fill("long");
  await page.getByLabel("E-mail", { exact: true }).fill("ece.demir@example.com");
  await page.getByRole("button", { name: "Send the heat-sink quote request" }).click();
  await expect(page.getByLabel("Length (mm)")).toHaveAccessibleDescription(/Enter a size greater than zero/);
  await expect(page.getByLabel("Quantity (pieces)")).toHaveValue("5");
});

test("a signed-in user's request is listed with its detail, which another user cannot open", async ({ page, browser, baseURL }) => {
  await signInAsFreshConsumer(page.context(), baseURL!, "heat-owner", test.info().project.name);
  await page.goto("/en/heat-sink/offer?profile=SK145");
  await expect(page.getByLabel("Profile", { exact: true })).toHaveValue("SK145");
  // A signed-in user's contact comes from the account: the form does not ask for it.
  await expect(page.getByLabel("First name")).toHaveCount(0);
  await page.getByLabel("Length (mm)").fill("300");
  await page.getByLabel("Quantity (pieces)").fill("12");
  await page.getByLabel("Anodizing notes").fill("Clear anodized");
  await page.getByRole("button", { name: "Send the heat-sink quote request" }).click();

  await expect(page).toHaveURL(/\/en\/dashboard\/requests\/aluminum-heat-sink-requests$/);
  await expect(page.getByText("Your heat-sink quote request is on its way")).toBeVisible();
  await expectAccessible(page);
  const row = page.getByRole("row").filter({ hasText: "SK145" });
  await expect(row).toContainText("300 mm");
  await row.getByRole("link", { name: /HS-\d{6}/ }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/requests\/aluminum-heat-sink-requests\/\d+\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: /Heat-sink request HS-\d{6}/ })).toBeVisible();
  await expect(page.getByText("Clear anodized")).toBeVisible();
  await expectAccessible(page);

  const detailUrl = page.url();
  const other = await browser.newContext();
  try {
    await signInAsFreshConsumer(other, baseURL!, "heat-other", test.info().project.name);
    const stranger = await other.newPage();
    const response = await stranger.goto(detailUrl);
    expect(response?.status()).toBe(404);
  } finally {
    await other.close();
  }
});
