import type { Page } from "@playwright/test";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { fillConsumerSignup, readCodeFromOutbox, readOutboxText, signOutFromMenu, uniqueEmail } from "./support/account-flows";
import { freshConsumer } from "./support/fresh-account";

test("a consumer signs up, verifies the mailed code, signs out, resets the password and signs in with the new one", async ({ page }) => {
  const email = uniqueEmail("consumer", test.info().project.name);
  await page.goto("/en/signup");
  await expectAccessible(page);
  await fillConsumerSignup(page, { firstName: "Elif", lastName: "Demir", email, password: "First1234" });
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/en\/otp$/);
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}`)).toBeVisible();

  const code = await readCodeFromOutbox(page, email);
  await page.goto("/en/otp");
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/en\/register\/b2c\/congratz$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome aboard!" })).toBeVisible();
  // axe looks at the page, not at the toast (sonner's own colours), which leaves after 6 seconds (sonner's own colours).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);

  // The welcome page says "you are signed in": signing out there leaves it for the home page.
  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/en\?signedOut=1$/);
  await expect(page.getByText("You are signed in")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  await page.goto("/en/reset-password");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(page.getByText(`If ${email} belongs to an account`)).toBeVisible();
  const resetCode = await readCodeFromOutbox(page, email);
  expect(resetCode).not.toBe(code);
  await page.goto("/en/reset-password");
  await page.getByLabel("Verification code").fill(resetCode);
  await page.getByRole("button", { name: "Check the code" }).click();
  await page.getByLabel("New password", { exact: true }).fill("Second5678");
  await page.getByLabel("New password again").fill("Second5678");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/en\/reset-password-success$/);

  await page.goto("/en/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("First1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  if (!jsEnabled()) await expect(page.getByLabel("Password")).toHaveValue("");

  await page.getByLabel("Password").fill("Second5678");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByText("Hello, Elif Demir.")).toBeVisible();
});

test("signing up with a registered address goes on to the code page as any sign-up and never says it is registered", async ({ page }) => {
  const { email } = await freshConsumer("registered", test.info().project.name);
  await page.goto("/en/signup");
  await fillConsumerSignup(page, { firstName: "Mert", lastName: "Kaya", email, password: "Other1234" });
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/en\/otp$/);
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}`)).toBeVisible();
  await expect(page.getByText(/already/i)).toHaveCount(0);
  // The owner is told instead, in a mail without a code.
  expect(await readOutboxText(page, email)).toMatch(/Someone tried to start a new sign-up/);
});

test("signing in before verifying leads to the code page, where the sign-up's code still verifies it", async ({ page }) => {
  const email = uniqueEmail("unverified", test.info().project.name);
  await page.goto("/en/signup");
  await fillConsumerSignup(page, { firstName: "Deniz", lastName: "Aksoy", email, password: "First1234" });
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/en\/otp$/);
  const code = await readCodeFromOutbox(page, email);

  await page.goto("/en/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("First1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/otp$/);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/en\/register\/b2c\/congratz$/);
});

test("the agreements are required and nothing typed is lost", async ({ page }) => {
  await page.goto("/en/signup");
  await page.getByLabel("First name").fill("Can");
  await page.getByLabel("Last name").fill("Aydın");
  await page.getByLabel("E-mail").fill("can@example.com");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/At least 8 characters/);
  await expect(page.getByText("You must accept this to continue").first()).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Can");
  await expect(page.getByLabel("E-mail")).toHaveValue("can@example.com");
});

test("the sixth wrong try kills the code even when the right one follows", async ({ page }) => {
  const email = uniqueEmail("tries", test.info().project.name);
  await page.goto("/en/signup");
  await fillConsumerSignup(page, { firstName: "Ece", lastName: "Kara", email, password: "Tries1234" });
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/en\/otp$/);
  const code = await readCodeFromOutbox(page, email);
  const wrong = code === "000000" ? "111111" : "000000";
  await page.goto("/en/otp");
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel("Verification code").fill(wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByLabel("Verification code")).toHaveAccessibleDescription(/wrong|Too many/);
  }
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByLabel("Verification code")).toHaveAccessibleDescription(/Too many wrong attempts/);
  await expect(page).toHaveURL(/\/en\/otp$/);
});

test("the empty consumer sign-up form says what is missing next to each field", async ({ page }) => {
  await page.goto("/en/signup");
  await page.getByRole("button", { name: "Create my account" }).click();
  for (const field of [
    page.getByLabel("First name"),
    page.getByLabel("Last name"),
    page.getByLabel("E-mail"),
    page.getByLabel("Password", { exact: true }),
  ]) {
    await expect(field).toHaveAccessibleDescription(/This field is required/);
  }
  await expect(page.getByLabel(/accept the membership agreement/)).toHaveAccessibleDescription(/You must accept this to continue/);
  await expect(page.getByLabel(/personal data protection \(KVKK\) notice/)).toHaveAccessibleDescription(/You must accept this to continue/);
  await expect(page.getByText("This field is required")).toHaveCount(4);
});

test("a password breaking its rule twice is told so once", async ({ page }) => {
  await page.goto("/en/signup");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/At least 8 characters/);
  await expect(page.getByText(/At least 8 characters/)).toHaveCount(1);
});

/** Signs up a consumer in the browser and opens the activation link of the mail it got (docs/decisions/028-pending-sign-ups.md). */
async function openActivationLink(page: Page, prefix: string, password: string) {
  const email = uniqueEmail(prefix, test.info().project.name);
  await page.goto("/en/signup");
  await fillConsumerSignup(page, { firstName: "Aylin", lastName: "Koç", email, password });
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/en\/otp$/);
  const link = new URL(/https?:\/\/\S+/.exec(await readOutboxText(page, email))![0]);
  await page.goto(`${link.pathname}${link.search}`);
  return email;
}

test("the mailed activation link activates the account with the password chosen at sign-up", async ({ page }) => {
  const email = await openActivationLink(page, "link", "Chosen1234");
  await expect(page).toHaveURL(/\/en\/account-activation\?token=/);
  await expectAccessible(page);
  await page.getByLabel("The password you chose when you signed up").fill("Chosen1234");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByText("Your account is active")).toBeVisible();

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("Chosen1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

test("a wrong password on the activation page is said next to the field, and the right one still activates", async ({ page }) => {
  await openActivationLink(page, "link-wrong", "Chosen1234");
  const password = page.getByLabel("The password you chose when you signed up");
  await password.fill("Guessed1234");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(password).toHaveAccessibleDescription(/not the password chosen at this sign-up/);
  await expect(page).toHaveURL(/\/en\/account-activation\?token=/);
  if (!jsEnabled()) await expect(password).toHaveValue("");
  await expectAccessible(page);

  await password.fill("Chosen1234");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByText("Your account is active")).toBeVisible();
});
