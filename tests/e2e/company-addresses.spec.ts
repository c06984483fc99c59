import { chooseKadikoy, fillPerson } from "./support/address-form";
import { expect, expectAccessible, test } from "./support/fixtures";
import { freshColleague, freshCompany } from "./support/fresh-company";
import { ADDRESS, fillActiveCart, newBillingAddress } from "./support/orders";
import { signIn } from "./support/session";

// Issue 34 item 5: a company's addresses are the company's, offered to its users' checkouts; a user without an invoice
// address adds one inside the checkout and comes back to the step they left (docs/decisions/042-company-addresses.md).

test("a buyer without an invoice address adds one from the checkout and comes back to the address step", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { admin } = await freshCompany("checkout-address", testInfo.project.name);
  await fillActiveCart(admin.token);
  await signIn(context, baseURL!, admin);
  await page.goto("/en/shopping-cart/address");
  await expect(page.getByRole("heading", { level: 1, name: "Address and recipient" })).toBeVisible();
  await page.getByRole("link", { name: "Add an invoice address" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Billing addresses" })).toBeVisible();
  const title = `Head office ${testInfo.project.name}`;
  await fillPerson(page, title);
  await page.getByLabel("Company name").fill("Deneme Elektronik A.Ş.");
  await page.getByLabel("Tax number").fill("1234567890");
  await chooseKadikoy(page);
  await page.getByLabel("Tax office", { exact: true }).selectOption({ label: "Kadıköy Vergi Dairesi Müdürlüğü" });
  await page.getByLabel("Address", { exact: true }).fill("Moda Caddesi No: 1");
  await page.getByRole("button", { name: "Save the address" }).click();

  await expect(page).toHaveURL(/\/en\/shopping-cart\/address$/);
  await expect(page.getByRole("heading", { level: 1, name: "Address and recipient" })).toBeVisible();
  await expect(page.getByRole("radio", { name: new RegExp(title) })).toBeVisible();
  await expectAccessible(page);
});

test("a colleague's checkout offers the company's invoice address, which they may not change", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const company = await freshCompany("shared-address", testInfo.project.name);
  await newBillingAddress(company.admin.token);
  const buyer = await freshColleague(
    company,
    { firstName: "Can", lastName: "Demir", roleId: company.roleIds["Satın alma"] },
    testInfo.project.name,
  );
  await fillActiveCart(buyer.token);
  await signIn(context, baseURL!, buyer);

  await page.goto("/en/shopping-cart/address");
  await expect(page.getByRole("radio", { name: new RegExp(ADDRESS.title) })).toBeVisible();

  await page.goto("/en/dashboard/ordering-shopping/billing-addresses");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: ADDRESS.title }) });
  await expect(card.getByText("Added by a colleague")).toBeVisible();
  await expect(card.getByRole("link", { name: /Edit/ })).toHaveCount(0);
  await expect(card.getByRole("link", { name: /Delete/ })).toHaveCount(0);
  await expectAccessible(page);
});
