import { expect, jsEnabled, test } from "./support/fixtures";
import { signOutFromMenu } from "./support/account-flows";
import { freshConsumer } from "./support/fresh-account";
import {
  apiLogin,
  apiRefresh,
  apiUserInfo,
  DEMO_ACCOUNTS,
  readSessionCookie,
  sessionCookieOf,
  sessionCookieValue,
  setSessionCookie,
  signIn,
} from "./support/session";
import { sessionRecordOf } from "../../app/lib/auth/token-record";

const consumer = { ...DEMO_ACCOUNTS.consumer, userType: "b2c" as const };

test("sign-in through the form follows redirectTo only to this site", async ({ page, baseURL }) => {
  await page.goto("/en/login?redirectTo=https://evil.example");
  await page.getByLabel("E-mail").fill(consumer.email);
  await page.getByLabel("Password").fill(consumer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Not the foreign address: the dashboard, in the language the demo consumer's account keeps (Turkish).
  await expect(page).toHaveURL(`${baseURL}/hesabim`);
  await expect(page.getByRole("heading", { level: 1, name: "Hesabım" })).toBeVisible();
});

test("a guest opening the dashboard signs in and comes back to the page asked for", async ({ page }) => {
  await page.goto("/en/dashboard/profile");
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fdashboard%2Fprofile$/);
  await page.getByLabel("E-mail").fill(consumer.email);
  await page.getByLabel("Password").fill(consumer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/profile$/);
  await expect(page.getByLabel("First name")).toHaveValue("Deniz");
});

test("switching the login page to English brings the user back to the English page they came from", async ({ page }) => {
  await page.goto("/giris?redirectTo=%2Fhakkimizda");
  await page.getByRole("link", { name: "Switch to English" }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fabout$/);
  await page.getByLabel("E-mail").fill(consumer.email);
  await page.getByLabel("Password").fill(consumer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
});

test("the empty login form says what is missing next to each field", async ({ page }) => {
  await page.goto("/en/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(/This field is required/);
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(/This field is required/);
});

// A failed sign-in counts toward the account's lock: it is made on an account of the test's own.
test("a wrong password is refused next to the form in the page's language", async ({ page }, testInfo) => {
  const { email } = await freshConsumer("wrong-password", testInfo.project.name);
  await page.goto("/giris");
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre").fill("wrong-password-1");
  await page.getByRole("button", { name: "Giriş yap" }).last().click();
  await expect(page.getByRole("alert")).toContainText(/şifre|hatalı/i);
  await expect(page.getByLabel("E-posta")).toHaveValue(email);
  // The server never sends the password back (with JavaScript the browser simply keeps the field as typed).
  if (!jsEnabled()) await expect(page.getByLabel("Şifre")).toHaveValue("");
});

test("an expired access token is refreshed once and the page still loads", async ({ page, context, baseURL }) => {
  const record = await signIn(context, baseURL!, consumer);
  await setSessionCookie(context, baseURL!, { ...record, accessToken: "expired-or-garbage", accessTokenExpiresAt: Date.now() - 1000 });

  await page.goto("/en/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  const stored = await readSessionCookie((await sessionCookieOf(context))!);
  expect(stored?.accessToken).not.toBe("expired-or-garbage");
  expect(stored?.refreshToken).not.toBe(record.refreshToken);
  expect((await apiUserInfo(stored!.accessToken!)).status).toBe(200);
  // The refresh token it replaced is spent.
  expect((await apiRefresh(record.refreshToken)).status).toBe(401);
});

test("a reused old refresh token is refused and signs the user out", async ({ page, context, baseURL }) => {
  const token = await apiLogin(consumer);
  const { data: info } = await apiUserInfo(token.accessToken);
  // Someone already rotated this refresh token: presenting the old one again must end the session.
  const rotated = await apiRefresh(token.refreshToken);
  expect(rotated.status).toBe(200);
  await setSessionCookie(context, baseURL!, {
    ...sessionRecordOf(token, info, Date.now()),
    accessToken: "expired-or-garbage",
    accessTokenExpiresAt: Date.now() - 1000,
  });

  await page.goto("/en/dashboard");
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fdashboard$/);
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  expect(await sessionCookieOf(context)).toBeFalsy();
  // The reuse revoked the whole sign-in: the rotated token is dead too.
  expect((await apiRefresh(rotated.data.refreshToken)).status).toBe(401);
});

test("a session cookie of an older shape is a signed-out one, not an error", async ({ page, context, baseURL }) => {
  const { permissions, accessTokenExpiresAt, refreshTokenExpiresAt, ...rest } = await signIn(context, baseURL!, consumer);
  const older = { ...rest, roles: permissions, accessTokenExpiresIn: accessTokenExpiresAt, refreshTokenExpiresIn: refreshTokenExpiresAt };
  await context.addCookies([{ name: "__session", value: await sessionCookieValue(older), url: baseURL!, httpOnly: true, sameSite: "Lax" }]);

  expect((await page.goto("/en/contact"))?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  await page.goto("/en/dashboard");
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fdashboard$/);
});

test("signing out on a dashboard page goes home with a marker, and the copied cookie stops working", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, consumer);
  await page.goto("/en/dashboard/profile");
  const copied = (await sessionCookieOf(context))!;
  await signOutFromMenu(page);
  await expect(page).toHaveURL(`${baseURL}/en?signedOut=1`);
  await expect(page.getByText("You are signed out")).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "__session")).toBeUndefined();
  expect(cookies.find((cookie) => cookie.name === "skip-token-refresh")?.value).toBeTruthy();

  // The signed cookie is not encrypted: a copy is replayed, and the revoked sign-in must refuse it.
  await context.clearCookies();
  await context.addCookies([{ name: "__session", value: copied, url: baseURL! }]);
  const record = await readSessionCookie(copied);
  expect((await apiRefresh(record!.refreshToken!)).status).toBe(401);
});

test("a session cookie copied before sign-out gets the sign-in page on its next request, in another browser", async ({
  page,
  context,
  baseURL,
  browser,
  extraHTTPHeaders,
}) => {
  await signIn(context, baseURL!, consumer);
  await page.goto("/en/dashboard/profile");
  await expect(page.getByLabel("First name")).toHaveValue("Deniz");
  const copied = (await sessionCookieOf(context))!;
  await signOutFromMenu(page);
  await expect(page.getByText("You are signed out")).toBeVisible();

  // Its access token has minutes left: the API refuses it because its sign-in ended, the storefront's refresh is
  // refused too (the whole sign-in was revoked), and the copy is signed out.
  const elsewhere = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled(), extraHTTPHeaders });
  try {
    await elsewhere.addCookies([{ name: "__session", value: copied, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const replay = await elsewhere.newPage();
    await replay.goto("/en/dashboard/profile");
    await expect(replay).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fdashboard%2Fprofile$/);
    await expect(replay.getByLabel("First name")).toHaveCount(0);
    expect(await sessionCookieOf(elsewhere)).toBeFalsy();
  } finally {
    await elsewhere.close();
  }
});

test("signing out elsewhere comes back to the same page", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, consumer);
  await page.goto("/en/contact");
  await signOutFromMenu(page);
  await expect(page).toHaveURL(`${baseURL}/en/contact`);
});
