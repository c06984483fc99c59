import type { Browser, Page } from "@playwright/test";
import { pathFor } from "../../contract/paths";
import { fillConsumerSignup, readCodeFromOutbox, readOutboxText, uniqueEmail } from "./support/account-flows";
import { placeOrder, toPaymentStep } from "./support/checkout";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";
import { newBillingAddress, orderByApi } from "./support/orders";
import { chooseAluminiumBoard, select } from "./support/pcb-form";
import { apiUrl } from "./support/session";
import { signInAsStaff, staffTokens } from "./support/staff";

// Issue 33's first "Done when" (docs/decisions/046-offers.md), every step in the browser: a signed-in engineer sends a
// PCB and stencil request through the PCB form page; sales offers a PCB batch and a stencil with a validity date in
// the back office (one form per line); the engineer accepts the offer on the request's dashboard page, lands on the
// cart that holds both lines at the offered prices, and places the order through the checkout's pages. And a guest's
// request: the offer mail's signed link shows the offer before any sign-in, and leads through the sign-up with the
// request's address to the request's page, where it is accepted. Runs with JavaScript off and on.

const inTwoWeeks = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date(Date.now() + 14 * 86_400_000));

interface OfferedLine {
  kind: string;
  description: string;
  quantity: string;
  price: string;
  days: string;
}

const BATCH: OfferedLine = { kind: "pcb-batch", description: "2 katmanlı PCB, 100 × 80 mm", quantity: "100", price: "1,25", days: "12" };
const STENCIL: OfferedLine = { kind: "stencil", description: "Lazer kesim stencil", quantity: "1", price: "40", days: "5" };

/** Sends the request's form and answers its number, as the page that follows says it. */
async function sendRequest(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Send the quote request" }).click();
  await expect(page.getByText("Your quote request is on its way")).toBeVisible();
  return /PCB-\d{6}/.exec(
    (await page
      .getByText(/PCB-\d{6}/)
      .first()
      .textContent()) ?? "",
  )![0];
}

/**
 * Sales writes the offer for the request `number` in the back office (Turkish pages): a draft with its validity date,
 * its lines one form at a time, then sends it. The case is found as the inbox lists it.
 */
async function offerBySales(browser: Browser, baseURL: string, number: string, lines: OfferedLine[], total: string) {
  const sales = await staffTokens("sales");
  const inbox = await fetch(`${apiUrl()}/back-office/requests?q=${number}`, { headers: { Authorization: `Bearer ${sales.accessToken}` } });
  const caseId = ((await inbox.json()) as { data: { items: Array<{ caseId: number }> } }).data.items[0].caseId;
  const staffContext = await browser.newContext({ baseURL, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  try {
    await signInAsStaff(staffContext, baseURL, "sales");
    const desk = await staffContext.newPage();
    await desk.goto(pathFor("backOfficeRequestOffers", "tr", { caseId: String(caseId) }));
    await expect(desk.getByRole("heading", { level: 2, name: "Teklifler" })).toBeVisible();
    await desk.getByLabel("Para birimi").selectOption("USD");
    await desk.getByLabel("Geçerlilik tarihi").fill(inTwoWeeks());
    await desk.getByRole("button", { name: "Taslak teklif oluştur" }).click();
    const draft = desk.getByTestId("desk-offer");
    await expect(draft).toContainText("taslak");
    for (const line of lines) {
      await draft.getByLabel("Tür").selectOption(line.kind);
      await draft.getByLabel("Açıklama").fill(line.description);
      await draft.getByLabel("Miktar").fill(line.quantity);
      await draft.getByLabel("Birim fiyat (USD)").fill(line.price);
      await draft.getByLabel("Termin (gün)").fill(line.days);
      await draft.getByRole("button", { name: "Satırı ekle" }).click();
      await expect(draft).toContainText(line.description);
    }
    await expect(draft).toContainText(total);
    await expectAccessible(desk);
    await draft.getByRole("button", { name: /numaralı teklifi müşteriye gönder$/ }).click();
    await expect(desk.getByTestId("desk-offer")).toContainText("gönderildi");
  } finally {
    await staffContext.close();
  }
}

test("an engineer's PCB request is offered by sales, accepted on the request's page and ordered through the checkout", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const engineer = await signInAsFreshConsumer(page.context(), baseURL!, "offer-engineer", test.info().project.name);
  await newBillingAddress(engineer.token);

  // The request through the PCB form page.
  await page.goto(pathFor("pcbOfferForm", "en"));
  await page.getByLabel("PCB and stencil", { exact: true }).check();
  await chooseAluminiumBoard(page);
  await select(page, "Stencil size").selectOption({ label: "300 × 400 mm" });
  const number = await sendRequest(page);
  await expect(page).toHaveURL(/\/en\/dashboard\/requests\/pcb-stencil-requests$/);
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(number) })).toBeVisible();
  const requestPage = page.url();

  await offerBySales(browser, baseURL!, number, [BATCH, STENCIL], "165,00");

  // The engineer reads the offer on the request's dashboard page and accepts it.
  await page.goto(requestPage);
  const offer = page.getByTestId("request-offer");
  await expect(offer).toContainText("waiting for your answer");
  await expect(offer).toContainText(BATCH.description);
  await expect(offer).toContainText(STENCIL.description);
  await expect(offer.getByRole("link", { name: /\(PDF\)$/ })).toBeVisible();
  await expectAccessible(page);
  await offer.getByRole("button", { name: /^Accept offer TKL-\d{6}$/ }).click();

  // The cart holds both lines at the offered prices.
  await expect(page).toHaveURL(/\/en\/shopping-cart$/);
  const batchLine = page.getByRole("listitem").filter({ hasText: BATCH.description });
  const stencilLine = page.getByRole("listitem").filter({ hasText: STENCIL.description });
  await expect(batchLine).toContainText("$1.25");
  await expect(stencilLine).toContainText("$40.00");

  // The order goes through the checkout's pages and keeps the offered lines and prices.
  await toPaymentStep(page);
  await placeOrder(page, "EFT or wire transfer");
  await expect(page.getByRole("heading", { level: 1, name: "Thank you: your order is waiting for your transfer" })).toBeVisible();
  const orderNumber = (await page.locator("[data-order-number]").textContent())!.trim();
  const order = await orderByApi(engineer.token, orderNumber);
  expect(order.lines.map((line) => [line.description, line.quantity])).toEqual([
    [BATCH.description, 100],
    [STENCIL.description, 1],
  ]);
  expect(order.lines.map((line) => line.unitPrice)).toEqual(["1.250000", "40.000000"]);
});

