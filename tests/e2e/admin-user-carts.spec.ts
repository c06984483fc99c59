import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { Cart } from "../../contract/api/carts/schemas";
import type { VariantSearchResult } from "../../contract/api/catalog/schemas";
import { pathFor } from "../../contract/paths";
import { formatQuantity } from "../../app/lib/format";
import { catalogApi } from "./support/catalog-api";
import { download, firstSheet } from "./support/downloads";
import { expect, expectAccessible, test } from "./support/fixtures";
import { apiAs } from "./support/fresh-account";
import { freshColleague, freshCompany } from "./support/fresh-company";
import { placeOrderByApi } from "./support/orders";
import { DEMO_ACCOUNTS, signIn } from "./support/session";

// The company administrator's view of the users' carts and the company's orders (issue 18, items 4 and 5): the
// administrator of a company of the test's own works on its sub-user Mehmet Demir's active cart, which the test fills
// through the API; the refusals look at the demo company. Every test runs with JavaScript off and on.

const demoAdmin = { ...DEMO_ACCOUNTS.businessAdmin, userType: "b2b" as const };
const demoBuyer = { ...DEMO_ACCOUNTS.businessBuyer, userType: "b2b" as const };
const DAY = String.raw`\d{4}-\d{2}-\d{2}`;

/** A company of the test's own and its purchaser Mehmet Demir (the demo sub-user's name and role). */
async function companyWithBuyer(project: string) {
  const company = await freshCompany("user-carts", project);
  const buyer = await freshColleague(company, { firstName: "Mehmet", lastName: "Demir", roleId: company.roleIds["Satın alma"] }, project);
  return { admin: company.admin, buyer };
}

/** A priced SMD chip resistor in stock sold in steps above 1 (cut tape of cheap parts), with stock for a few steps more. */
async function steppedPart(page: Page) {
  const list = await catalogApi<VariantSearchResult>(page.request, "products/variants/search", {
    category: "chip-resistors-smd",
    inStock: "true",
    pageSize: 50,
  });
  const part = list.items.find(
    (item: VariantSearchResult["items"][number]) =>
      item.isShowPrice &&
      item.status !== "obsolete" &&
      item.orderQuantityMultiplier > 1 &&
      item.minimumOrderQuantity % item.orderQuantityMultiplier === 0 &&
      (item.stock ?? 0) >= item.minimumOrderQuantity + 4 * item.orderQuantityMultiplier,
  );
  if (!part) throw new Error("no priced SMD chip resistor in stock sold in steps on the first rows");
  return part;
}

