import { analyticsEvents } from "./support/analytics";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";

test("a guest sends the contact form and sees the confirmation once", async ({ page }) => {
  await page.goto("/iletisim");
  await expectAccessible(page);
  await page.getByLabel("Ad", { exact: true }).fill("Ayşe");
  await page.getByLabel("Soyad").fill("Yılmaz");
  await page.getByLabel("E-posta").fill("ayse@firma.com.tr");
  await page.getByLabel("Konu").fill("Stok sorusu");
  await page.getByLabel("Mesajınız").fill("STM32F103C8T6 için 500 adet stok var mı?");
  await page.getByRole("button", { name: "Mesajı gönder" }).click();

  await expect(page).toHaveURL(/\/iletisim$/);
  await expect(page.getByText("Mesajınız gönderildi")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Mesajınız gönderildi")).toHaveCount(0);
});

test("bad input gets an error next to its field and nothing typed is lost", async ({ page }) => {
  await page.goto("/en/contact");
  await page.getByLabel("First name").fill("!!!");
  await page.getByLabel("Last name").fill("Doe");
  await page.getByLabel("E-mail").fill("jane@");
  await page.getByLabel("Subject").fill("Quote");
  await page.getByLabel("Your message").fill("Please quote 1000 pcs of LM317.");
  await page.getByRole("button", { name: "Send message" }).click();

  await expect(page.getByLabel("First name")).toHaveAccessibleDescription(/Must contain at least one letter/);
  await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  await expect(page.getByLabel("E-mail")).toHaveValue("jane@");
  await expect(page.getByLabel("Last name")).toHaveValue("Doe");
  await expect(page.getByLabel("Your message")).toHaveValue("Please quote 1000 pcs of LM317.");

  await page.getByLabel("First name").fill("Jane");
  await page.getByLabel("E-mail").fill("jane@example.com");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Your message was sent")).toBeVisible();
  // With scripts, the sent form is an analytics lead (the refused first try is not).
  if (jsEnabled())
    await expect
      .poll(() => analyticsEvents(page, "generate_lead"))
      .toEqual([{ event: "generate_lead", form_name: "contact", user_type: "guest" }]);
});
