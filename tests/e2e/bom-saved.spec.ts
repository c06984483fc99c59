import type { Page } from "@playwright/test";
import { pathFor } from "../../contract/paths";
import { IDEMPOTENCY_FIELD } from "../../app/lib/forms/fields";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";

// Issue 36: a saved BOM is opened and re-priced later (docs/decisions/059-bom-matching.md, "Saved BOMs"). A fresh
// consumer saves a priced BOM, finds it in the list, opens it priced again, saves changes and deletes it.

const BOM = [
  `"Reference","Qty","Value","Footprint","MPN"`,
  `"Q1,Q2","2","2N7002","SOT-23","2N7002"`,
  `"U1","1","NE555","DIP-8","NE555P"`,
].join("\n");

const line = (page: Page, row: number) =>
  page
    .getByRole("table", { name: "The BOM's lines, matched and priced" })
    .locator("tbody tr")
    .nth(row - 1);
const saveForm = (page: Page) => page.getByRole("region", { name: /^Save this BOM/ });

test("a signed-in consumer saves a priced BOM, opens it from the list priced again, saves changes and deletes it", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsFreshConsumer(context, baseURL!, "bom-saved", testInfo.project.name);
  await page.goto(pathFor("bomTool", "en"));
  await page.getByLabel("BOM text").fill(BOM);
  await page.getByLabel("Boards").fill("10");
  await page.getByLabel("Spares (%)").fill("5");
  await page.getByRole("button", { name: "Match and price the BOM" }).click();
  await expect(line(page, 1)).toContainText("needed 21");

  // The name starts as "BOM <date>"; a name is required.
  const name = saveForm(page).getByLabel("Name");
  await expect(name).toHaveValue(/^BOM \w+ \d{1,2}, \d{4}$/);
  await name.fill("");
  await saveForm(page).getByRole("button", { name: "Save BOM" }).click();
  await expect(saveForm(page).getByLabel("Name")).toHaveAccessibleDescription(/This field is required/);
  await saveForm(page).getByLabel("Name").fill("Motor driver");
  await saveForm(page).getByRole("button", { name: "Save BOM" }).click();

  // Saved, it opens at its own address, priced today, with "Save changes".
  await expect(page).toHaveURL(/\/en\/bom-tool\?saved=\d+$/);
  await expect(page.getByText("“Motor driver” is saved").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /saved on .*; prices and stock as of today\./ })).toBeVisible();
  await expect(line(page, 1)).toContainText("needed 21");
  await expect(page.getByLabel("Boards")).toHaveValue("10");
  // The form holds the saved lines, written back as the page reads them.
  await expect(page.getByLabel("BOM text")).toHaveValue(/^Reference\tQuantity\tValue\tFootprint\tMPN/);
  await expect(saveForm(page).getByLabel("Name")).toHaveValue("Motor driver");
  const openedAt = page.url();

  // Saved as new under its own name: refused next to the field, the result and the name kept.
  await saveForm(page).getByRole("button", { name: "Save as new" }).click();
  await expect(saveForm(page).getByLabel("Name")).toHaveAccessibleDescription(/You already have a saved BOM of this name\./);
  await expect(saveForm(page).getByLabel("Name")).toHaveValue("Motor driver");
  await expect(line(page, 1)).toContainText("needed 21");

  // Matched again for 20 boards, the changes are saved to the same BOM.
  await page.getByLabel("Boards").fill("20");
  await page.getByRole("button", { name: "Match and price the BOM" }).click();
  await expect(line(page, 1)).toContainText("needed 42");
  await saveForm(page).getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The changes to “Motor driver” are saved").first()).toBeVisible();
  await expect(page).toHaveURL(openedAt);
  await expect(line(page, 1)).toContainText("needed 42");

  // The list, linked from the BOM page and the account menu.
  await page.getByRole("link", { name: "Your saved BOMs" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved BOMs" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Saved BOMs" }).first()).toBeVisible();
  const row = page.getByRole("row", { name: /Motor driver/ });
  await expect(row.getByRole("cell")).toHaveText(["Motor driver", "2", "20", "5%", /\d{4}$/, "OpenDelete"]);
  await expect(page.getByText("1–1 of 1 saved BOMs")).toBeVisible();
  await expectAccessible(page);

  await row.getByRole("link", { name: "Open “Motor driver”" }).click();
  await expect(page).toHaveURL(openedAt);
  await expect(line(page, 2)).toContainText("needed 21");
  await expectAccessible(page);

  // Deleted after its confirmation.
  await page.goto(pathFor("savedBoms", "en"));
  await page.getByRole("link", { name: "Delete “Motor driver”" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete “Motor driver”?" });
  await expect(confirm).toContainText("Its 2 lines will be gone from your saved BOMs.");
  await confirm.getByRole("button", { name: "Delete the BOM" }).click();
  await expect(page.getByText("The saved BOM is deleted").first()).toBeVisible();
  await expect(page.getByText("You have no saved BOM yet.")).toBeVisible();
  await page.goto(openedAt);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("a name the server refused is saved once corrected, sent before the page's data has reloaded", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.skip(!jsEnabled(), "without JavaScript every refusal is a new page, with new form keys");
  // The form's validation never loads, so the server refuses the empty name; the refusal's page matches the BOM again.
  // The page's data, reloaded after the refusal, is held (a slow network), so the corrected name goes under the same
  // form key: the refusal's read must not have taken it (docs/decisions/016-idempotent-writes.md).
  await page.route(/\/bom-save-forms-[^/]*\.js$/, (route) => route.abort());
  await signInAsFreshConsumer(context, baseURL!, "bom-saved-refused", testInfo.project.name);
  await page.goto(pathFor("bomTool", "en"));
  await page.getByLabel("BOM text").fill(BOM);
  await page.getByRole("button", { name: "Match and price the BOM" }).click();
  await expect(line(page, 1)).toContainText("needed 2");

  let reloadData = () => {};
  const reloadAllowed = new Promise<void>((resolve) => (reloadData = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    if (route.request().method() === "GET") await reloadAllowed;
    return route.continue();
  });
  // The key each save posted, read from its multipart body.
  const postedKey = async () => {
    const post = await page.waitForRequest((request) => request.method() === "POST" && /name="intent"/.test(request.postData() ?? ""));
    return new RegExp(`name="${IDEMPOTENCY_FIELD}"\\r\\n\\r\\n([^\\r]+)`).exec(post.postData() ?? "")?.[1];
  };
  await saveForm(page).getByLabel("Name").fill("");
  const refusedKey = postedKey();
  await saveForm(page).getByRole("button", { name: "Save BOM" }).click();
  await expect(saveForm(page).getByLabel("Name")).toHaveAccessibleDescription(/This field is required/);
  await saveForm(page).getByLabel("Name").fill("Refused first");
  const correctedKey = postedKey();
  await saveForm(page).getByRole("button", { name: "Save BOM" }).click();
  expect(await refusedKey).toMatch(/^[\w-]{8,}\./);
  expect(await correctedKey).toBe(await refusedKey);
  reloadData();
  await expect(page).toHaveURL(/\/en\/bom-tool\?saved=\d+$/);
  await expect(page.getByText("“Refused first” is saved").first()).toBeVisible();
});

test("a guest is offered to sign in to save a priced BOM, and a saved BOM's address asks for a sign-in", async ({ page }) => {
  await page.goto(pathFor("bomTool", "en"));
  await page.getByLabel("BOM text").fill(BOM);
  await page.getByRole("button", { name: "Match and price the BOM" }).click();
  await expect(line(page, 1)).toContainText("needed 2");
  const signIn = saveForm(page).getByRole("link", { name: "Sign in to save this BOM" });
  await expect(signIn).toHaveAttribute("href", `${pathFor("login", "en")}?redirectTo=${encodeURIComponent(pathFor("bomTool", "en"))}`);

  await page.goto(pathFor("bomTool", "en", {}, { saved: 1 }));
  await expect(page).toHaveURL(new RegExp(`${pathFor("login", "en")}\\?redirectTo=`));
});
