import { GERBER_MAX_BYTES } from "../../contract/api/offers/pcb-values";
import { readOutboxText, uniqueEmail } from "./support/account-flows";
import { analyticsEvents } from "./support/analytics";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";
import { chooseAluminiumBoard, select } from "./support/pcb-form";

// Issue 17's done-when for the PCB and stencil quote, with and without JavaScript: the dependent defaults of spec
// §4, a Gerber archive, the request stored and mailed, and the dashboard's list and detail for their owner only.

/** The smallest zip: an empty archive's end record. */
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

test("a guest asks for a PCB quote with a Gerber archive; it is stored and mailed", async ({ page }) => {
  const email = uniqueEmail("pcb-guest", test.info().project.name);
  await page.goto("/en/pcb-offer");
  await page.getByRole("link", { name: "Ask for a PCB or stencil quote" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "PCB and stencil quote" })).toBeVisible();
  await expectAccessible(page);
  // The buttons that ask the server for the usual options and the estimate are for browsers without JavaScript only.
  const serverButtons = page.getByRole("button", { name: /^(Apply the usual options|Work out the estimate)/ });
  await expect(serverButtons).toHaveCount(jsEnabled() ? 0 : 3);
  await expect(page.getByText("Without JavaScript, press this")).toHaveCount(jsEnabled() ? 0 : 1);

  await chooseAluminiumBoard(page);
  await select(page, "Number of boards").selectOption("10");
  // The indicative price: asked for without JavaScript, following the form with it.
  if (!jsEnabled()) await page.getByRole("button", { name: "Work out the estimate" }).click();
  await expect(page.locator("[data-estimate-total]")).toHaveText(/\$\d/);
  await page.getByLabel("By cargo").check();
  await page.getByLabel("Gerber archive (.zip)").setInputFiles({ name: "board.zip", mimeType: "application/zip", buffer: ZIP });
  await page.getByLabel("First name").fill("Ece");
  await page.getByLabel("Last name").fill("Demir");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("532 000 00 09");
  await page.getByLabel(/I have read and accept the membership terms/).check();
  await page.getByRole("button", { name: "Send the quote request" }).click();

  await expect(page).toHaveURL(/\/en\/pcb-offer$/);
  await expect(page.getByText("Your quote request is on its way")).toBeVisible();
  const number = /PCB-\d{6}/.exec((await page.getByText(/we have your request PCB-\d{6}/).textContent()) ?? "")?.[0];
  expect(number).toBeTruthy();
  // With scripts, the sent form is an analytics lead (a client-side navigation keeps the page's dataLayer).
  if (jsEnabled())
    await expect
      .poll(() => analyticsEvents(page, "generate_lead"))
      .toEqual([{ event: "generate_lead", form_name: "pcb-offer", user_type: "guest" }]);
  const receipt = await readOutboxText(page, email);
  // A guest's copy is the store's summary with the request's number (decision 029).
  expect(receipt).toContain(number);
});

test("an invalid e-mail, a name of symbols and a too-large archive are refused next to their fields, nothing typed lost", async ({
  page,
}) => {
  await page.goto("/pcb-teklifi/teklif");
  await page.getByLabel("Kart genişliği").fill("12,5");
  await page.getByLabel("Kart yüksekliği").fill("40");
  await page.getByLabel("Firma").fill("Örnek Elektronik");
  await page.getByLabel("Ad", { exact: true }).fill("!!!");
  await page.getByLabel("Soyad").fill("Demir");
  await page.getByLabel("E-posta", { exact: true }).fill("ece@@example");
  await page.getByLabel("Telefon", { exact: true }).fill("532 000 00 09");
  await page.getByLabel(/Üyelik koşullarını/).check();
  const tooLarge = Buffer.concat([ZIP, Buffer.alloc(GERBER_MAX_BYTES)]);
  await page.getByLabel("Gerber arşivi (.zip)").setInputFiles({ name: "big.zip", mimeType: "application/zip", buffer: tooLarge });
  await page.getByRole("button", { name: "Teklif talebini gönder" }).click();

  await expect(page.getByLabel("E-posta", { exact: true })).toHaveAccessibleDescription(/Geçerli bir e-posta adresi girin/);
  await expect(page.getByLabel("Ad", { exact: true })).toHaveAccessibleDescription(/En az bir harf/);
  await expect(page.getByLabel("Gerber arşivi (.zip)")).toHaveAccessibleDescription(/çok büyük/);
  await expect(page.getByLabel("Kart genişliği")).toHaveValue("12,5");
  await expect(page.getByLabel("Firma")).toHaveValue("Örnek Elektronik");
  await expect(page.getByLabel("E-posta", { exact: true })).toHaveValue("ece@@example");
});

