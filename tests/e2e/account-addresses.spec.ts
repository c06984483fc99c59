import type { shippingAddressBook } from "../../contract/api/accounts/address-operations";
import type { OperationData } from "../../contract/operation";
import { chooseKadikoy, fillKadikoyPostalCode, fillPerson } from "./support/address-form";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { apiAs, signInAsFreshConsumer } from "./support/fresh-account";
import { freshCompany } from "./support/fresh-company";
import { apiLogin, DEMO_ACCOUNTS, signIn } from "./support/session";

// Tests that save an address use an account of their own; the demo consumer is only looked at.
const consumer = { ...DEMO_ACCOUNTS.consumer, userType: "b2c" as const };

test("a shipping address is created with the dependent lists, edited, made default and deleted after confirming", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const account = await signInAsFreshConsumer(context, baseURL!, "addresses", testInfo.project.name);
  const response = await page.goto("/en/dashboard/ordering-shopping/shipping-addresses");
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Shipping addresses" })).toBeVisible();
  await expect(page.getByText("You have no shipping address yet.")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Add a new address" }).click();
  await expect(page.getByRole("heading", { name: "New address" })).toBeVisible();
  await fillPerson(page, "Home");
  await chooseKadikoy(page);
  await fillKadikoyPostalCode(page);
  await page.getByLabel("Address", { exact: true }).fill("Moda Caddesi No: 5");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save the address" }).click();
  await expect(page.getByText("The address was saved").first()).toBeVisible();
  const home = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Home" }) });
  await expect(home.getByText("Caferağa Mah, Kadıköy, İstanbul")).toBeVisible();
  await expect(home.getByText("Default", { exact: true })).toBeVisible();

  // A second address (set up at the API), then the page makes it the default.
  await apiAs(account.token, "POST", "identity/users/me/shipping-addresses", {
    title: "Office",
    firstName: "Ece",
    lastName: "Test",
    phoneCountryCode: "+90",
    phone: "532 111 22 44",
    countryCode: "DE",
    cityId: null,
    cityName: "Berlin",
    townId: null,
    districtId: null,
    zipCode: "10115",
    addressLine: "Invalidenstraße 1",
  });
  await page.reload();
  const office = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Office" }) });
  await office.getByRole("button", { name: "Make Office the default" }).click();
  await expect(page.getByText("The default address was changed").first()).toBeVisible();
  await expect(office.getByText("Default", { exact: true })).toBeVisible();
  await expect(home.getByText("Default", { exact: true })).toHaveCount(0);

  await home.getByRole("link", { name: "Edit Home" }).click();
  await expect(page.getByRole("heading", { name: "Edit “Home”" })).toBeVisible();
  await expect(page.getByLabel("Town (ilçe)")).toHaveValue("Kadıköy");
  await page.getByLabel("Address", { exact: true }).fill("Moda Caddesi No: 7 Daire 2");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The address was updated").first()).toBeVisible();
  await expect(home.getByText("Moda Caddesi No: 7 Daire 2")).toBeVisible();

  await office.getByRole("link", { name: "Delete Office" }).click();
  await expect(page.getByRole("heading", { name: "Delete “Office”?" })).toBeVisible();
  await expect(office).toHaveCount(1);
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByText("The address was deleted").first()).toBeVisible();
  await expect(office).toHaveCount(0);
  await expect(home.getByText("Default", { exact: true })).toBeVisible();

  // Another user's address id is not found, whatever the page.
  const other = await apiLogin(consumer);
  const { items } = await apiAs<OperationData<typeof shippingAddressBook.list>>(other, "GET", "identity/users/me/shipping-addresses");
  const notFound = await page.goto(`/en/dashboard/ordering-shopping/shipping-addresses?edit=${items[0].id}`);
  expect(notFound?.status()).toBe(404);
});

test("invalid input is shown next to the fields and everything typed is kept", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, consumer);
  await page.goto("/en/dashboard/ordering-shopping/shipping-addresses?new=1");
  await fillPerson(page, "Kept title");
  await page.getByLabel("Phone", { exact: true }).fill("not a phone");
  await page.getByLabel("Address", { exact: true }).fill("Bağdat Caddesi 100");
  await page.getByRole("button", { name: "Save the address" }).click();
  await expect(page.getByText("Enter a valid phone number").first()).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Address name")).toHaveValue("Kept title");
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("Bağdat Caddesi 100");

  // Valid for the form but not for the API (a Turkish address needs its city): the API's field error.
  await page.getByLabel("Phone", { exact: true }).fill("532 111 22 33");
  await page.getByRole("button", { name: "Save the address" }).click();
  await expect(page.getByLabel("City")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Address name")).toHaveValue("Kept title");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("532 111 22 33");
});

test("a consumer and a business user each get their own billing addresses page", async ({ page, context, browser, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const consumerContext = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled() });
  await signIn(consumerContext, baseURL!, consumer);
  const consumerPage = await consumerContext.newPage();
  await consumerPage.goto("/en/dashboard/ordering-shopping/billing-addresses?new=1");
  await expect(consumerPage.getByRole("heading", { level: 1, name: "Billing addresses" })).toBeVisible();
  await expect(consumerPage.getByRole("group", { name: "Invoice type" })).toBeVisible();
  await expect(consumerPage.getByRole("group", { name: "Company details (for a corporate invoice only)" })).toBeVisible();
  await consumerContext.close();

  // The business user of a company of the test's own, in the test's page (which waits for the page's scripts).
  const { admin } = await freshCompany("billing", testInfo.project.name);
  await signIn(context, baseURL!, admin);
  await page.goto("/en/dashboard");
  await page.getByRole("navigation", { name: "Account pages" }).last().getByRole("link", { name: "Billing addresses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Billing addresses" })).toBeVisible();
  await page.getByRole("link", { name: "Add a new address" }).click();
  await expect(page.getByRole("group", { name: "Invoice type" })).toHaveCount(0);
  const title = `HQ ${test.info().project.name} ${Date.now()}`;
  await fillPerson(page, title);
  await page.getByLabel("Company name").fill("Demo Elektronik A.Ş.");
  await page.getByLabel("Tax number").fill("1234567890");
  await chooseKadikoy(page);
  // The tax office is chosen from the list of the address's province.
  await expect(page.getByLabel("Province of the tax office")).toHaveValue("34");
  await page.getByLabel("Tax office", { exact: true }).selectOption({ label: "Kadıköy Vergi Dairesi Müdürlüğü" });
  await page.getByLabel("Address", { exact: true }).fill("Moda Caddesi No: 1");
  await page.getByRole("button", { name: "Save the address" }).click();
  await expect(page.getByText("The address was saved").first()).toBeVisible();
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText("Kadıköy Vergi Dairesi Müdürlüğü · 1234567890")).toBeVisible();
  // The neighbourhood's postal code was filled in (by the form, or by the API for a form sent without one).
  await expect(card.getByText("34710")).toBeVisible();
});

test("Enter in an address field saves the address (it does not just refresh the lists)", async ({ page, context, baseURL }, testInfo) => {
  await signInAsFreshConsumer(context, baseURL!, "enter-saves", testInfo.project.name);
  await page.goto("/en/dashboard/ordering-shopping/shipping-addresses?new=1");
  await fillPerson(page, "Workshop");
  await chooseKadikoy(page);
  await fillKadikoyPostalCode(page);
  await page.getByLabel("Address", { exact: true }).fill("Moda Caddesi No: 7");
  await page.getByLabel("Address name").press("Enter");
  await expect(page.getByText("The address was saved").first()).toBeVisible();
  await expect(page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Workshop" }) })).toBeVisible();
});
