import type { Browser, Page } from "@playwright/test";
import type { Cart } from "../../contract/api/carts/schemas";
import { pathFor } from "../../contract/paths";
import { readOutboxText, uniqueEmail } from "./support/account-flows";
import { download, firstSheet } from "./support/downloads";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { apiAs } from "./support/fresh-account";
import { apiLogin, DEMO_ACCOUNTS, signIn } from "./support/session";
import { fillActiveCart } from "./support/orders";

// The company administrator's users and roles (issue 18): an invited sub-user activates from the mail, a role
// without order management keeps them from the checkout (menu and API alike), and the administrator's role change
// counts from their next request; the administrator then works on the sub-user's cart. Everything the people do goes
// through the pages, with JavaScript off and on.

const PASSWORD = "Davetli2026!";

/** A second person at another browser: the project's JavaScript setting and its own client address. */
async function otherPerson(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: jsEnabled(),
    extraHTTPHeaders: { "X-Forwarded-For": `10.200.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}` },
  });
  return context.newPage();
}

async function inviteUser(page: Page, email: string, role: string) {
  await page.goto(pathFor("adminUsers", "tr"));
  await page.getByRole("link", { name: "Kullanıcı davet et" }).click();
  await page.getByLabel("Ad", { exact: true }).fill("Elif");
  await page.getByLabel("Soyad", { exact: true }).fill("Şahin");
  await page.getByLabel("E-posta", { exact: true }).fill(email);
  await page.getByLabel("Rol", { exact: true }).selectOption({ label: role });
  await page.getByRole("button", { name: "Daveti gönder" }).click();
  await expect(page.getByText(`Davet ${email} adresine gönderildi`)).toBeVisible();
}

test("an invited sub-user without order management is kept from the checkout until the administrator changes the role", async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(context, baseURL!, { ...DEMO_ACCOUNTS.businessAdmin, userType: "b2b" });
  const email = uniqueEmail("invited", testInfo.project.name);
  await inviteUser(page, email, "Mühendis");
  await page.getByLabel("Ad veya e-posta ile ara").fill(email);
  await page.getByRole("search", { name: "Kullanıcılarda ara" }).getByRole("button", { name: "Ara" }).click();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Mühendis");
  await expect(row).toContainText("Davet edildi");
  await expectAccessible(page);

  // The sub-user, at their own browser, follows the mail's link and sets a password.
  const sub = await otherPerson(browser, baseURL!);
  const link = /https?:\/\/\S+davet-kabul\S+/.exec(await readOutboxText(sub, email))?.[0];
  expect(link, "the invitation mail's link").toBeTruthy();
  const target = new URL(link!);
  await sub.goto(`${target.pathname}${target.search}`);
  await expect(sub.getByRole("heading", { level: 1, name: "Hesabınızı etkinleştirin" })).toBeVisible();
  await sub.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
  await sub.getByLabel(/Üyelik sözleşmesini okudum/).check();
  await sub.getByLabel(/aydınlatma metnini okudum/).check();
  await sub.getByRole("button", { name: "Hesabımı etkinleştir" }).click();
  await expect(sub.getByText("Hesabınız aktif.")).toBeVisible();

  // Signs in at the login form; the menu has no administration, the cart no checkout, and the API refuses it.
  await sub.getByLabel("E-posta").fill(email);
  await sub.getByLabel("Şifre").fill(PASSWORD);
  await sub.getByRole("button", { name: "Giriş yap" }).click();
  await expect(sub).not.toHaveURL(/giris/);
  const token = await apiLogin({ email, password: PASSWORD, userType: "b2b" });
  await fillActiveCart(token);
  await sub.goto(pathFor("dashboard", "tr"));
  await expect(sub.getByRole("link", { name: "Kullanıcılar" })).toHaveCount(0);
  // Their own orders only, not the company's (the API refuses those: tests/api/user-management.test.ts).
  await sub.goto(pathFor("orders", "tr"));
  await expect(sub.getByText("Henüz sipariş vermediniz.")).toBeVisible();
  await sub.goto(pathFor("shoppingCart", "tr"));
  await expect(sub.getByText("Rolünüz sipariş vermeye izin vermiyor.")).toBeVisible();
  await expect(sub.getByRole("link", { name: "Siparişi tamamla" })).toHaveCount(0);
  expect((await sub.goto(pathFor("checkoutAddress", "tr")))?.status()).toBe(403);
  expect((await sub.goto(pathFor("adminUsers", "tr")))?.status()).toBe(403);

  // The administrator gives the purchaser's role; the sub-user's next page may check out.
  await page.goto(pathFor("adminUsers", "tr", {}, { q: email }));
  await page
    .getByRole("row")
    .filter({ hasText: email })
    .getByRole("link", { name: /^Düzenle/ })
    .click();
  await page.getByLabel("Rol", { exact: true }).selectOption({ label: "Satın alma" });
  await page.getByRole("button", { name: "Rolü değiştir" }).click();
  await expect(page.getByText("Rol değiştirildi")).toBeVisible();
  await sub.goto(pathFor("shoppingCart", "tr"));
  await expect(sub.getByText("Rolünüz sipariş vermeye izin vermiyor.")).toHaveCount(0);
  await sub.goto(pathFor("orders", "tr"));
  await expect(sub.getByText("Henüz sipariş vermediniz.")).toHaveCount(0);
  expect((await sub.goto(pathFor("checkoutAddress", "tr")))?.status()).toBe(200);
  await sub.context().close();

  // The administrator opens the sub-user's active cart, changes a quantity and downloads the cart as Excel.
  const [line] = (await apiAs<Cart>(token, "GET", "carts/users/me/active")).slots.normal;
  const changed = line.quantity.value + line.quantity.multiplier;
  await page.goto(pathFor("adminUserCarts", "tr", {}, { q: email }));
  await page.getByRole("row").filter({ hasText: email }).getByRole("link", { name: "Elif Şahin" }).click();
  await page.getByLabel(`${line.mpn} adedi`, { exact: true }).fill(String(changed));
  await page.getByRole("button", { name: `${line.mpn} adedini güncelle` }).click();
  await expect(page.getByLabel(`${line.mpn} adedi`, { exact: true })).toHaveValue(String(changed));
  const sheet = await firstSheet((await download(page, "Excel olarak indir")).body);
  expect(sheet.getRow(2).getCell(1).value).toBe(line.mpn);
  expect(sheet.getRow(2).getCell(5).value).toBe(changed);
  expect((await apiAs<Cart>(token, "GET", "carts/users/me/active")).slots.normal[0].quantity.value).toBe(changed);
});

