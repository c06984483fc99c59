import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { Cart } from "../../contract/api/carts/schemas";
import { pathFor } from "../../contract/paths";
import { readOutboxText, uniqueEmail } from "./support/account-flows";
import { download, firstSheet } from "./support/downloads";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { apiAs } from "./support/fresh-account";
import { freshColleague, freshCompany } from "./support/fresh-company";
import { apiLogin, DEMO_ACCOUNTS, signIn } from "./support/session";
import { fillActiveCart } from "./support/orders";

// The company administrator's users and roles (issue 18): an invited sub-user activates from the mail, a role
// without order management keeps them from the checkout (menu and API alike), and the administrator's role change
// counts from their next request; the administrator then works on the sub-user's cart. A user is offered only the
// roles they hold all of and no action on a stronger user or on their own role (issue 29). Everything the people do
// goes through the pages, with JavaScript off and on. A test that adds users or roles does it in a company of its
// own, made with the demo company's roles (support/fresh-company.ts); the demo administrator only looks.

const PASSWORD = "Davetli2026!";
const USER_MANAGEMENT = "identity/users/me/user-management";

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
  const { admin } = await freshCompany("inviting", testInfo.project.name);
  await signIn(context, baseURL!, admin);
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
  // The change's row in the cart's history: the typed value alone is in the field before the update is saved.
  await expect(
    page
      .getByRole("cell")
      .filter({ hasText: `${line.mpn} (` })
      .filter({ hasText: "yapıldı" }),
  ).toBeVisible();
  await expect(page.getByLabel(`${line.mpn} adedi`, { exact: true })).toHaveValue(String(changed));
  const sheet = await firstSheet((await download(page, "Excel olarak indir")).body);
  expect(sheet.getRow(2).getCell(1).value).toBe(line.mpn);
  expect(sheet.getRow(2).getCell(5).value).toBe(changed);
  expect((await apiAs<Cart>(token, "GET", "carts/users/me/active")).slots.normal[0].quantity.value).toBe(changed);
});

test("nobody is offered to change their own role or delete their own account", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!, { ...DEMO_ACCOUNTS.businessAdmin, userType: "b2b" });
  await page.goto(pathFor("adminUsers", "tr", {}, { q: DEMO_ACCOUNTS.businessAdmin.email }));
  const own = page.getByRole("row").filter({ hasText: DEMO_ACCOUNTS.businessAdmin.email });
  await expect(own).toContainText("(siz)");
  await expect(own.getByRole("link", { name: /^Sil/ })).toHaveCount(0);
  await own.getByRole("link", { name: /^Düzenle/ }).click();
  await expect(page.getByText("Kendi rolünüzü değiştiremezsiniz", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rolü değiştir" })).toHaveCount(0);
});

/**
 * A colleague of a new company's administrator whose role holds only `permissions`, signed in at `context`: set up
 * through the API (the administrator makes the role and invites them; they accept the mail's link).
 */
async function signInWithRoleHolding(context: BrowserContext, baseURL: string, permissions: string[], project: string) {
  const company = await freshCompany("role-admin", project);
  const roleName = `Rol ${permissions.length} ${project} ${Date.now() % 100000}`;
  const role = await apiAs<{ id: string }>(company.admin.token, "POST", `${USER_MANAGEMENT}/roles`, { name: roleName, permissions });
  const colleague = await freshColleague(company, { firstName: "Elif", lastName: "Şahin", roleId: role.id }, project);
  await signIn(context, baseURL, colleague);
  return { admin: company.admin, roleName };
}

test("a user who may only manage users is offered only the roles they hold, and nothing to do to the administrator", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const { admin, roleName } = await signInWithRoleHolding(context, baseURL!, ["manage-users"], testInfo.project.name);

  // The administrator's row offers nothing; their edit address shows no form.
  await page.goto(pathFor("adminUsers", "tr", {}, { q: admin.email }));
  const adminRow = page.getByRole("row").filter({ hasText: admin.email });
  await expect(adminRow).toContainText("Yönetici");
  await expect(adminRow.getByRole("link")).toHaveCount(0);
  const query = `q=${encodeURIComponent(admin.email)}`;
  const [adminUser] = (await apiAs<{ items: Array<{ id: string }> }>(admin.token, "GET", `${USER_MANAGEMENT}/users?${query}`)).items;
  await page.goto(pathFor("adminUsers", "tr", {}, { edit: adminUser.id }));
  await expect(page.getByRole("button", { name: "Kaydet" })).toHaveCount(0);

  // The invitation offers only the roles they hold all of: their own and the engineer's (no permissions).
  await page.goto(pathFor("adminUsers", "tr", {}, { new: 1 }));
  const offered = await page.getByLabel("Rol", { exact: true }).locator("option").allTextContents();
  expect(offered).toEqual(expect.arrayContaining(["Mühendis", roleName]));
  expect(offered).not.toContain("Yönetici");
  expect(offered).not.toContain("Satın alma");
  await expectAccessible(page);
});

test("a role editor is offered only the permissions they hold, and no change to a role holding more", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInWithRoleHolding(context, baseURL!, ["manage-roles", "view-orders"], testInfo.project.name);
  await page.goto(pathFor("adminRoles", "en"));
  const accounting = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Muhasebe" }) });
  await expect(accounting).toContainText("View current accounts");
  await expect(accounting.getByRole("link")).toHaveCount(0);
  const viewers = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Görüntüleyici" }) });
  await expect(viewers.getByRole("link", { name: /^Edit/ })).toBeVisible();
  await page.getByRole("link", { name: "Create a role" }).click();
  await expect(page.getByText("Only the permissions you hold yourself are listed", { exact: false })).toBeVisible();
  await expect(page.getByLabel(/^View the company's orders/)).toBeVisible();
  await expect(page.getByLabel(/^View current accounts/)).toHaveCount(0);
  await expect(page.getByLabel(/^Manage users/)).toHaveCount(0);
});

test("roles are made from the permission list, described in the page's language, and deleted after a confirmation", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const { admin } = await freshCompany("roles", testInfo.project.name);
  await signIn(context, baseURL!, admin);
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
