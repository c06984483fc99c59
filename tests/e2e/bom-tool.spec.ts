import type { Page } from "@playwright/test";
import { pathFor } from "../../contract/paths";
import { downloadByButton, firstSheet, pdfText } from "./support/downloads";
import { expect, expectAccessible, test } from "./support/fixtures";
import { apiUrl } from "./support/session";

// The BOM tool (issue 36, docs/decisions/059-bom-matching.md): a pasted KiCad BOM matched line by line against the
// demo catalog, priced for 25 boards with 5 % spares, and put into the cart at the page's total.

const KICAD_BOM = [
  `"Reference","Qty","Value","Footprint","MPN","Manufacturer"`,
  `"Q1,Q2,Q3","3","2N7002","Package_TO_SOT_SMD:SOT-23","2N7002","onsemi"`,
  `"U1","1","NE555","Package_DIP:DIP-8_W7.62mm","NE555P","Texas Instruments"`,
  `"R1,R2,R3,R4","4","10k","Resistor_SMD:R_0603_1608Metric","",""`,
  `"C1,C2","2","100n","Capacitor_SMD:C_0603_1608Metric","",""`,
  `"U9","1","","","ZZTOP-9999-XQ",""`,
  `"D1","1","1N4148W","Diode_SMD:D_SOD-123","1N4148W",""`,
  `"U2","1","LM358","Package_SO:SOIC-8_3.9x4.9mm_P1.27mm","LM358DR","Texas Instruments"`,
  `"R5","1","4k7","Resistor_SMD:R_0402_1005Metric","",""`,
  `"R6","1","","","RC1608F1002SC",""`,
  `"Q4","1","BSS138","Package_TO_SOT_SMD:SOT-23","BSS138",""`,
].join("\n");

