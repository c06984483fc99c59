import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { apiAs, freshConsumer, signInAsFreshConsumer } from "./support/fresh-account";
import { DEMO_ACCOUNTS, signIn } from "./support/session";

const admin = { ...DEMO_ACCOUNTS.businessAdmin, userType: "b2b" as const };

test("currency, country, consents and language are saved and kept", async ({ page, context, baseURL }, testInfo) => {
  await signInAsFreshConsumer(context, baseURL!, "settings", testInfo.project.name);
  const response = await page.goto("/en/dashboard/settings");
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expectAccessible(page);

  const preferences = () => page.getByRole("region", { name: "Language, currency and country" });
  await preferences().getByLabel("Currency").selectOption("EUR");
  await preferences().getByLabel("Country").selectOption("DE");
  await page.getByRole("button", { name: "Save language, currency and country" }).click();
  await expect(page.getByText("Your settings were saved").first()).toBeVisible();
  // The header's currency follows at once, with or without JavaScript (it stayed stale until a reload).
  await expect(page.getByRole("banner").getByLabel("Currency")).toHaveValue("EUR");
  await page.reload();
  await expect(preferences().getByLabel("Currency")).toHaveValue("EUR");
  await expect(preferences().getByLabel("Country")).toHaveValue("DE");
  // The storefront's settings cookie carries them too (GET /api/user-settings, docs/spec.md §7).
  const cookieSettings = await (await page.request.get("/api/user-settings")).json();
  expect(cookieSettings).toMatchObject({ currencyCode: "EUR", countryCode: "DE", isAuthenticated: true });

  const commercial = page.getByRole("group", { name: /Commercial messages/ });
  await expect(commercial.getByText("Last changed: never given")).toHaveCount(0);
  await commercial.getByLabel("By e-mail").check();
  await page.getByRole("button", { name: "Save commercial message consent" }).click();
  await expect(page.getByText("Your settings were saved").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: /Commercial messages/ }).getByLabel("By e-mail")).toBeChecked();
  await expect(page.getByRole("group", { name: /Commercial messages/ }).getByLabel("By SMS")).not.toBeChecked();

  await page.getByLabel("I give explicit consent to processing my data for marketing").check();
  await page.getByRole("button", { name: "Save personal data consents" }).click();
  await expect(page.getByText("Your settings were saved").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("I give explicit consent to processing my data for marketing")).toBeChecked();
  await expect(page.getByText(/Explicit consent last changed: (?!never given)\w+/)).toBeVisible();

  await preferences().getByLabel("Language").selectOption("tr");
  await page.getByRole("button", { name: "Save language, currency and country" }).click();
  await expect(page).toHaveURL(/\/hesabim\/ayarlar$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ayarlar" })).toBeVisible();
  await expect(page.getByText("Ayarlarınız kaydedildi").first()).toBeVisible();
  const tercihler = page.getByRole("region", { name: "Dil, para birimi ve ülke" });
  await expect(tercihler.getByLabel("Dil", { exact: true })).toHaveValue("tr");
  await expect(tercihler.getByLabel("Para birimi")).toHaveValue("EUR");
  expect(await (await page.request.get("/api/user-settings")).json()).toMatchObject({ languageCode: "tr", currencyCode: "EUR" });
});

test("the language and currency saved in the account apply at the next sign-in on another browser", async ({
  browser,
  baseURL,
}, testInfo) => {
  const account = await freshConsumer("settings-sign-in", testInfo.project.name);
  await apiAs(account.token, "PUT", "identity/users/me/settings", { languageCode: "en", currencyCode: "EUR", countryCode: "DE" });
  // Another browser, with none of this user's cookies, signs in on the Turkish page.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled() });
  const page = await context.newPage();
  await page.goto("/giris");
  await page.getByLabel("E-posta").fill(account.email);
  await page.getByLabel("Şifre").fill(account.password);
  await page.getByRole("button", { name: "Giriş yap" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByText(/Welcome, Ece Test/).first()).toBeVisible();
  await expect(page.getByRole("banner").getByLabel("Currency")).toHaveValue("EUR");
  expect(await (await page.request.get("/api/user-settings")).json()).toMatchObject({
    languageCode: "en",
    currencyCode: "EUR",
    countryCode: "DE",
  });
  await context.close();
});

test("account deletion: the check, a confirmation with the password, then withdrawing it", async ({ page, context, baseURL }, testInfo) => {
  const account = await signInAsFreshConsumer(context, baseURL!, "deletion", testInfo.project.name);
  await page.goto("/en/dashboard/settings");
  const section = page.getByRole("region", { name: "Delete my account" });
  await expect(section.getByText("Nothing stands in the way of deleting your account.")).toBeVisible();
  // No request is sent from here: the link only opens the confirmation step.
  await section.getByRole("link", { name: "Continue to delete my account" }).click();
  await expect(section.getByRole("heading", { name: "Confirm the deletion request" })).toBeVisible();

  await section.getByLabel("Password").fill("wrong-password-1");
  await section.getByLabel("I understand that my account will be deleted").check();
  await section.getByRole("button", { name: "Request the deletion of my account" }).click();
  await expect(section.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByText(/password/i).first()).toBeVisible();
  await expect(section.getByText(/You asked for your account to be deleted/)).toHaveCount(0);

  await section.getByLabel("Password").fill(account.password);
  await section.getByLabel("Why are you leaving?").fill("Testing the flow");
  await section.getByLabel("I understand that my account will be deleted").check();
  await section.getByRole("button", { name: "Request the deletion of my account" }).click();
  await expect(page.getByText("Your account deletion request was received").first()).toBeVisible();
  await expect(section.getByText(/You asked for your account to be deleted on/)).toBeVisible();
  await page.reload();
  await expect(section.getByText(/You asked for your account to be deleted on/)).toBeVisible();

  await section.getByRole("button", { name: "Withdraw the deletion request" }).click();
  await expect(page.getByText("Your account deletion request was withdrawn").first()).toBeVisible();
  await expect(section.getByRole("link", { name: "Continue to delete my account" })).toBeVisible();
});

test("a company administrator with other users is told what blocks the deletion", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, admin);
  await page.goto("/en/dashboard/settings?deleteAccount=confirm");
  const section = page.getByRole("region", { name: "Delete my account" });
  await expect(section.getByText("Your account cannot be deleted yet:")).toBeVisible();
  await expect(section.getByText(/Your company has other users/)).toBeVisible();
  await expect(section.getByRole("button", { name: "Request the deletion of my account" })).toHaveCount(0);
});
