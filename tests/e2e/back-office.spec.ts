import { randomUUID } from "node:crypto";
import { pathFor } from "../../contract/paths";
import { expect, expectAccessible, test } from "./support/fixtures";
import { DEMO_ACCOUNTS, signIn } from "./support/session";
import { DEMO_STAFF, freshStaffCode, signInAsStaff } from "./support/staff";

// The back office's foundation (docs/decisions/036-staff-accounts.md): staff sign in with a password and a TOTP code,
// see the day's work, override a rate with a reason and find it in the audit log; customers get the 404 page there.

/** A past day no other test reads: an override of it changes none of the rates the store uses now. */
const OVERRIDE_DAY = "2026-11-18";

test("a staff member signs in with password and code, sees the home's counts, overrides a rate and finds it in the audit log", async ({
  page,
}) => {
  await page.goto(pathFor("backOfficeSignIn", "en"));
  await expect(page.getByRole("heading", { level: 1, name: "Back-office sign-in" })).toBeVisible();
  await page.getByLabel("E-mail").fill(DEMO_STAFF.emailOf("finance"));
  await page.getByLabel("Password").fill(DEMO_STAFF.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Code").fill(await freshStaffCode("finance"));
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sign in" }).click();

  // The home: its own layout, the member's name and role, the desks finance opens, today's counts.
  await expect(page.getByRole("heading", { level: 1, name: "Today's work" })).toBeVisible();
  await expect(page.getByTestId("staff-member")).toHaveText("Staff: Selin Yıldız, Finance");
  const desks = page.getByRole("navigation", { name: "Back-office desks" });
  for (const desk of ["Today's work", "Exchange rates", "Audit log"]) await expect(desks.getByRole("link", { name: desk })).toBeVisible();
  await expect(page.getByTestId("count-ordersAwaitingPayment")).toContainText(/Orders awaiting payment\s*\d+/);
  await expect(page.getByTestId("count-returnsToDecide")).toContainText(/Return requests to decide\s*\d+/);
  await expectAccessible(page);

  // An override without a reason is refused next to the field, the figures kept; with one it is saved.
  await desks.getByRole("link", { name: "Exchange rates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Exchange rates" })).toBeVisible();
  await page.getByLabel("Day", { exact: true }).fill(OVERRIDE_DAY);
  await page.getByLabel("Forex buying rate (TRY per unit)").fill("41.5000");
  await page.getByLabel("Forex selling rate (TRY per unit)").fill("41.6000");
  await page.getByRole("button", { name: "Save the override" }).click();
  await expect(page.getByLabel("Reason", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Forex selling rate (TRY per unit)")).toHaveValue("41.6000");
  const reason = `Bank file late ${randomUUID().slice(0, 8)}`;
  await page.getByLabel("Reason", { exact: true }).fill(reason);
  await page.getByRole("button", { name: "Save the override" }).click();
  await expect(page.getByText(`The USD rate of ${OVERRIDE_DAY} is overridden.`)).toBeVisible();
  await expect(page.getByRole("table", { name: "History of the last 30 days" }).getByRole("row").filter({ hasText: reason })).toHaveCount(
    2,
  );
  await expectAccessible(page);

  // The audit log finds it by object, with who, why, before and after.
  await desks.getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Object type").fill("exchange-rate");
  await page.getByLabel("Object id").fill(`USD:${OVERRIDE_DAY}`);
  await page.getByRole("button", { name: "Search" }).click();
  const entry = page.getByTestId("audit-trail").getByRole("row").filter({ hasText: reason });
  await expect(entry).toContainText("finance@staff.devre.example");
  await expect(entry).toContainText("override");
  await expect(entry).toContainText('"forexSelling": "41.60000000"');
  await expectAccessible(page);

  // Sign-out ends the staff session: the back office is a 404 again.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out of the back office.")).toBeVisible();
  expect((await page.goto(pathFor("backOffice", "en")))?.status()).toBe(404);
});

test("the Turkish back office speaks Turkish", async ({ page, context, baseURL }) => {
  await signInAsStaff(context, baseURL!, "owner");
  await page.goto(pathFor("backOffice", "tr"));
  await expect(page.getByRole("heading", { level: 1, name: "Günün işleri" })).toBeVisible();
  await expect(page.getByTestId("staff-member")).toHaveText("Personel: Deniz Aksoy, Yönetici (sahip)");
  const desks = page.getByRole("navigation", { name: "Arka ofis masaları" });
  for (const desk of ["Günün işleri", "Döviz kurları", "Denetim kaydı"])
    await expect(desks.getByRole("link", { name: desk })).toBeVisible();
});

for (const [who, account] of [
  ["a consumer", DEMO_ACCOUNTS.consumer],
  ["a business administrator", DEMO_ACCOUNTS.businessAdmin],
] as const) {
  test(`${who} gets the 404 page at every back-office path`, async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, { ...account, userType: who === "a consumer" ? "b2c" : "b2b" });
    for (const path of [
      pathFor("backOffice", "en"),
      pathFor("backOffice", "tr"),
      pathFor("backOfficeRates", "en"),
      pathFor("backOfficeAudit", "tr"),
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("banner").getByRole("link", { name: /Devre/ }).first()).toBeVisible();
    }
  });
}

