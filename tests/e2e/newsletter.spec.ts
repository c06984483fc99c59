import type { Page } from "@playwright/test";
import { readOutboxText, uniqueEmail } from "./support/account-flows";
import { analyticsEvents } from "./support/analytics";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";

// Issue 17's newsletter, with and without JavaScript: the footer's form, the double opt-in through the mailed link,
// the unsubscribe link every newsletter mail carries, and a mistake shown next to the field with what was typed.

/** The path and query of the storefront link in a mail that opens `page`. */
function linkIn(mail: string, page: string): string {
  const url = new RegExp(`https?://\\S+${page}\\?token=\\S+`).exec(mail)?.[0];
  expect(url, `a link to ${page} in:\n${mail}`).toBeTruthy();
  const { pathname, search } = new URL(url!);
  return `${pathname}${search}`;
}

async function subscribeInFooter(page: Page, label: string, email: string, button: string) {
  const footer = page.locator("footer");
  await footer.getByLabel(label).fill(email);
  await footer.getByRole("button", { name: button, exact: true }).click();
}

test("a visitor subscribes from the footer, confirms with the mailed link and unsubscribes with the mail's link", async ({ page }) => {
  const email = uniqueEmail("news", test.info().project.name);
  await page.goto("/hakkimizda");
  await subscribeInFooter(page, "Bülten aboneliği", email, "Abone ol");

  await expect(page).toHaveURL(/\/hakkimizda$/);
  await expect(page.getByText("Son bir adım")).toBeVisible();
  await expect(page.getByText(/size bir bağlantı gönderdik/)).toBeVisible();
  if (jsEnabled())
    await expect
      .poll(() => analyticsEvents(page, "generate_lead"))
      .toEqual([{ event: "generate_lead", form_name: "newsletter", user_type: "guest" }]);

  const mail = await readOutboxText(page, email);
  expect(mail).toContain("E-bülten aboneliğinden çık");
  await page.goto(linkIn(mail, "/e-bulten-onay"));
  await expect(page.getByRole("heading", { level: 1, name: "E-bülten aboneliğinizi onaylayın" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Aboneliğimi onayla" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Aboneliğiniz onaylandı" })).toBeVisible();
  await expectAccessible(page);

  await page.goto(linkIn(mail, "/bulten-aboneligi/iptal-onayi"));
  await expect(page.getByRole("heading", { level: 1, name: "E-bülten aboneliğini iptal et" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Aboneliğimi iptal et" }).click();
  await expect(page).toHaveURL(/\/bulten-aboneligi\/iptal-edildi$/);
  await expect(page.getByRole("heading", { level: 1, name: "Aboneliğiniz iptal edildi" })).toBeVisible();
  await expectAccessible(page);
});

test("an invalid e-mail comes back with its message next to the field and as typed; corrected, it goes through", async ({ page }) => {
  await page.goto("/en/about");
  await subscribeInFooter(page, "Newsletter subscription", "jane@", "Subscribe");

  await expect(page).toHaveURL(/\/en\/email-news-confirm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter subscription" })).toBeVisible();
  const field = page.getByLabel("Your e-mail address");
  await expect(field).toHaveValue("jane@");
  await expect(field).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  await expectAccessible(page);

  await field.fill(uniqueEmail("news-retry", test.info().project.name));
  await page.getByRole("button", { name: "Subscribe to the newsletter" }).click();
  // Back to the page the footer's form was sent from.
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.getByText("One more step")).toBeVisible();

  // The footer's form sent from the newsletter page itself brings its own value into the page's form.
  await page.goto("/en/email-news-confirm");
  await subscribeInFooter(page, "Newsletter subscription", "jane@@example.com", "Subscribe");
  await expect(field).toHaveValue("jane@@example.com");
  await expect(field).toHaveAccessibleDescription(/Enter a valid e-mail address/);
});

test("a link that is not valid is refused on its page with a clear message", async ({ page }) => {
  await page.goto("/en/email-news-confirm?token=confirm.bm9ib2R5.1.forged");
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("alert")).toContainText("This link is not valid");
  await page.goto("/en/newsletter-unsubscribe/unsubscribe-confirmation?token=unsubscribe.bm9ib2R5.0.forged");
  await page.getByRole("button", { name: "Unsubscribe me" }).click();
  await expect(page.getByRole("alert")).toContainText("This link is not valid");
});
