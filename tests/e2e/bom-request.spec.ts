import { pathFor } from "../../contract/paths";
import { readOutboxText, uniqueEmail } from "./support/account-flows";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";
import { signInAsStaff } from "./support/staff";

// A BOM's lines the shop cannot sell, sent as a price and stock request (issue 36, docs/decisions/059-bom-matching.md
// "Requests from a BOM"), by a guest, with and without JavaScript; a sales staff member then finds it in the inbox
// with its lines.

const BOM = [`"Reference","Qty","Value","Footprint","MPN"`, `"U1","1","NE555","DIP-8","NE555P"`, `"U9","2","","","ZZTOP-9999-XQ"`].join(
  "\n",
);

test("a guest sends a BOM's unknown line as a price and stock request, and sales finds it in the inbox", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("bom-request", test.info().project.name);
  await page.goto(pathFor("bomTool", "en"));
  await page.getByLabel("BOM text").fill(BOM);
  await page.getByLabel("Boards").fill("10");
  await page.getByRole("button", { name: "Match and price the BOM" }).click();

  // Only the line the shop cannot sell is asked about: 2 × 10 boards.
  const ask = page.getByRole("region", { name: "Ask for price and stock" });
  await expect(ask).toContainText("1 line cannot be bought online");
  await expect(ask.getByTestId("bom-request-lines")).toContainText("Row 2: ZZTOP-9999-XQ (U9)");
  await expect(ask.getByTestId("bom-request-lines")).not.toContainText("NE555P");
  // A business's project form is not a guest's.
  await expect(page.getByRole("region", { name: "Ask for project prices" })).toHaveCount(0);
  await expectAccessible(page);

  // Without the contact, each missing field says so next to it, and what was typed stays.
  await ask.getByLabel(/^Note/).fill("Samples first, please.");
  await ask.getByRole("button", { name: "Send price and stock request" }).click();
  await expect(ask.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(ask.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("aria-invalid", "true");
  await expect(ask.getByLabel(/^Note/)).toHaveValue("Samples first, please.");
  await expect(page.getByLabel("BOM text")).toHaveValue(BOM);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await ask.screenshot({ path: test.info().outputPath(`bom-request-${width}.png`) });
  }

  await ask.getByLabel("First name").fill("Selin");
  await ask.getByLabel("Last name").fill("Aydın");
  await ask.getByRole("textbox", { name: "E-mail" }).fill(email);
  await ask.getByLabel("Country code").fill("+90");
  await ask.getByLabel("Phone", { exact: true }).fill("532 000 00 36");
  await ask.getByLabel(/I have read and accept the membership terms/).check();
  await ask.getByRole("button", { name: "Send price and stock request" }).click();

  const sent = page.getByText(/^BOM request BOM-\d{6} is sent$/).first();
  await expect(sent).toBeVisible();
  const number = /BOM-\d{6}/.exec((await sent.textContent())!)![0];
  expect(await readOutboxText(page, email)).toContain(number);

  // Sales finds it by its number, of kind BOM, with the line and its quantity.
  await signInAsStaff(context, baseURL!, "sales");
  await page.goto(pathFor("backOfficeRequests", "en"));
  await page.getByLabel("Number, name, e-mail or company").fill(number);
  await page.getByLabel("Kind").selectOption("bom");
  await page.getByRole("button", { name: "Show" }).click();
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Price and stock · BOM lines: 1 · boards: 10");
  await row.getByRole("link", { name: number }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Request ${number}` })).toBeVisible();
  const facts = page.getByTestId("bom-request-facts");
  await expect(facts).toContainText("Price and stock");
  await expect(facts).toContainText("Samples first, please.");
  const line = page.getByRole("table", { name: "The lines asked about" }).getByRole("row").filter({ hasText: "ZZTOP-9999-XQ" });
  await expect(line).toContainText("U9");
  await expect(line).toContainText("20");
  await expectAccessible(page);
});

test("a signed-in customer's request is followed from the toast to its dashboard page with the lines", async ({ page, baseURL }) => {
  await signInAsFreshConsumer(page.context(), baseURL!, "bom-owner", test.info().project.name);
  await page.goto(pathFor("bomTool", "tr"));
  await page.getByLabel("BOM metni").fill(BOM);
  await page.getByRole("button", { name: "BOM'u eşleştir ve fiyatla" }).click();
  const ask = page.getByRole("region", { name: "Fiyat ve stok isteyin" });
  // The account's contact is used: a signed-in customer types none.
  await expect(ask.getByLabel("Ad", { exact: true })).toHaveCount(0);
  await ask.getByRole("button", { name: "Fiyat ve stok talebini gönder" }).click();

  await page
    .getByText(/^BOM-\d{6} talebini görün$/)
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /^BOM talebi BOM-\d{6}$/ })).toBeVisible();
  await expect(page.getByTestId("bom-request-facts")).toContainText("Fiyat ve stok");
  await expect(page.getByRole("table", { name: "Sorulan satırlar" })).toContainText("ZZTOP-9999-XQ");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Tüm BOM talepleri" }).click();
  await expect(page.getByRole("table", { name: "BOM talepleri" })).toContainText("Fiyat ve stok");
});