test("the administrator changes a quantity in a sub-user's active cart, sees it in the cart's history and downloads it as Excel", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const part = await steppedPart(page);
  const { admin, buyer } = await companyWithBuyer(testInfo.project.name);
  const { cart } = await apiAs<{ cart: Cart }>(buyer.token, "POST", "carts/users/me/active/lines", {
    items: [{ variantId: part.variantId, quantity: part.minimumOrderQuantity }],
  });
  const [line] = cart.slots.normal;
  await signIn(context, baseURL!, admin);

  // The menu leads to the users' carts; a search finds the sub-user.
  await page.goto(pathFor("dashboard", "tr"));
  await page.getByRole("navigation", { name: "Hesap sayfaları" }).getByRole("link", { name: "Kullanıcı sepetleri" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kullanıcı sepetleri" })).toBeVisible();
  const userSearch = page.getByRole("search", { name: "Kullanıcılarda ara" });
  await userSearch.getByLabel("Ad veya e-posta").fill("mehmet");
  await userSearch.getByRole("button", { name: "Ara" }).click();
  await expect(page).toHaveURL(pathFor("adminUserCarts", "tr", {}, { q: "mehmet" }));
  const row = page.getByRole("row").filter({ hasText: buyer.email });
  await expect(row).toContainText("1");
  await expectAccessible(page);
  await row.getByRole("link", { name: "Mehmet Demir" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Mehmet Demir kullanıcısının sepetleri" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Aktif sepet" })).toHaveAttribute("aria-current", "page");
  const quantity = page.getByLabel(`${line.mpn} adedi`, { exact: true });
  await expect(quantity).toHaveValue(String(part.minimumOrderQuantity));
  await expectAccessible(page);

  // Refused by the part's rule (the API's): the reason under the field, what was typed kept.
  const step = part.orderQuantityMultiplier;
  const refused = part.minimumOrderQuantity + step + 1;
  await quantity.fill(String(refused));
  await page.getByRole("button", { name: `${line.mpn} adedini güncelle` }).click();
  await expect(page.getByText(`Bu parça ${step} adetlik katlarla sipariş edilir`)).toBeVisible();
  await expect(page.getByLabel(`${line.mpn} adedi`, { exact: true })).toHaveValue(String(refused));
  await page.getByLabel(`${line.mpn} adedi`, { exact: true }).fill("0");
  await page.getByRole("button", { name: `${line.mpn} adedini güncelle` }).click();
  await expect(page.getByText("Adet 1 ya da daha büyük bir tam sayı olmalı")).toBeVisible();

  const changed = part.minimumOrderQuantity + step;
  await page.getByLabel(`${line.mpn} adedi`, { exact: true }).fill(String(changed));
  await page.getByRole("button", { name: `${line.mpn} adedini güncelle` }).click();
  await expect(page.getByText(`${line.mpn} adedi artık ${formatQuantity(changed, "tr")}`).first()).toBeVisible();
  await expect(page.getByLabel(`${line.mpn} adedi`, { exact: true })).toHaveValue(String(changed));
  // Who, when and what, newest first.
  // The buyer never named the cart: the store's name for it reads in the page's language, whichever the API answered in.
  const history = page.getByRole("table", { name: "“Sepetim” sepetindeki değişiklikler, en yenisi önce" });
  const newest = history.getByRole("row").nth(1);
  await expect(newest).toContainText("Ayşe Yılmaz");
  await expect(newest).toContainText(
    `${line.mpn} (${line.sku}) adedi ${formatQuantity(part.minimumOrderQuantity, "tr")} yerine ${formatQuantity(changed, "tr")} yapıldı`,
  );
  // The sub-user's own cart holds the new quantity.
  expect((await apiAs<Cart>(buyer.token, "GET", "carts/users/me/active")).slots.normal[0].quantity.value).toBe(changed);

  // The cart as the administrator downloads it: the part and the new quantity.
  const excel = await download(page, "Excel olarak indir");
  expect(excel.name).toMatch(new RegExp(`^sepet-${cart.id}-${DAY}\\.xlsx$`));
  const sheet = await firstSheet(excel.body);
  expect(sheet.getRow(2).getCell(1).value).toBe(line.mpn);
  expect(sheet.getRow(2).getCell(5).value).toBe(changed);

  // A search within the cart's lines, then saving the cart: both recorded or shown on the page.
  const lineSearch = page.getByRole("search", { name: "Sepetin satırlarında ara" });
  await lineSearch.getByLabel("Sepetin satırlarında ara").fill(line.sku.toLowerCase());
  await lineSearch.getByRole("button", { name: "Ara" }).click();
  await expect(page.getByText(`“${line.sku.toLowerCase()}” ile 1 satır eşleşiyor.`)).toBeVisible();
  await lineSearch.getByLabel("Sepetin satırlarında ara").fill("bu-parca-yok");
  await lineSearch.getByRole("button", { name: "Ara" }).click();
  await expect(page.getByText("“bu-parca-yok” ile eşleşen satır yok.")).toBeVisible();
  await page.getByRole("link", { name: "Tüm satırları göster" }).click();

  await page.getByRole("button", { name: "Sepeti kaydet" }).click();
  await expect(page.getByText("“Sepetim” kullanıcının kayıtlı sepetleri arasında").first()).toBeVisible();
  await expect(history.getByRole("row").nth(1)).toContainText("Sepet kaydedildi");
  await page.getByRole("button", { name: "Kayıtlı sepetlerden çıkar" }).click();
  await expect(history.getByRole("row").nth(1)).toContainText("Sepet kayıtlı sepetlerden çıkarıldı");

  // On a phone the tables become cards: no page wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [page.url(), pathFor("adminUserCarts", "tr")]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});

test("another company's user, and an address that is not a user, answer the 404 page", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, demoAdmin);
  for (const id of [randomUUID(), "not-a-user"]) {
    const response = await page.goto(pathFor("adminUserCart", "en", { id }));
    expect(response?.status(), id).toBe(404);
  }
  const file = await page.request.get("/api/user-cart-export?cart=2147483646&format=xlsx&lng=en");
  expect(file.status()).toBe(404);
});

test("a sub-user without manage-user-carts has no users' carts in the menu, and the page answers 403", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL!, demoBuyer);
  await page.goto(pathFor("dashboard", "en"));
  await expect(page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Users' carts" })).toHaveCount(0);
  const response = await page.goto(pathFor("adminUserCarts", "en"));
  expect(response?.status()).toBe(403);
});

test("a company's order history lists every user's orders and filters them by who placed them", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { admin, buyer } = await companyWithBuyer(testInfo.project.name);
  const record = await signIn(context, baseURL!, admin);
  const adminOrder = await placeOrderByApi(record, { paymentType: "eft" });
  const buyerOrder = await placeOrderByApi(buyer.token, { paymentType: "eft" });
  const orderRow = (orderNumber: string) => page.getByRole("row").filter({ hasText: orderNumber });

  await page.goto(pathFor("orders", "tr"));
  await expect(page.getByText("Firmanızın siparişleri, en yenisi en üstte.")).toBeVisible();
  await page.getByLabel("Siparişi veren").selectOption({ label: `Mehmet Demir (${buyer.email})` });
  await page.getByRole("button", { name: "Filtrele" }).click();
  await expect(page).toHaveURL(/userId=[0-9a-f-]{36}/);
  await expect(orderRow(buyerOrder)).toContainText(buyer.email);
  await expect(orderRow(adminOrder)).toHaveCount(0);
  await expect(page.getByLabel("Siparişi veren")).toHaveValue(/[0-9a-f-]{36}/);
  // The list's file is the filtered company list too.
  await expect(page.getByRole("link", { name: "Listeyi indir (Excel)" })).toHaveAttribute("href", /userId=[0-9a-f-]{36}/);
  await expectAccessible(page);

  await page.getByLabel("Siparişi veren").selectOption({ label: "Tüm kullanıcılar" });
  await page.getByRole("button", { name: "Filtrele" }).click();
  await page.goto(pathFor("orders", "tr", {}, { q: adminOrder }));
  await expect(orderRow(adminOrder)).toContainText(admin.email);
});
