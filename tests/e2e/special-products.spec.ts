import type { VariantSearchResult } from "../../contract/api/catalog/schemas";
import type { Cart } from "../../contract/api/carts/schemas";
import { pathFor } from "../../contract/paths";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { apiAs } from "./support/fresh-account";
import { freshCompany } from "./support/fresh-company";
import { apiUrl, signIn } from "./support/session";
import { signInAsStaff } from "./support/staff";

// Issue 33's special products (docs/decisions/053-special-products.md): sales makes a part exclusive to a new company
// at a fixed price on the company's page; no one else finds it in the catalog any more; the company's administrator
// sees it on the special-products page and adds it to the cart, which holds it as a special product at that price.
// Each project uses a category no other spec reads, since an exclusive part leaves everyone else's lists.

/** The company of a customer, as the back office's customers search finds them by their e-mail. */
async function companyIdOf(accessToken: string, email: string): Promise<string> {
  const response = await fetch(`${apiUrl()}/back-office/customers?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const found = ((await response.json()) as { data: { items: Array<{ companyId: string | null }> } }).data.items[0];
  if (!found?.companyId) throw new Error(`no company found for ${email}`);
  return found.companyId;
}

test("sales makes a part exclusive to a company at a fixed price; its administrator sees it and adds it to the cart at that price", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const category = jsEnabled() ? "relays" : "switches";
  const shown = await catalogApi<VariantSearchResult>(request, "products/variants/search", { category, inStock: "true" });
  // An obsolete part is not sold (the cart refuses it), whatever its special price.
  const part = shown.items.find(
    (item) => item.status !== "obsolete" && item.isShowPrice && item.minimumOrderQuantity <= 10 && (item.stock ?? 0) >= 10,
  );
  if (!part) throw new Error(`no priced part in stock among the first ${category}`);
  const company = await freshCompany("special", test.info().project.name);

  const staff = await signInAsStaff(context, baseURL!, "sales");
  await page.goto(pathFor("backOfficeCompany", "en", { companyId: await companyIdOf(staff.accessToken, company.admin.email) }));
  await page.getByRole("link", { name: "Manage the company's special products" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Special products of / })).toBeVisible();
  const specialProductsDesk = page.url();
  await expect(page.getByText("The company has no special products yet.")).toBeVisible();

  // A price of zero is refused next to its field, with what was typed kept; then the part is added.
  await page.getByLabel("SKU or MPN").fill(part.sku);
  await page.getByLabel(/^Exclusive to this company/).check();
  await page.getByLabel("Fixed unit price (USD)").fill("0");
  await page.getByRole("button", { name: "Add special product" }).click();
  await expect(page.getByLabel("Fixed unit price (USD)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("SKU or MPN")).toHaveValue(part.sku);
  await page.getByLabel("Fixed unit price (USD)").fill("0.5");
  await page.getByRole("button", { name: "Add special product" }).click();
  await expect(page.getByText("The special product was added").first()).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: part.sku });
  await expect(item).toBeVisible();
  await expect(item.getByLabel("Fixed unit price (USD)")).toHaveValue(/^0\.50*$/);
  await expectAccessible(page);

  // Everyone else's catalog no longer lists it (the search index follows within its staleness).
  await expect
    .poll(
      async () =>
        (await catalogApi<VariantSearchResult>(request, "products/variants/search", { category, inStock: "true" })).items.some(
          (listed) => listed.sku === part.sku,
        ),
      { timeout: 30_000 },
    )
    .toBe(false);

  // The company's administrator: the part on the special-products page at its fixed price, added to the cart from there.
  await context.clearCookies();
  await signIn(context, baseURL!, company.admin);
  await page.goto(pathFor("specialProducts", "en"));
  await expect(page.getByRole("heading", { level: 1, name: "Special products" })).toBeVisible();
  const row = page.getByRole("table", { name: "Your company's special products" }).getByRole("row").filter({ hasText: part.sku });
  await expect(row).toContainText(part.mpn);
  await expect(row).toContainText("Only your company");
  await expect(row).toContainText("$0.5");
  await expectAccessible(page);
  await row.getByLabel(/^Quantity of /).fill("10");
  await row.getByRole("button", { name: /^Add to cart/ }).click();
  await expect(page.getByText("Added to the cart").first()).toBeVisible();

  // The API's cart: the line is the special product at the fixed price, whatever its price breaks say.
  const cart = await apiAs<Cart>(company.admin.token, "GET", "carts/users/me/active?currency=USD");
  expect(cart.totals.primary.currency).toBe("USD");
  const line = cart.slots.normal.find((candidate) => candidate.sku === part.sku);
  expect(line).toMatchObject({ lineType: "SpecialProduct", isSpecial: true, isFixedPrice: true });
  expect(Number(line!.unitPrice!.primary)).toBe(0.5);

  // Sales removes it after confirming; the company's page is empty again.
  await context.clearCookies();
  await signInAsStaff(context, baseURL!, "sales");
  await page.goto(specialProductsDesk);
  await page.getByRole("link", { name: `Remove the special product ${part.sku}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Remove the special product ${part.sku}?` });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(page.getByText("The company has no special products yet.")).toBeVisible();
});
