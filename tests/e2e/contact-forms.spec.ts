import { readOutboxText, uniqueEmail } from "./support/account-flows";
import { analyticsEvents } from "./support/analytics";
import { pricedPartOnFirstRows } from "./support/catalog-api";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { apiAs, signInAsFreshConsumer } from "./support/fresh-account";

// Issue 17, item 4: the service contact forms (FAE and R&D, PCB assembly, LED lighting, a question about the cart),
// each sent once with JavaScript on and off, the flash after it, the mails, and a refusal that keeps what was typed.

test("a guest asks the FAE and R&D team for support; the request is mailed and the flash shows once", async ({ page }) => {
  const email = uniqueEmail("fae-guest", test.info().project.name);
  await page.goto("/fae-ve-arge");
  await expect(page.getByRole("heading", { level: 1, name: "FAE ve Ar-Ge Desteği" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Parça numarası ya da proje").fill("STM32G474 motor sürücü kartı");
  await page.getByLabel("Prototip").check();
  await page.getByLabel("Mesajınız").fill("Sürücü katı için uygun bir MOSFET ve kapı sürücüsü önerir misiniz?");
  await page.getByLabel("Ad", { exact: true }).fill("Ayşe");
  await page.getByLabel("Soyad").fill("Yılmaz");
  await page.getByLabel("E-posta").fill(email);
  await page.getByRole("button", { name: "Destek talebini gönder" }).click();

  await expect(page).toHaveURL(/\/fae-ve-arge$/);
  await expect(page.getByText("Talebiniz bize ulaştı")).toBeVisible();
  if (jsEnabled())
    await expect
      .poll(() => analyticsEvents(page, "generate_lead"))
      .toEqual([{ event: "generate_lead", form_name: "contact-fae-rd", user_type: "guest" }]);
  await page.reload();
  await expect(page.getByText("Talebiniz bize ulaştı")).toHaveCount(0);
  // A guest's address is unproven: the copy is the store's summary, never what was typed (decision 029).
  const receipt = await readOutboxText(page, email);
  expect(receipt).toContain("talebinizi aldık");
  expect(receipt).not.toContain("STM32G474");
  expect(receipt).not.toContain("MOSFET");
});

test("a guest asks for a PCB assembly quote in English", async ({ page }) => {
  const email = uniqueEmail("assembly-guest", test.info().project.name);
  await page.goto("/en/pcb-production");
  await expect(page.getByRole("heading", { level: 1, name: "PCB Assembly Production" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Number of boards").fill("250");
  await page.getByLabel("Number of unique parts (BOM lines)").fill("48");
  await page.getByLabel("Two-sided").check();
  await page.getByRole("group", { name: "Does the board have THT (through-hole) parts?" }).getByLabel("Yes").check();
  await page.getByLabel("Yes, supply them all").check();
  await page.getByLabel(/^Subject/).fill("Motor driver board assembly");
  await page.getByLabel("Your message").fill("Please quote assembly with AOI; the first batch is due in March.");
  await page.getByLabel("First name").fill("Jane");
  await page.getByLabel("Last name").fill("Doe");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send the assembly request" }).click();

  await expect(page).toHaveURL(/\/en\/pcb-production$/);
  await expect(page.getByText("Your request has reached us")).toBeVisible();
  const receipt = await readOutboxText(page, email);
  expect(receipt).toContain("We have your");
  expect(receipt).not.toContain("Motor driver board assembly");
  expect(receipt).not.toContain("AOI");
});

test("the LED lighting page lists its categories and takes a project request", async ({ page }) => {
  const email = uniqueEmail("led-guest", test.info().project.name);
  await page.goto("/led-aydinlatma-cozumleri");
  await expect(page.getByRole("heading", { level: 2, name: "LED aydınlatma kategorileri" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "LED Sürücüler" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Uygulama alanı").selectOption("street");
  await page.getByLabel("Armatür ya da modül adedi").fill("120");
  await page.getByLabel("İstenen renk sıcaklığı").selectOption("4000");
  await page.getByLabel("Mesajınız").fill("Belediye için 120 adet sokak armatürü projesi; IP66 ve 150 lm/W arıyoruz.");
  await page.getByLabel("Ad", { exact: true }).fill("Mert");
  await page.getByLabel("Soyad").fill("Şahin");
  await page.getByLabel("E-posta").fill(email);
  await page.getByRole("button", { name: "Aydınlatma talebini gönder" }).click();

  await expect(page.getByText("Talebiniz bize ulaştı")).toBeVisible();
  const receipt = await readOutboxText(page, email);
  expect(receipt).toContain("talebinizi aldık");
  expect(receipt).not.toContain("sokak armatürü");
});

test("a name of symbols and a bad e-mail are refused next to their fields, nothing typed lost", async ({ page }) => {
  await page.goto("/en/fae-and-rd");
  await page.getByLabel("Part number or project").fill("LM5176 buck-boost");
  await page.getByLabel("Series production").check();
  await page.getByLabel("Your message").fill("Which inductor fits 12 V to 24 V at 5 A?");
  await page.getByLabel("First name").fill("!!!");
  await page.getByLabel("Last name").fill("Doe");
  await page.getByLabel("E-mail").fill("jane@");
  await page.getByRole("button", { name: "Send the support request" }).click();

  await expect(page.getByLabel("First name")).toHaveAccessibleDescription(/Must contain at least one letter/);
  await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  await expect(page.getByLabel("E-mail")).toHaveValue("jane@");
  await expect(page.getByLabel("Part number or project")).toHaveValue("LM5176 buck-boost");
  await expect(page.getByLabel("Series production")).toBeChecked();
  await expect(page.getByLabel("Your message")).toHaveValue("Which inductor fits 12 V to 24 V at 5 A?");
});

test("a signed-in buyer asks about the cart; the cart's lines reach the sales team with the question", async ({
  page,
  context,
  baseURL,
}) => {
  const consumer = await signInAsFreshConsumer(context, baseURL!, "cart-question", test.info().project.name);
  const part = await pricedPartOnFirstRows(page.request);
  await apiAs(consumer.token, "POST", "carts/users/me/active/lines", {
    items: [{ variantId: part.variantId, quantity: part.minimumOrderQuantity }],
  });
  await page.goto("/en/shopping-cart");
  await page.getByRole("link", { name: "Ask us about this cart" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ask us about your cart" })).toBeVisible();
  await expect(page.getByText(part.mpn)).toBeVisible();
  await expectAccessible(page);
  // The account's name and e-mail answer for the user: only the question is typed.
  await page.getByLabel("Your message").fill("Can you ship these by Friday, and is a reel available?");
  await page.getByRole("button", { name: "Send the question" }).click();

  await expect(page).toHaveURL(/\/en\/shopping-cart$/);
  await expect(page.getByText("Your request has reached us")).toBeVisible();
  const receipt = await readOutboxText(page, consumer.email);
  expect(receipt).toContain(`${part.minimumOrderQuantity} × ${part.mpn}`);
});
