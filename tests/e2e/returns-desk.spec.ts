import { randomUUID } from "node:crypto";
import { pathFor } from "../../contract/paths";
import { expect, expectAccessible, test } from "./support/fixtures";
import { apiAs, signInAsFreshConsumer } from "./support/fresh-account";
import { deliveredOrderByApi } from "./support/returns";
import { signInAsStaff } from "./support/staff";

// The returns desk (docs/decisions/039-returns-desk.md): a demo staff member finds a consumer's return request, is told
// next to the field when the note is missing, approves it, receives the goods, refunds the EFT order to an IBAN through
// a confirmation step and puts the goods back in stock; the consumer's return page shows the decision and the refund.
// The order and the request are made through the API; everything checked goes through the pages.

test("a staff member decides, receives and refunds a consumer's return, and the consumer's page shows it", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "returns-desk", testInfo.project.name);
  const orderNumber = await deliveredOrderByApi(consumer.token);
  const { returnNumber } = await apiAs<{ returnNumber: string }>(
    consumer.token,
    "POST",
    "returns/users/me",
    { orderNumber, lines: [{ lineNumber: 1, quantity: 1 }], reasonCode: "ordered-by-mistake" },
    { "Idempotency-Key": randomUUID() },
  );
  await signInAsStaff(context, baseURL!, "operations");

  // The list, searched by the order's number, links to the request.
  await page.goto(pathFor("backOfficeReturns", "tr"));
  await expect(page.getByRole("heading", { level: 1, name: "İadeler" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Arka ofis masaları" }).getByRole("link", { name: "İadeler" })).toBeVisible();
  await page.getByLabel("Sipariş numarası").fill(orderNumber);
  await page.getByRole("button", { name: "Ara" }).click();
  const row = page.getByRole("row").filter({ hasText: returnNumber });
  await expect(row).toContainText("Talep edildi");
  await expectAccessible(page);
  await row.getByRole("link", { name: returnNumber }).click();

  await expect(page.getByRole("heading", { level: 1, name: `${returnNumber} numaralı iade` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Talep" })).toContainText(orderNumber);
  await expectAccessible(page);

  // A note is needed: without one the form says so next to the field.
  await page.getByRole("button", { name: "İadeyi onayla" }).click();
  await expect(page.getByLabel("Müşteriye not")).toHaveAttribute("aria-invalid", "true");
  const note = `Kutunun üzerine ${returnNumber} yazarak gönderin.`;
  await page.getByLabel("Müşteriye not").fill(note);
  await page.getByRole("button", { name: "İadeyi onayla" }).click();
  await expect(page.getByText(`${returnNumber} numaralı iade onaylandı; müşteriye e-posta gönderildi.`).first()).toBeVisible();
  await expect(page.getByTestId("desk-decision")).toContainText(note);

  await page.getByRole("button", { name: "Ürünleri teslim alındı olarak işaretle" }).click();
  await expect(page.getByText(`${returnNumber} numaralı iadenin ürünleri teslim alındı.`).first()).toBeVisible();

  // An EFT order's refund goes to an IBAN, after a confirmation step that says how much.
  await expect(page.getByTestId("refund-quote")).toContainText("banka havalesi");
  await page.getByLabel("IBAN").fill("TR33 0006 1005 1978 6457 8413 26");
  await page.getByLabel("Hesap sahibi").fill("Deniz Kaya");
  await page.getByRole("button", { name: "İadeyi gözden geçir" }).click();
  const confirm = page.getByRole("alertdialog", { name: new RegExp(`${returnNumber} numaralı iade için .* iade edilsin mi\\?`) });
  await expect(confirm).toContainText("Deniz Kaya");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Şimdi iade et" }).click();
  await expect(page.getByText(`${returnNumber} numaralı iadenin ödemesi yapıldı.`).first()).toBeVisible();
  await expect(page.getByTestId("desk-decision")).toContainText("havale için kaydedildi");

  await page.getByRole("button", { name: "1. satırı stoğa al" }).click();
  await expect(page.getByText("1. satır stoğa alındı.").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "İade edilen ürünler" })).toContainText("Stoğa alındı");
  await expect(page.getByTestId("audit-trail")).toContainText("operations@staff.devre.example");
  await expectAccessible(page);

  // The consumer's return page shows the decision with the note, and the refund.
  await page.goto(pathFor("returnStatus", "tr", {}, { number: returnNumber }));
  const outcome = page.getByRole("region", { name: "Mağazanın yanıtı" });
  await expect(outcome).toContainText("onaylandı");
  await expect(outcome).toContainText(note);
  await expect(outcome).toContainText("banka hesabınıza gönderiliyor");
  await expectAccessible(page);
});