/** The result table's line for a row of the file (rows count from 1 after the header). */
const line = (page: Page, row: number) => page.locator("tbody tr").nth(row - 1);
const subtotal = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`).first();

test("a KiCad BOM for 25 boards with 5 % spares is matched, bought up where cheaper, and goes into the cart at its total", async ({
  page,
}) => {
  await page.goto(pathFor("bomTool", "en"));
  await page.getByLabel("BOM text").fill(KICAD_BOM);
  await page.getByLabel("Boards").fill("25");
  await page.getByLabel("Spares (%)").fill("5");
  await page.getByRole("button", { name: "Match and price the BOM" }).click();

  await expect(page.getByRole("heading", { name: "Matched and priced" })).toBeVisible();
  // 3 × 25 + 5 % is 79, 80 in fives at $0.04 ($3.20): the 100 break at $0.0288 costs $2.88.
  await expect(line(page, 1)).toContainText("Matched");
  await expect(line(page, 1)).toContainText("by part number · sure");
  await expect(line(page, 1)).toContainText("needed 79");
  await expect(line(page, 1)).toContainText("bought up to the 100 break: cheaper in total");
  await expect(line(page, 1)).toContainText("$2.88");
  await expect(line(page, 2)).toContainText("by part number · sure");
  await expect(line(page, 3)).toContainText("by value and package");
  await expect(line(page, 3).getByRole("link", { name: "RC1608F1002CS" })).toBeVisible();
  await expect(line(page, 3)).toContainText("needed 105");
  await expect(line(page, 5)).toContainText("Not found");
  await expect(line(page, 5).getByRole("link", { name: "Search for “ZZTOP-9999-XQ”" })).toBeVisible();
  await expect(line(page, 6)).toContainText("Several parts fit");
  await expect(line(page, 9)).toContainText("Did you mean RC1608F1002CS?");
  await expect(line(page, 9).getByRole("checkbox", { name: "Add this suggestion to the cart" })).not.toBeChecked();

  // Nothing typed is lost, and the columns read are shown.
  await expect(page.getByLabel("BOM text")).toHaveValue(KICAD_BOM);
  await expect(page.getByLabel("Boards")).toHaveValue("25");
  await expect(page.getByLabel("Spares (%)")).toHaveValue("5");
  await expect(page.getByLabel("Manufacturer part number")).toHaveValue("4");
  await expectAccessible(page);

  // Every matched or ambiguous line that can be bought goes in; the suggestion, not ticked, and the unknown line do not.
  const lines = await page.locator('input[type="hidden"][name="line"]').count();
  expect(lines).toBeGreaterThanOrEqual(7);
  const total = (await page.getByText(/^BOM total \(before VAT\): /).textContent())!.replace(/^BOM total \(before VAT\): /, "");
  await page.getByRole("button", { name: "Add to cart" }).click();

  await expect(page).toHaveURL(new RegExp(`${pathFor("shoppingCart", "en")}$`));
  await expect(page.getByText(`${lines} BOM lines are in your cart`)).toBeVisible();
  await expect(subtotal(page, "Subtotal")).toHaveText(total);
  // The line's designators are its customer reference.
  await expect(page.locator('input[name="customerReference"][value="Q1,Q2,Q3"]')).toBeVisible();
});

test("a Turkish BOM with semicolons is read from its Turkish headers, and its columns can be set again", async ({ page }) => {
  await page.goto(pathFor("bomTool", "tr"));
  await page.getByLabel("BOM metni").fill(["Miktar;Değer;Kılıf;Üretici Parça No;Not", "2;10k;0603;;", "1;;;LM358DR;"].join("\n"));
  await page.getByRole("button", { name: "BOM'u eşleştir ve fiyatla" }).click();

  await expect(line(page, 1)).toContainText("değer ve kılıfla");
  await expect(line(page, 2)).toContainText("parça numarasıyla · kesin");
  await expect(page.getByText(/^BOM toplamı \(KDV hariç\): .*\d,\d\d/)).toBeVisible();

  // Read as the value, the part numbers' column matches nothing; set back, the BOM reads as before.
  await page.getByLabel("Değer", { exact: true }).selectOption({ label: "4. sütun: Üretici Parça No" });
  await page.getByRole("button", { name: "Bu sütunlarla yeniden oku" }).click();
  await expect(page.getByRole("heading", { name: "Okunamayan satırlar" })).toBeVisible();
  await expect(page.getByLabel("Değer", { exact: true })).toHaveValue("3");
  await expect(page.getByLabel("Üretici parça numarası")).toHaveValue("");
});

test("a BOM shared from an engineer's tool opens matched and priced, its boards and spares in the form", async ({ page }) => {
  const response = await fetch(`${apiUrl()}/bom/shared`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      lines: [{ row: 1, references: ["Q1", "Q2"], quantityPerBoard: 2, mpn: "2N7002" }],
      boards: 10,
      sparePercent: 5,
    }),
  });
  expect(response.status).toBe(201);
  const { token } = (await response.json()).data as { token: string };
  await page.goto(pathFor("bomTool", "en", {}, { bom: token }));

  await expect(line(page, 1)).toContainText("needed 21");
  await expect(page.getByLabel("Boards")).toHaveValue("10");
  await expect(page.getByLabel("BOM text")).toHaveValue(/2N7002/);
});

test("the priced BOM shows its total in USD and TRY, and downloads as Excel and PDF with the page's lines", async ({ page }) => {
  await page.goto(pathFor("bomTool", "en"));
  await page.getByLabel("BOM text").fill(KICAD_BOM);
  await page.getByLabel("Boards").fill("25");
  await page.getByLabel("Spares (%)").fill("5");
  await page.getByRole("button", { name: "Match and price the BOM" }).click();
  await expect(page.getByRole("heading", { name: "Matched and priced" })).toBeVisible();

  // The caller's total first (USD), then TRY at the stored rate, which is named with its date.
  const usdTotal = (await page.getByText(/^BOM total \(before VAT\): /).textContent())!.replace(/^BOM total \(before VAT\): /, "");
  await expect(page.locator("[data-bom-total=TRY] dt")).toHaveText("BOM total in TRY:");
  await expect(page.locator("[data-exchange-rate]").first()).toContainText("TRY");
  await expect(page.getByRole("heading", { name: "Download the priced BOM" })).toBeVisible();
  await expectAccessible(page);

  const excel = await downloadByButton(page, "Download Excel");
  expect(excel.name).toMatch(/^bom-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await firstSheet(excel.body);
  const header = sheet.getRow(1).values as unknown[];
  const cell = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name)).value;
  const money = (currency: string) => new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "narrowSymbol" });
  const usd = money("USD");
  const rows = page.locator("tbody tr");
  const count = await rows.count();
  expect(count).toBe(10);
  for (let at = 0; at < count; at += 1) {
    const row = at + 2;
    // The file's rows are the page's lines, in order: the same row of the BOM, part, quantity and line total.
    await expect(rows.nth(at).locator("td").first()).toHaveText(String(cell(row, "Row")));
    const mpn = cell(row, "Manufacturer part no");
    if (mpn) await expect(rows.nth(at)).toContainText(String(mpn));
    const total = cell(row, "Line total");
    if (typeof total === "number") await expect(rows.nth(at)).toContainText(usd.format(total));
  }
  expect(cell(2, "Status")).toBe("Matched");
  expect(cell(6, "Status")).toBe("Not found");
  const totals = new Map<unknown, unknown>();
  sheet.eachRow((row, number) => {
    if (number > count + 1 && row.getCell(header.indexOf("Currency")).value)
      totals.set(row.getCell(header.indexOf("Currency")).value, row.getCell(header.indexOf("Line total")).value);
  });
  expect(usd.format(totals.get("USD") as number)).toBe(usdTotal);
  await expect(page.locator("[data-bom-total=TRY] dd")).toHaveText(money("TRY").format(totals.get("TRY") as number));

  const pdf = await downloadByButton(page, "Download PDF");
  expect(pdf.name).toMatch(/^bom-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.body.subarray(0, 5).toString()).toBe("%PDF-");
  const text = await pdfText(pdf.body);
  for (const mpn of ["2N7002", "NE555P", "ZZTOP-9999-XQ"]) expect(text).toContain(mpn);
  expect(text).toContain("BOM total (TRY, before VAT)");
});

test("a BOM the cart takes nothing of comes back with the reason and nothing lost, then goes in once a suggestion is ticked", async ({
  page,
}) => {
  const suggestionOnly = ["MPN,Qty", "RC1608F1002SC,2"].join("\n");
  await page.goto(pathFor("bomTool", "en"));
  await page.getByLabel("BOM text").fill(suggestionOnly);
  await page.getByRole("button", { name: "Match and price the BOM" }).click();
  await expect(line(page, 1)).toContainText("Did you mean RC1608F1002CS?");

  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No line went into the cart" })).toBeVisible();
  await expect(page.getByLabel("BOM text")).toHaveValue(suggestionOnly);
  await expect(line(page, 1)).toContainText("Did you mean RC1608F1002CS?");

  await line(page, 1).getByRole("checkbox", { name: "Add this suggestion to the cart" }).check();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(new RegExp(`${pathFor("shoppingCart", "en")}$`));
  await expect(page.getByText("1 BOM line is in your cart")).toBeVisible();
});

test("a board count that is not a whole number of 1 or more is explained next to its field, the BOM kept", async ({ page }) => {
  await page.goto(pathFor("bomTool", "en"));
  await page.getByLabel("BOM text").fill(KICAD_BOM);
  await page.getByLabel("Boards").fill("0");
  await page.getByRole("button", { name: "Match and price the BOM" }).click();
  await expect(page.getByLabel("Boards")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("BOM text")).toHaveValue(KICAD_BOM);
  await expect(page.getByRole("heading", { name: "Matched and priced" })).toHaveCount(0);
  await page.getByLabel("Boards").fill("25");
  await page.getByRole("button", { name: "Match and price the BOM" }).click();
  await expect(page.getByRole("heading", { name: "Matched and priced" })).toBeVisible();
  await expect(page.getByLabel("Boards")).not.toHaveAttribute("aria-invalid", "true");
});
