import type { VariantSearchResult } from "../../contract/api/catalog/schemas";
import { pathFor } from "../../contract/paths";
import { catalogApi } from "./support/catalog-api";
import { download, pdfText } from "./support/downloads";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { freshCompany } from "./support/fresh-company";
import { checkoutByApi, orderByApi, placeCheckoutByApi } from "./support/orders";
import { moveOrderByStaff } from "./support/orders-desk";
import { signIn } from "./support/session";

// Issue 34 item 1: a company's own part numbers (docs/decisions/043-customer-references.md). The company's administrator
// imports three, finds a part by one, adds it to the cart and orders it; the order page and the invoice carry the
// number. The checkout and the payment go through the API (the checkout has browser tests of its own; paying an EFT
// order is staff's step), everything about the numbers through the pages.

test("the administrator imports part numbers, finds a part by one, orders it and sees the number on the order and its invoice", async ({
  page,
  context,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const { admin } = await freshCompany("references", project);
  const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", {
    category: "chip-resistors-smd",
    inStock: "true",
    pageSize: 50,
  });
  // The part ordered: on sale, with a price and stock for many orders of its minimum (each order holds its stock).
  const smallest = ({ minimumOrderQuantity, orderQuantityMultiplier }: VariantSearchResult["items"][number]) =>
    Math.ceil(minimumOrderQuantity / Math.max(1, orderQuantityMultiplier)) * Math.max(1, orderQuantityMultiplier);
  const orderable = list.items.filter((item) => item.status !== "obsolete" && item.isShowPrice && (item.stock ?? 0) >= 20 * smallest(item));
  const ordered = orderable[Math.floor(Math.random() * orderable.length)];
  expect(ordered, "an orderable chip resistor").toBeDefined();
  const parts = [ordered, ...list.items.filter((item) => item.sku !== ordered.sku).slice(0, 2)];
  const numbers = parts.map((_, index) => `ACME-${project.toUpperCase()}-${index + 1}00`);
  await signIn(context, baseURL!, admin);

  // The import: three rows, each added, with the result per row.
  await page.goto(pathFor("customerReferenceNumbers", "en"));
  await expect(page.getByRole("heading", { level: 1, name: "Customer part numbers" })).toBeVisible();
  await expect(page.getByText("No part numbers yet.")).toBeVisible();
  const csv = ["SKU,Customer part number,Note", ...parts.map((part, index) => `${part.sku},${numbers[index]},Bin ${index + 1}`)].join(
    "\r\n",
  );
  await page.getByLabel("File to import").setInputFiles({ name: "parts.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import the part numbers" }).click();
  const result = page.getByRole("region", { name: "Import result" });
  await expect(result.getByRole("status")).toHaveText("3 added, 0 changed, 0 unchanged, 0 refused.");
  const listed = page.getByRole("table", { name: "Your part numbers" });
  for (const number of numbers) await expect(listed.getByRole("cell", { name: number, exact: true })).toBeVisible();
  await expectAccessible(page);

  // A number taken by another part is refused next to its field, with what was typed kept.
  await page.getByLabel("Our SKU or the manufacturer's part number (MPN)").fill(parts[1].sku);
  await page.getByLabel("Your part number", { exact: true }).fill(numbers[0].toLowerCase());
  await page.getByRole("button", { name: "Save the part number" }).click();
  await expect(page.getByText(`Your company already uses this number for part ${ordered.sku}.`)).toBeVisible();
  await expect(page.getByLabel("Your part number", { exact: true })).toHaveValue(numbers[0].toLowerCase());

  // A deletion asks first.
  await listed.getByRole("link", { name: new RegExp(`^Delete\\W+${numbers[2]}$`) }).click();
  await expect(page.getByRole("heading", { name: `Delete part number ${numbers[2]}?` })).toBeVisible();
  await page.getByRole("button", { name: "Delete the part number" }).click();
  await expect(page.getByText("The part number was deleted.").first()).toBeVisible();
  await expect(listed.getByRole("cell", { name: numbers[2], exact: true })).toHaveCount(0);

  // The export has the numbers kept.
  const exported = await download(page, "CSV");
  expect(exported.body.toString("utf8")).toContain(numbers[0]);
  expect(exported.body.toString("utf8")).toContain(numbers[1]);

  // The header search finds the part by the company's number, first.
  const box = page.getByRole(jsEnabled() ? "combobox" : "searchbox", { name: "Search products" });
  await box.fill(numbers[0]);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/ps\?search=/);
  await expect(page.locator("main tbody tr").first().getByRole("link").first()).toHaveText(ordered.mpn);

  // The product page says the company's number; the part goes to the cart from there.
  await page.locator("main tbody tr").first().getByRole("link", { name: ordered.mpn }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: ordered.mpn })).toBeVisible();
  await page.goto(`${new URL(page.url()).pathname}?sku=${encodeURIComponent(ordered.sku)}`);
  await expect(page.getByText(`Your part number: ${numbers[0]}`)).toBeVisible();
  await page.getByLabel("Quantity", { exact: true }).fill(String(smallest(ordered)));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toHaveText("1");

  // The cart line carries the number; the order keeps it, and so does its invoice once paid.
  await page.goto(pathFor("shoppingCart", "en"));
  await expect(page.getByLabel("Your part number", { exact: true })).toHaveValue(numbers[0]);
  await checkoutByApi(admin.token);
  const orderNumber = await placeCheckoutByApi(admin.token, { paymentType: "eft" });
  await moveOrderByStaff(admin.token, orderNumber, ["paid"]);
  const { invoice } = await orderByApi(admin.token, orderNumber);
  expect(invoice?.number).toBeTruthy();
  await page.goto(pathFor("orderDetail", "en", { id: orderNumber }));
  await expect(page.getByRole("cell", { name: numbers[0] })).toBeVisible();
  const pdf = await download(page, "Download invoice (PDF)");
  expect(await pdfText(pdf.body)).toContain(numbers[0]);
});