test("an archive whose name holds = or ; is taken; one the API refuses comes back next to its field, nothing typed lost", async ({
  page,
}) => {
  const email = uniqueEmail("pcb-names", test.info().project.name);
  await page.goto("/en/pcb-offer/offer");
  await page.getByLabel("Board width").fill("50");
  await page.getByLabel("Board height").fill("40");
  await page.getByLabel("Company").fill("Örnek; Elektronik");
  await page.getByLabel("First name").fill("Ece");
  await page.getByLabel("Last name").fill("Demir");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("532 000 00 09");
  await page.getByLabel(/I have read and accept the membership terms/).check();
  // Not a zip: the API refuses it, and the form comes back with what was typed.
  const archive = page.getByLabel("Gerber archive (.zip)");
  await archive.setInputFiles({ name: "a;b.zip", mimeType: "application/zip", buffer: Buffer.from("not a zip archive") });
  await page.getByRole("button", { name: "Send the quote request" }).click();
  await expect(archive).toHaveAccessibleDescription(/must be one zip archive/);
  await expect(page.getByLabel("Board width")).toHaveValue("50");
  await expect(page.getByLabel("Company")).toHaveValue("Örnek; Elektronik");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);

  await archive.setInputFiles({ name: "rev=2.zip", mimeType: "application/zip", buffer: ZIP });
  await page.getByRole("button", { name: "Send the quote request" }).click();
  await expect(page.getByText("Your quote request is on its way")).toBeVisible();
  expect(await readOutboxText(page, email)).toMatch(/PCB-\d{6}/);
});

test("a signed-in user's request is listed with its detail, which another user cannot open", async ({ page, browser, baseURL }) => {
  await signInAsFreshConsumer(page.context(), baseURL!, "pcb-owner", test.info().project.name);
  await page.goto("/en/pcb-offer/offer");
  await page.getByLabel("Stencil", { exact: true }).check();
  await select(page, "Stencil size").selectOption({ label: "300 × 400 mm" });
  await page.getByRole("button", { name: "Send the quote request" }).click();

  await expect(page).toHaveURL(/\/en\/dashboard\/requests\/pcb-stencil-requests$/);
  await expect(page.getByText("Your quote request is on its way")).toBeVisible();
  await expectAccessible(page);
  const row = page.getByRole("row").filter({ hasText: "Stencil" });
  await row.getByRole("link", { name: /PCB-\d{6}/ }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/requests\/pcb-stencil-requests\/\d+\/stencil\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: /Quote request PCB-\d{6}/ })).toBeVisible();
  await expect(page.getByText("300 × 400 mm")).toBeVisible();
  await expectAccessible(page);

  const detailUrl = page.url();
  const other = await browser.newContext();
  try {
    await signInAsFreshConsumer(other, baseURL!, "pcb-other", test.info().project.name);
    const stranger = await other.newPage();
    const response = await stranger.goto(detailUrl);
    expect(response?.status()).toBe(404);
  } finally {
    await other.close();
  }
});

test("a request sent while the form's estimate is on its way waits for it, then is sent and listed @needs-js", async ({
  page,
  baseURL,
}) => {
  await signInAsFreshConsumer(page.context(), baseURL!, "pcb-estimating", test.info().project.name);
  await page.goto("/en/pcb-offer/offer");
  await page.getByLabel("Stencil", { exact: true }).check();
  // Every estimate is slow to answer, and a request posted while one is on its way reaches the store only after that
  // estimate has answered: the estimate's answer would then arrive in the middle of the request's navigation.
  let estimateOnItsWay: Promise<void> | null = null;
  await page.route(/\/en\/pcb-offer\/offer\.data/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    if ((route.request().headers()["content-type"] ?? "").startsWith("multipart/form-data")) {
      await estimateOnItsWay;
      return route.continue();
    }
    let answered = () => {};
    estimateOnItsWay = new Promise((resolve) => (answered = resolve));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await route.fetch();
    estimateOnItsWay = null;
    answered();
    await route.fulfill({ response });
  });
  const estimating = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/en/pcb-offer/offer.data"));
  await select(page, "Stencil size").selectOption({ label: "300 × 400 mm" });
  await estimating;
  await page.getByRole("button", { name: "Send the quote request" }).click();

  await expect(page).toHaveURL(/\/en\/dashboard\/requests\/pcb-stencil-requests$/);
  await expect(page.getByText("Your quote request is on its way")).toBeVisible();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: "Stencil" })
      .getByRole("link", { name: /PCB-\d{6}/ }),
  ).toBeVisible();
});
