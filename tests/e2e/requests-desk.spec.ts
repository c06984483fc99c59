import { randomUUID } from "node:crypto";
import { pathFor } from "../../contract/paths";
import { readOutboxText, uniqueEmail } from "./support/account-flows";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signInAsStaff } from "./support/staff";

// The requests inbox (issue 33 item 1, docs/decisions/041-request-cases.md): a guest writes through the contact form
// in English; the message reaches the sales mailbox and the inbox, where a sales staff member finds it, takes it on
// and answers it. The answer is mailed to the guest in English, the language they wrote in.

test("sales finds a contact form's message in the inbox, assigns it to themself and replies by mail", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("inbox", test.info().project.name);
  const subject = `Volume pricing ${randomUUID().slice(0, 8)}`;

  await page.goto(pathFor("contact", "en"));
  await page.getByLabel("First name").fill("Jane");
  await page.getByLabel("Last name").fill("Inbox");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Your message").fill("Could you quote 5000 microcontrollers a year?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Your message was sent")).toBeVisible();
  await readOutboxText(page, "sales@devre.example");
  await expect(page.locator("article").filter({ hasText: subject })).toHaveCount(1);

  // The inbox, filtered by the sender's address, lists the message as new and nobody's.
  await signInAsStaff(context, baseURL!, "sales");
  await page.goto(pathFor("backOffice", "tr"));
  await page.getByRole("navigation", { name: "Arka ofis masaları" }).getByRole("link", { name: "Talepler" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Talepler" })).toBeVisible();
  await page.getByLabel("Numara, ad, e-posta ya da firma").fill(email);
  await page.getByLabel("Tür").selectOption("contact");
  await page.getByRole("button", { name: "Göster" }).click();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`İletişim formu: ${subject}`);
  await expect(row).toContainText("Yeni");
  await expectAccessible(page);
  await row.getByRole("link", { name: /^MSG-/ }).click();

  // The request's page: the message as sent; assigned to the signed-in sales member, it is in progress.
  await expect(page.getByRole("heading", { level: 1, name: /numaralı talep$/ })).toBeVisible();
  await expect(page.getByTestId("request-message")).toContainText("Could you quote 5000 microcontrollers a year?");
  const handling = page.getByRole("region", { name: "İşlem" });
  await handling.getByLabel("Atanacak kişi").selectOption({ label: "Burak Demir" });
  await handling.getByRole("button", { name: "Atamayı kaydet" }).click();
  await expect(page.getByText(/numaralı talep atandı\./).first()).toBeVisible();
  await expect(page.getByTestId("request-case")).toContainText("İşlemde");
  await expect(page.getByTestId("request-case")).toContainText("Burak Demir");

  // An empty reply is refused next to its field; the reply sent is listed and mailed in English.
  const reply = page.getByRole("region", { name: "Müşteriye yanıt verin" });
  await reply.getByRole("button", { name: "Yanıtı gönder" }).click();
  await expect(reply.getByLabel("Yanıt")).toHaveAttribute("aria-invalid", "true");
  await reply.getByLabel("Yanıt").fill("Dear Jane, we can offer 7% off for 5000 pieces a year.");
  await reply.getByRole("button", { name: "Yanıtı gönder" }).click();
  await expect(page.getByText(`Yanıt ${email} adresine gönderildi.`).first()).toBeVisible();
  await expect(page.getByTestId("request-messages")).toContainText("we can offer 7% off");
  await expect(page.getByTestId("audit-trail")).toContainText("reply");
  await expectAccessible(page);

  const mailed = await readOutboxText(page, email);
  expect(mailed).toContain("Our sales team has answered your request MSG-");
  expect(mailed).toContain("we can offer 7% off for 5000 pieces a year");
});
