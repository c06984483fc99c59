import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { saveCustomerReference } from "../../contract/api/customer-references/operations";
import { operationPath } from "../../contract/operation";
import { pathFor } from "../../contract/paths";
import { downloadByButton, firstSheet } from "./support/downloads";
import { expect, expectAccessible, test } from "./support/fixtures";
import { apiAs } from "./support/fresh-account";
import { freshCompany } from "./support/fresh-company";
import { signIn } from "./support/session";

// Issue 36's board (docs/decisions/059-bom-matching.md): a company's buyer uploads a 30-line KiCad export
// (tests/fixtures/bom/README.md) for 25 boards with 5 % spares. Each kind of line is matched as it should be, the
// cheaper buy-up is taken, and the cart the BOM goes into costs what the page said.

const BOM_FILE = new URL("../fixtures/bom/kicad-30-lines.csv", import.meta.url);
const OWN_NUMBER = "DEV-R-0047";
const OWN_NUMBER_SKU = "RC0603FR0747RL-CT";

/** The result table's line for a row of the file (rows count from 1 after the header). */
const line = (page: Page, row: number) => page.locator("tbody tr").nth(row - 1);
const subtotal = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`).first();

test("a company's 30-line KiCad BOM for 25 boards with 5 % spares is matched line by line and goes into the cart at the page's total", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const { admin } = await freshCompany("bom-board", testInfo.project.name);
  await apiAs(admin.token, "PUT", operationPath(saveCustomerReference.path).slice(1), { sku: OWN_NUMBER_SKU, number: OWN_NUMBER });
  await signIn(context, baseURL!, admin);

  await page.goto(pathFor("bomTool", "en"));
  await page.getByLabel("Or a file").setInputFiles({ name: "board.csv", mimeType: "text/csv", buffer: await readFile(BOM_FILE) });
  await page.getByLabel("Boards").fill("25");
  await page.getByLabel("Spares (%)").fill("5");
  await page.getByRole("button", { name: "Match and price the BOM" }).click();

  await expect(page.getByRole("heading", { name: "Matched and priced" })).toBeVisible();
  await expect(page.getByText(/^30 lines for 25 boards with 5\s?% spares/)).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(30);

  // By part number and maker: sure. A 3-per-board part: 75 + 5 % is 79, 80 in fives at the 10 break; the 100 break
  // costs less in total, so 100 are bought.
  await expect(line(page, 1)).toContainText("Matched");
  await expect(line(page, 1)).toContainText("by part number · sure");
  await expect(line(page, 1).getByRole("link", { name: "STM32F103CBT6" })).toBeVisible();
  await expect(line(page, 8)).toContainText("needed 79");
  await expect(line(page, 8)).toContainText("bought up to the 100 break: cheaper in total");
  // A part number without its maker is still sure.
  await expect(line(page, 19)).toContainText("by part number · sure");

  // Out of stock and not back-ordered: nothing to buy, the parts in stock instead offered.
  await expect(line(page, 2)).toContainText("Out of stock: see the parts in stock instead.");
  await expect(line(page, 2)).toContainText("Not buyable online in this quantity: ask us for price and stock.");
  await expect(line(page, 2).getByRole("link", { name: "MCP2562-E/SN" })).toBeVisible();

  // No longer sold (the demo catalog's B3F-1000): nothing to buy either, switches in stock offered.
  await expect(line(page, 24)).toContainText("No longer sold: see the parts in stock instead.");
  await expect(line(page, 24)).toContainText("Not buyable online in this quantity: ask us for price and stock.");

  // Several parts start with the number: the best in stock and price is chosen, and said so.
  await expect(line(page, 11)).toContainText("Several parts fit");

  // Values with footprints, read as the search reads them.
  await expect(line(page, 16)).toContainText("by value and package");
  await expect(line(page, 16)).toContainText("needed 105");
  await expect(line(page, 17)).toContainText("by value and package");
  await expect(line(page, 21)).toContainText("by value and package");

  // The unknown part number: why, and a search for it.
  await expect(line(page, 28)).toContainText("Not found");
  await expect(line(page, 28)).toContainText("No part has this part number.");
  await expect(line(page, 28).getByRole("link", { name: "Search for “ZZTOP-9999-XQ”" })).toBeVisible();

  // The company's own number finds the part it was given.
  await expect(line(page, 30)).toContainText("by your part number");
  await expect(line(page, 30).getByRole("link", { name: "RC0603FR-0747RL" })).toBeVisible();
  await expectAccessible(page);

  // The same part on two lines (row 19's number is what row 16's value found) is bought once, for both: the cart
  // would add them up and price the sum at its break.
  await expect(line(page, 16)).toContainText("with row 19, the same part: bought together");
  await expect(line(page, 19)).toContainText("The same part as row 16: bought there, together.");

  // The Excel download holds the page's lines, row by row; its first total (the caller's currency) is the page's.
  const excel = await downloadByButton(page, "Download Excel");
  const sheet = await firstSheet(excel.body);
  const header = sheet.getRow(1).values as unknown[];
  const cell = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name)).value;
  for (let row = 1; row <= 30; row += 1) {
    expect(cell(row + 1, "Row")).toBe(row);
    const mpn = cell(row + 1, "Manufacturer part no");
    if (mpn) await expect(line(page, row)).toContainText(String(mpn));
    else await expect(line(page, row)).toContainText("Not found");
    const quantity = cell(row + 1, "To buy");
    if (typeof quantity === "number") await expect(line(page, row)).toContainText(quantity.toLocaleString("en-US"));
  }
  expect(cell(9, "To buy")).toBe(100);
  expect(cell(20, "Status")).toBe("Matched: bought with row 16");
  expect(cell(29, "Status")).toBe("Not found");

  // Every part that can be bought goes in once: all lines but the out-of-stock, the discontinued and the unknown one,
  // and row 19 with row 16.
  await expect(page.locator('input[type="hidden"][name="line"]')).toHaveCount(26);
  const total = (await page.getByText(/^BOM total \(before VAT\): /).textContent())!.replace(/^BOM total \(before VAT\): /, "");
  const currency = cell(33, "Currency") as string;
  const money = new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "narrowSymbol" });
  expect(money.format(cell(33, "Line total") as number)).toBe(total);
  await page.getByRole("button", { name: "Add to cart" }).click();

  await expect(page).toHaveURL(new RegExp(`${pathFor("shoppingCart", "en")}$`));
  await expect(page.getByText("26 BOM lines are in your cart")).toBeVisible();
  await expect(subtotal(page, "Subtotal")).toHaveText(total);
  await expect(page.locator('input[name="customerReference"][value="R1,R2,R3,R4,R8"]')).toBeVisible();
});