test("a guest gets the 404 page too, except at the staff sign-in", async ({ page }) => {
  expect((await page.goto(pathFor("backOffice", "en")))?.status()).toBe(404);
  expect((await page.goto(pathFor("backOfficeSignIn", "tr")))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Arka ofis girişi" })).toBeVisible();
});

test("a staff member without the rates permissions gets 403 on the rates page; without rates.manage, no override", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsStaff(context, baseURL!, "content");
  expect((await page.goto(pathFor("backOfficeRates", "en")))?.status()).toBe(403);
  await expect(page.getByRole("navigation", { name: "Back-office desks" }).getByRole("link", { name: "Exchange rates" })).toHaveCount(0);

  await signInAsStaff(context, baseURL!, "operations");
  expect((await page.goto(pathFor("backOfficeRates", "en")))?.status()).toBe(200);
  await expect(page.getByRole("button", { name: "Save the override" })).toHaveCount(0);
  // The side navigation lists only the desks the role opens: operations has no audit log.
  const desks = page.getByRole("navigation", { name: "Back-office desks" });
  await expect(desks.getByRole("link", { name: "Exchange rates" })).toBeVisible();
  await expect(desks.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  const post = await page.request.post(pathFor("backOfficeRates", "en"), {
    form: { currency: "USD", rateDate: OVERRIDE_DAY, forexBuying: "1", forexSelling: "2", reason: "Not allowed" },
    headers: { Origin: baseURL! },
  });
  expect(post.status()).toBe(403);
});

test("a staff member refused a desk gets the 403 in the back office's layout, in their language", async ({ page, context, baseURL }) => {
  await signInAsStaff(context, baseURL!, "catalog");
  expect((await page.goto(pathFor("backOfficeOrders", "en")))?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  await expect(page.getByTestId("staff-forbidden")).toHaveText("403 You are not allowed to view this page.");
  await expect(page.getByTestId("staff-member")).toHaveText("Staff: Elif Şahin, Catalog");
  // The back office's navigation, with the desks the role opens; not the store's header.
  const desks = page.getByRole("navigation", { name: "Back-office desks" });
  await expect(desks.getByRole("link", { name: "Today's work" })).toBeVisible();
  await expect(desks.getByRole("link", { name: "Orders" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: /Devre/ })).toHaveCount(0);
  await expectAccessible(page);

  expect((await page.goto(pathFor("backOfficeOrders", "tr")))?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Erişim izniniz yok" })).toBeVisible();
  await expect(page.getByTestId("staff-forbidden")).toHaveText("403 Bu sayfayı görüntüleme yetkiniz bulunmuyor.");
  await expect(page.getByRole("navigation", { name: "Arka ofis masaları" }).getByRole("link", { name: "Günün işleri" })).toBeVisible();
});

test("the staff home shows a role only the counts of the desks it opens, each with its link", async ({ page, context, baseURL }) => {
  // Sales lack returns.view and payments.view: no count of returns to decide or unmatched transfers.
  await signInAsStaff(context, baseURL!, "sales");
  await page.goto(pathFor("backOffice", "en"));
  await expect(page.getByTestId("count-ordersToPrepare")).toBeVisible();
  await expect(page.getByTestId("count-ordersToPrepare").getByRole("link")).toBeVisible();
  await expect(page.getByTestId("count-returnsToDecide")).toHaveCount(0);
  await expect(page.getByTestId("count-transfersUnmatched")).toHaveCount(0);

  await signInAsStaff(context, baseURL!, "catalog");
  await page.goto(pathFor("backOffice", "en"));
  await expect(page.getByText("None of the desks with a count is open to your role.")).toBeVisible();
  await expect(page.locator("[data-testid^=count-]")).toHaveCount(0);
});