test("the last administrator cannot demote themselves, and is not offered to delete their own account", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL!, { ...DEMO_ACCOUNTS.businessAdmin, userType: "b2b" });
  await page.goto(pathFor("adminUsers", "tr", {}, { q: DEMO_ACCOUNTS.businessAdmin.email }));
  const own = page.getByRole("row").filter({ hasText: DEMO_ACCOUNTS.businessAdmin.email });
  await expect(own).toContainText("(siz)");
  await expect(own.getByRole("link", { name: /^Sil/ })).toHaveCount(0);
  await own.getByRole("link", { name: /^Düzenle/ }).click();
  await page.getByLabel("Rol", { exact: true }).selectOption({ label: "Satın alma" });
  await page.getByRole("button", { name: "Rolü değiştir" }).click();
  await expect(page.getByText("Firmada kullanıcıları yönetebilen en az bir aktif kullanıcı kalmalıdır.", { exact: false })).toBeVisible();
  await page.goto(pathFor("adminUsers", "tr", {}, { q: DEMO_ACCOUNTS.businessAdmin.email }));
  await expect(page.getByRole("row").filter({ hasText: DEMO_ACCOUNTS.businessAdmin.email })).toContainText("Yönetici");
});

test("roles are made from the permission list, described in the page's language, and deleted after a confirmation", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await signIn(context, baseURL!, { ...DEMO_ACCOUNTS.businessAdmin, userType: "b2b" });
  const name = `Depo ${testInfo.project.name} ${Date.now() % 100000}`;
  await page.goto(pathFor("adminRoles", "en"));
  await page.getByRole("link", { name: "Create a role" }).click();
  await expect(page.getByText("Sees users' active and saved carts, changes quantities, exports them.")).toBeVisible();
  await page.getByLabel("Role name").fill("x");
  await page.getByLabel(/^View the company's orders/).check();
  await page.getByRole("button", { name: "Save the role" }).click();
  await expect(page.getByLabel(/^View the company's orders/)).toBeChecked();
  await page.getByLabel("Role name").fill(name);
  await page.getByRole("button", { name: "Save the role" }).click();
  await expect(page.getByText("Role created")).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toContainText("View the company's orders");
  await expectAccessible(page);
  await card.getByRole("link", { name: /^Delete/ }).click();
  await page.getByRole("button", { name: "Delete the role" }).click();
  await expect(page.getByText("Role deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
});
