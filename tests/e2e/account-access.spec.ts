import { expect, expectAccessible, test } from "./support/fixtures";
import { DEMO_ACCOUNTS, signIn } from "./support/session";

const consumer = { ...DEMO_ACCOUNTS.consumer, userType: "b2c" as const };
const admin = { ...DEMO_ACCOUNTS.businessAdmin, userType: "b2b" as const };
const buyer = { ...DEMO_ACCOUNTS.businessBuyer, userType: "b2b" as const };

test("a consumer sees the consumer menu and cannot open the business pages", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, consumer);
  await page.goto("/en/dashboard");
  await expectAccessible(page);
  const menu = page.getByRole("navigation", { name: "Account pages" }).last();
  await expect(menu.getByRole("link", { name: "Profile", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Company profile" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Users" })).toHaveCount(0);

  const response = await page.goto("/en/dashboard/profile/company");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
});

test("a business administrator sees administration and may edit the company", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, admin);
  await page.goto("/en/dashboard");
  const menu = page.getByRole("navigation", { name: "Account pages" }).last();
  await expect(menu.getByRole("link", { name: "Company profile" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Users", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Users' carts" })).toBeVisible();
  await page.goto("/en/dashboard/profile/company");
  await expect(page.getByRole("heading", { name: "Edit the company profile" })).toBeVisible();
});

test("a sub-user without the permission is refused by the API, not only by the menu", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, buyer);
  await page.goto("/en/dashboard");
  const menu = page.getByRole("navigation", { name: "Account pages" }).last();
  await expect(menu.getByRole("link", { name: "Users" })).toHaveCount(0);

  await page.goto("/en/dashboard/profile/company");
  await expect(page.getByText("Your role may view the company profile but not change it.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Edit the company profile" })).toHaveCount(0);

  // The form is hidden, but a hand-made post reaches the API, which refuses it.
  const origin = new URL(baseURL!).origin;
  const response = await page.request.post("/en/dashboard/profile/company", {
    headers: { Origin: origin },
    form: {
      title: "Taken over",
      taxOffice: "Kadıköy",
      companyTypeCode: "joint-stock",
      sectorCode: "electronics-manufacturing",
      activityAreaCode: "ems",
      countryCode: "TR",
      cityId: "34",
      townId: "Kadıköy",
      districtId: "Caferağa Mah",
      addressLine: "Somewhere 1",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
