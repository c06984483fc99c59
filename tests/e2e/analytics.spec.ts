import { expect, jsEnabled, test } from "./support/fixtures";
import { analyticsEvents } from "./support/analytics";
import { fillConsumerSignup, readCodeFromOutbox, uniqueEmail } from "./support/account-flows";
import { DEMO_ACCOUNTS } from "./support/session";

// Analytics events of an account (issue 34 item 7, spec §6): a sign-in ends in a redirect that also works without
// scripts, so the event waits in a one-time cookie and the page it lands on pushes `login` with the spec's method
// label, and a verified sign-up `sign_up`, (app/server/analytics-flash.server.ts). Scripts only: without them nothing is pushed, and the cookie is spent.

for (const { userType, account, method } of [
  { userType: "b2c", account: DEMO_ACCOUNTS.consumer, method: "B2C_Login" },
  { userType: "b2b", account: DEMO_ACCOUNTS.businessAdmin, method: "B2B_Login" },
] as const) {
  test(`a ${userType} sign-in through the form is a login event with method ${method}, once`, async ({ page, context }) => {
    await page.goto(`/en/login?userType=${userType}`);
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // The dashboard, in the language the account saved (the demo accounts' may have been changed by another test).
    await expect(page.getByRole("heading", { level: 1, name: /^(My account|Hesabım)$/ })).toBeVisible();
    if (jsEnabled()) {
      await expect.poll(() => analyticsEvents(page, "login")).toEqual([{ event: "login", method, user_type: userType }]);
      // The event was the sign-in's alone: the next page pushes none.
      await page.reload();
      expect(await analyticsEvents(page, "login")).toEqual([]);
    }
    expect((await context.cookies()).find((cookie) => cookie.name === "analytics-event")).toBeUndefined();
  });
}

test("a consumer's sign-up, once its code is verified, is a sign_up event on the welcome page", async ({ page }) => {
  const email = uniqueEmail("analytics", test.info().project.name);
  await page.goto("/en/signup");
  await fillConsumerSignup(page, { firstName: "Elif", lastName: "Demir", email, password: "First1234" });
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/en\/otp$/);
  const code = await readCodeFromOutbox(page, email);
  await page.goto("/en/otp");
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/en\/register\/b2c\/congratz$/);
  if (jsEnabled())
    await expect.poll(() => analyticsEvents(page, "sign_up")).toEqual([{ event: "sign_up", method: "B2C_Signup", user_type: "b2c" }]);
});