test("a guest's offer opens by the mail's signed link, and is accepted after signing up with the request's address", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("offer-guest", test.info().project.name);
  await page.goto(pathFor("pcbOfferForm", "en"));
  await page.getByLabel("Stencil", { exact: true }).check();
  await select(page, "Stencil size").selectOption({ label: "300 × 400 mm" });
  await page.getByLabel("First name").fill("Ece");
  await page.getByLabel("Last name").fill("Misafir");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("532 000 00 09");
  await page.getByLabel(/I have read and accept the membership terms/).check();
  const number = await sendRequest(page);

  await offerBySales(browser, baseURL!, number, [STENCIL], "40,00");

  // The mail's link: the offer's own page, before any sign-in.
  const mail = await readOutboxText(page, email);
  const link = /\/en\/offer\/[\w.-]+/.exec(mail)?.[0];
  expect(link, mail).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: /^Offer TKL-\d{6}/ })).toBeVisible();
  const offer = page.getByTestId("linked-offer");
  await expect(page.getByText(`Our offer for your request ${number}.`)).toBeVisible();
  await expect(offer).toContainText("waiting for your answer");
  await expect(offer).toContainText(STENCIL.description);
  await expect(offer).toContainText("$40.00");
  await expect(offer.getByRole("link", { name: /\(PDF\)$/ })).toBeVisible();
  // Nothing of the requester.
  await expect(page.getByText("532 000 00 09")).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  await expectAccessible(page);
  // An altered link is the 404 page.
  expect((await page.request.get(`${link!.slice(0, -2)}xx`)).status()).toBe(404);

  // Sign up with the request's address: the verified account lands on the request's page, where it accepts.
  await page.getByRole("link", { name: "Sign up to accept" }).click();
  await fillConsumerSignup(page, { firstName: "Ece", lastName: "Misafir", email, password: "Teklif2026" });
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/en\/otp$/);
  const code = await readCodeFromOutbox(page, email);
  await page.goto("/en/otp");
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/requests\/pcb-stencil-requests\/\d+\/stencil\/[0-9a-f-]{36}$/);
  const answered = page.getByTestId("request-offer");
  await expect(answered).toContainText(STENCIL.description);
  await answered.getByRole("button", { name: /^Accept offer TKL-\d{6}$/ }).click();
  await expect(page).toHaveURL(/\/en\/shopping-cart$/);
  await expect(page.getByRole("listitem").filter({ hasText: STENCIL.description })).toContainText("$40.00");

  // Claimed: the request is the account's now, listed among its requests; the link shows the offer accepted.
  await page.goto(pathFor("pcbStencilRequests", "en"));
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByTestId("linked-offer")).toContainText("accepted");
  await expect(page.getByRole("link", { name: "Sign up to accept" })).toHaveCount(0);
});
