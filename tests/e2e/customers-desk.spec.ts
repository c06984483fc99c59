import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { pathFor } from "../../contract/paths";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";
import { signInAsStaff } from "./support/staff";

// The customers and credit desk (docs/decisions/040-customers-and-credit.md): a finance staff member finds the demo
// company, changes its current account's limit with a reason, enters a manual debit with a reason, and the posting
// shows with the balance it leaves. Both projects share the server's data and other specs may post to the demo
// account meanwhile, so each run uses a limit, an amount and a reason of its own and checks balances against each other.

/** "$6.545,90" or "-$500,00" (Turkish page) as a number. */
const amountOf = async (cell: Locator) => Number((await cell.innerText()).replace(/[^\d,-]/g, "").replace(",", "."));

test("finance finds the demo company, changes its account's limit and enters a manual debit with a reason", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(context, baseURL!, "finance");
  const limit = jsEnabled() ? "32000,00" : "31000,00";
  const amount = jsEnabled() ? "210,15" : "125,40";
  const reason = `Navlun farkı ${randomUUID().slice(0, 8)}`;

  // The search finds the company by a part of its title.
  await page.goto(pathFor("backOfficeCustomers", "tr"));
  await expect(page.getByRole("heading", { level: 1, name: "Müşteriler ve cari" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Arka ofis masaları" }).getByRole("link", { name: "Müşteriler ve cari" }),
  ).toBeVisible();
  await page.getByLabel("Aranan").selectOption("company");
  await page.getByLabel("Ad, e-posta, unvan ya da vergi numarası").fill("Demo Elektronik");
  await page.getByRole("button", { name: "Ara" }).click();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Demo Elektronik Sanayi ve Ticaret A.Ş." }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Demo Elektronik Sanayi ve Ticaret A.Ş." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Kullanıcılar" })).toContainText("admin@demo.devre.example");
  await expectAccessible(page);
  await page.getByRole("region", { name: "Vadeli cari hesaplar" }).getByRole("link", { name: "120.01.001" }).click();

  // The limit, with a reason: the summary shows it, the company page's history keeps it.
  await expect(page.getByRole("heading", { level: 1, name: "120.01.001 cari hesabı" })).toBeVisible();
  const terms = page.getByRole("region", { name: "Koşullar" });
  await terms.getByLabel("Kredi limiti").fill(limit);
  // With scripts the form checks itself once its script has taken it over (until then the browser's own check
  // holds the post back without marking the field): wait for that, as a reader's first click would.
  if (jsEnabled()) await expect(terms.locator("form")).toHaveAttribute("novalidate", "");
  await terms.getByRole("button", { name: "Koşulları kaydet" }).click();
  await expect(terms.getByLabel("Gerekçe")).toHaveAttribute("aria-invalid", "true");
  await expect(terms.getByLabel("Kredi limiti")).toHaveValue(limit);
  await terms.getByLabel("Gerekçe").fill(`Yıllık değerlendirme ${reason}`);
  // With scripts the field's error goes as it is typed (without them the server answers the next post).
  if (jsEnabled()) await expect(terms.getByLabel("Gerekçe")).not.toHaveAttribute("aria-invalid", "true");
  await terms.getByRole("button", { name: "Koşulları kaydet" }).click();
  await expect(page.getByText("120.01.001 hesabının koşulları kaydedildi.").first()).toBeVisible();
  await expect(page.getByTestId("account-summary")).toContainText(`$${limit.replace("000,", ".000,")}`);
  await expectAccessible(page);

  // A manual debit with its reason: the newest posting, whose balance is the one before it plus the amount.
  const posting = page.getByRole("region", { name: "Hareket gir" });
  await posting.getByLabel("Hareket").selectOption("debit");
  await posting.getByLabel("Tutar").fill(amount);
  await posting.getByLabel("Gerekçe").fill(reason);
  await posting.getByRole("button", { name: "Hareketi kaydet" }).click();
  await expect(page.getByText("Hareket kaydedildi.").first()).toBeVisible();

  const rows = page.getByTestId("postings").locator("tbody tr");
  const mine = rows.filter({ hasText: reason });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Düzeltme");
  await expect(mine).toContainText("finance@staff.devre.example");
  const cells = mine.locator("td");
  const [debit, balance] = [await amountOf(cells.nth(4)), await amountOf(cells.nth(6))];
  expect(debit).toBe(Number(amount.replace(",", ".")));
  const index = (await rows.allInnerTexts()).findIndex((text) => text.includes(reason));
  const before =
    (await rows.count()) > index + 1
      ? await amountOf(
          rows
            .nth(index + 1)
            .locator("td")
            .nth(6),
        )
      : await amountOf(page.getByTestId("opening-balance"));
  expect(balance).toBeCloseTo(before + debit, 2);
  await expectAccessible(page);

  // The company page lists the change of terms with its reason.
  await page.getByRole("link", { name: "Demo Elektronik Sanayi ve Ticaret A.Ş. sayfasına dön" }).click();
  await expect(page.getByTestId("audit-trail")).toContainText(`Yıllık değerlendirme ${reason}`);
});

test("a sales staff member deactivates a customer through a confirmation, and the customer's sign-in ends at once", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "deactivated", testInfo.project.name);
  await page.goto(pathFor("dashboard", "en"));
  await expect(page).toHaveURL(new RegExp(`${pathFor("dashboard", "en")}$`));
  await signInAsStaff(context, baseURL!, "sales");

  await page.goto(pathFor("backOfficeCustomers", "en"));
  await page.getByLabel("Name, e-mail, title or tax number").fill(consumer.email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("row").filter({ hasText: consumer.email }).getByRole("link", { name: "Ece Test" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ece Test" })).toBeVisible();
  await expect(page.getByTestId("customer-facts")).toContainText("1 open sign-in");

  // A reason is needed; with it, a confirmation says what will happen before anything does.
  await page.getByRole("button", { name: "Deactivate…" }).click();
  await expect(page.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Reason").fill("Chargeback fraud reported by the bank");
  if (jsEnabled()) await expect(page.getByLabel("Reason")).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Deactivate…" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Deactivate Ece Test?" });
  await expect(confirm).toContainText("Chargeback fraud reported by the bank");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Yes, deactivate" }).click();
  await expect(page.getByText("Ece Test is deactivated.").first()).toBeVisible();
  await expect(page.getByTestId("customer-facts")).toContainText("Deactivated");
  await expect(page.getByTestId("customer-facts")).toContainText("0 open sign-ins");
  await expect(page.getByTestId("audit-trail")).toContainText("Chargeback fraud reported by the bank");
  await expectAccessible(page);

  // The customer's own session is refused on their next page.
  await page.goto(pathFor("dashboard", "en"));
  await expect(page).toHaveURL(new RegExp(pathFor("login", "en")));
});
