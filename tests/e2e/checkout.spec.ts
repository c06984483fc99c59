import type { Locator, Page } from "@playwright/test";
import type { Cart } from "../../contract/api/carts/schemas";
import type { Checkout } from "../../contract/api/checkout/schemas";
import { SANDBOX_CHALLENGE_CODE } from "../../contract/payments/sandbox-cards";
import { analyticsEvents } from "./support/analytics";
import { consumerWithCart, placeOrder, toPaymentStep } from "./support/checkout";
import { pricedPartOnFirstRows } from "./support/catalog-api";
import { download, firstSheet, pdfText } from "./support/downloads";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { apiAs, signInAsFreshConsumer } from "./support/fresh-account";
import { ADDRESS, emptyActiveCart, fillActiveCart, fillActiveCartWorth, newBillingAddress } from "./support/orders";
import { DEMO_ACCOUNTS, signIn } from "./support/session";

// Issue 16's done-when: the four checkout steps as a buyer goes through them, with and without JavaScript, to an
// order paid by EFT, by the sandbox bank's card page, or on a company's current account.

const SUCCESS_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

/** The sandbox bank's 3-D Secure page: a card, a future expiry, a CVC and the one-time code. */
async function payAtSandboxBank(page: Page, card: string) {
  await expect(page.getByRole("heading", { level: 1, name: "3-D Secure verification" })).toBeVisible();
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry date").fill("12/39");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("One-time code").fill(SANDBOX_CHALLENGE_CODE);
  await page.getByRole("button", { name: "Confirm the payment" }).click();
  // Without scripts the buyer carries the bank's answer back to the store with a button, as on a real bank's page.
  if (!jsEnabled()) await page.getByRole("button", { name: "Return to the store" }).click();
}

test("a consumer goes through the four steps and pays by EFT; the invoice's total is the checkout's", async ({ page, baseURL }) => {
  test.skip(jsEnabled(), "the JavaScript run takes the card path");
  const consumer = await consumerWithCart(page, baseURL!, "checkout");
  const [line] = (await apiAs<Cart>(consumer.token, "GET", "carts/users/me/active")).slots.normal;
  const total = await toPaymentStep(page, { identityNumber: "10000000146" });
  await placeOrder(page, "EFT or wire transfer");

  await expect(page.getByRole("heading", { level: 1, name: "Thank you: your order is waiting for your transfer" })).toBeVisible();
  const orderNumber = (await page.locator("[data-order-number]").textContent())!.trim();
  expect(orderNumber).toMatch(/^DE\d{8}-\d{6}$/);
  await expect(page.getByText(/\bTR\d{2}( ?\d{4}){5} ?\d{2}\b/).first()).toBeVisible();
  await expect(page.locator('[data-totals-currency="TRY"]')).toBeVisible();
  await expect(page.locator('[data-totals-currency="USD"]')).toBeVisible();
  await expect(page.getByText(/1 USD = [\d.,]+ TRY/)).toBeVisible();

  await page.getByRole("link", { name: "View the order" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  // Not paid yet: its proforma (docs/decisions/034-invoices.md), with the total the checkout showed.
  const invoice = await download(page, "Download proforma invoice (PDF)");
  const text = await pdfText(invoice.body);
  expect(text).toContain(orderNumber);
  expect(text).toContain(`${line.mpn} (${line.manufacturerName})`);
  // The page shows "$140.82"; the proforma writes the amount and its currency code: "Total payable: 140.82 USD".
  expect(text).toContain(`Total payable: ${total.replace(/[^\d.]/g, "")} USD`);

  await page.goto("/en/dashboard/order-status-history");
  await expect(page.getByRole("link", { name: orderNumber })).toBeVisible();
  const list = await firstSheet((await download(page, "Download the list (Excel)")).body);
  expect(list.getColumn(1).values).toContain(orderNumber);
  // The cart's ordered lines are gone: the order holds them now.
  await page.goto("/en/shopping-cart");
  await expect(page.getByRole("link", { name: "Proceed to checkout" })).toHaveCount(0);
});

test("a card payment through the sandbox bank's 3-D Secure page ends on the paid order", async ({ page, baseURL }) => {
  await consumerWithCart(page, baseURL!, "checkout");
  await toPaymentStep(page, { identityNumber: "10000000146" });
  // With scripts the steps are analytics events with the cart's items (the page stayed one document since the cart).
  if (jsEnabled()) {
    for (const event of ["begin_checkout", "add_shipping_info"]) {
      await expect
        .poll(() => analyticsEvents(page, event))
        .toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ items: [expect.any(Object)] }) })]);
    }
  }
  await placeOrder(page, "Credit or debit card");
  await expectAccessible(page);
  await payAtSandboxBank(page, SUCCESS_CARD);

  await expect(page.getByRole("heading", { level: 1, name: "Thank you: your order is paid" })).toBeVisible();
  await expect(page.getByText("Paid by card **** 4242 in a single payment.")).toBeVisible();
  if (jsEnabled()) {
    const orderNumber = (await page.locator("[data-order-number]").textContent())!.trim();
    await expect
      .poll(() => analyticsEvents(page, "purchase"))
      .toEqual([
        expect.objectContaining({
          ecommerce: expect.objectContaining({ transaction_id: orderNumber, payment_type: "pos", value: expect.any(Number) }),
        }),
      ]);
  }
  await expectAccessible(page);
});

test("a declined card brings the buyer back to the payment step with the bank's reason, the cart intact", async ({ page, baseURL }) => {
  await consumerWithCart(page, baseURL!, "checkout");
  await toPaymentStep(page, { identityNumber: "10000000146" });
  await placeOrder(page, "Credit or debit card");
  await payAtSandboxBank(page, DECLINED_CARD);

  await expect(page.getByRole("heading", { level: 1, name: "Payment method" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("was not made");
  await expect(page.getByRole("alert")).toContainText("declined");
  await page.goto("/en/shopping-cart");
  await expect(page.getByRole("link", { name: "Proceed to checkout" })).toBeVisible();
});

test("a bank's answer the store cannot verify is a page in the buyer's language, with the way to the order", async ({ page, baseURL }) => {
  await consumerWithCart(page, baseURL!, "checkout");
  await toPaymentStep(page, { identityNumber: "10000000146" });
  await placeOrder(page, "Credit or debit card");
  // The result's signature changed on its way back from the bank: the API refuses it, nothing is applied.
  await page.route("**/payment/callback/**", (route) =>
    route.continue({
      postData: route
        .request()
        .postData()!
        .replace(/signature=[^&]*/, "signature=forged"),
    }),
  );
  await payAtSandboxBank(page, SUCCESS_CARD);

  await expect(page).toHaveURL(/\/en\/payment\/callback\/sandbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "The bank's answer could not be taken" })).toBeVisible();
  await expect(page.getByText("The payment answer could not be verified.")).toBeVisible();
  await page.getByRole("link", { name: "See your orders" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/order-status-history$/);
});

test("a step whose earlier steps are not done sends the buyer back to the first of them", async ({ page, baseURL }) => {
  test.skip(jsEnabled(), "a redirect of the server");
  await consumerWithCart(page, baseURL!, "checkout");
  await page.goto("/en/shopping-cart/payment-method");
  await expect(page).toHaveURL(/\/en\/shopping-cart\/address$/);
  await page.goto("/sepetim/teslimat-yontemi");
  await expect(page).toHaveURL(/\/sepetim\/adres$/);
  await expect(page.getByRole("heading", { level: 1, name: "Adres ve alıcı" })).toBeVisible();
});

test("a business admin pays on the current account within its limit, and is refused over it", async ({ page, baseURL }) => {
  // Current accounts come from the ERP (none can be made through the API): this is the one test that orders from the
  // demo administrator's cart and charges the demo company's account, once per run.
  test.skip(jsEnabled(), "the company's current account is shared by the runs");
  test.setTimeout(90_000);
  const record = await signIn(page.context(), baseURL!, { ...DEMO_ACCOUNTS.businessAdmin, userType: "b2b" });
  await emptyActiveCart(record);
  await fillActiveCart(record);
  await newBillingAddress(record);
  await chooseAccountAndPay(page);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you: your order is placed on your current account" })).toBeVisible();

  const checkout = await apiAs<Checkout>(record, "GET", "checkout/users/me");
  const account = checkout.currentAccounts.find((candidate) => candidate.code === "120.01.001")!;
  await fillActiveCartWorth(record, Number(account.available) * 1.2);
  await chooseAccountAndPay(page);
  await expect(page.getByRole("alert")).toContainText("exceeds what is available on current account 120.01.001");
  await expect(page.getByRole("checkbox", { name: /I have read and accept/ })).toBeChecked();
  await emptyActiveCart(record);
});

/** The address step with the company's USD current account, then delivery, then net term. */
async function chooseAccountAndPay(page: Page) {
  await page.goto("/en/shopping-cart/address");
  await page.getByLabel("Recipient's first name").fill("Mehmet");
  await page.getByLabel("Recipient's last name").fill("Demir");
  await page.getByLabel("Recipient's phone").fill("532 000 00 02");
  await page.getByLabel("Current account to charge").selectOption("120.01.001");
  await page.getByRole("button", { name: "Continue to the delivery method" }).click();
  await page.getByRole("radio", { name: /· Standard/ }).check();
  await page.getByRole("button", { name: "Continue to the payment" }).click();
  await placeOrder(page, "Net term (current account)");
}

test("a guest checks out with an e-mail and an invoice address, delivered elsewhere, and pays by EFT", async ({ page, request }) => {
  const part = await pricedPartOnFirstRows(request);
  await page.goto("/en/ps/chip-resistors-smd?inStock=true");
  await page.getByRole("button", { name: `Add to cart: ${part.mpn}, ${part.packaging}` }).click();
  await expect(page.getByRole("banner").getByLabel(/items in your cart/)).toHaveText("1");
  await page.goto("/en/shopping-cart");
  await page.getByRole("link", { name: "Proceed to checkout" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Address and recipient" })).toBeVisible();
  const invoice = page.getByRole("region", { name: "Invoice address" });
  const email = `guest-${Date.now()}-${test.info().project.name}@example.com`;
  await invoice.getByLabel("E-mail").fill(email);
  await fillTurkishAddress(page, invoice, { firstName: "Deniz", lastName: "Kaya", street: "Ziya Gökalp Caddesi No: 5" });
  await invoice.getByRole("checkbox", { name: "Deliver to the invoice address" }).uncheck();
  // One part is far under the limit above which an invoice to a person needs a TCKN: the form says it may be left out.
  await expect(
    invoice.getByText(/Optional for an invoice to a person up to ₺5,000\.00; without it the invoice carries 11111111111/),
  ).toBeVisible();
  await invoice.getByRole("button", { name: "Save and continue" }).click();

  const delivery = page.getByRole("region", { name: "Delivery address" });
  await expect(delivery).toBeVisible();
  await fillTurkishAddress(page, delivery, { firstName: "Ece", lastName: "Demir", street: "Atatürk Bulvarı No: 10" });
  await delivery.getByRole("button", { name: "Save the delivery address and continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Delivery method" })).toBeVisible();
  await page.getByRole("radio", { name: /· Standard/ }).check();
  await page.getByRole("button", { name: "Continue to the payment" }).click();
  await expect(page.getByText("Ece Demir")).toBeVisible();
  // The contract the guest accepts is filled in with what the guest typed (the link opens it beside the checkout).
  await expect(page.getByRole("link", { name: "distance sales contract", exact: true })).toHaveAttribute(
    "href",
    "/en/shopping-cart/distance-sales-contract",
  );
  await page.goto("/en/shopping-cart/distance-sales-contract");
  await expect(page.getByText("Name: Deniz Kaya")).toBeVisible();
  await expect(page.getByText(`E-mail: ${email}`)).toBeVisible();
  await page.goto("/en/shopping-cart/payment-method");
  await placeOrder(page, "EFT or wire transfer");

  await expect(page.getByRole("heading", { level: 1, name: "Thank you: your order is waiting for your transfer" })).toBeVisible();
  await expect(page.getByText(`We have sent the order to ${email}`)).toBeVisible();
  await expect(page.getByText(/\bTR\d{2}( ?\d{4}){5} ?\d{2}\b/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Create an account/ })).toBeVisible();
  await expectAccessible(page);
  const orderNumber = (await page.locator("[data-order-number]").textContent())!.trim();
  const invoicePdf = await pdfText((await download(page, "Download proforma invoice (PDF)")).body);
  expect(invoicePdf).toContain(orderNumber);
  expect(invoicePdf).toContain("Deniz Kaya");
});

test("over the limit the TCKN of an invoice to a person is required, says so, and is refused empty with nothing lost", async ({
  page,
  baseURL,
}) => {
  const consumer = await signInAsFreshConsumer(page.context(), baseURL!, "tckn", test.info().project.name);
  // About 300 USD: well over 5,000 TRY with VAT.
  await fillActiveCartWorth(consumer.token, 300);
  await apiAs(consumer.token, "POST", "identity/users/me/billing-addresses", {
    ...ADDRESS,
    title: "Kimliksiz",
    invoiceType: "individual",
    identityNumber: "",
  });
  await page.goto("/en/shopping-cart/address");
  await expect(page.getByRole("heading", { level: 1, name: "Address and recipient" })).toBeVisible();
  const field = page.getByLabel("Turkish identity number (TCKN)");
  await expect(field).toBeVisible();
  await expect(
    page.getByText(/This order is over ₺5,000\.00: an invoice to a person must carry the Turkish identity number by law/),
  ).toBeVisible();
  await expect(page.locator("label", { hasText: "Turkish identity number (TCKN)" })).not.toContainText("optional");
  await page.getByLabel("Recipient's first name").fill("Deniz");
  await page.getByLabel("Recipient's last name").fill("Kaya");
  await page.getByLabel("Recipient's phone").fill("532 000 00 01");
  await page.getByRole("button", { name: "Continue to the delivery method" }).click();
  await expect(
    page.getByText("Enter the Turkish identity number (TCKN): an invoice to a person over 5,000.00 TRY must carry it."),
  ).toBeVisible();
  await expect(page.getByLabel("Recipient's first name")).toHaveValue("Deniz");
  await field.fill("10000000146");
  await page.getByRole("button", { name: "Continue to the delivery method" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delivery method" })).toBeVisible();
});

/** A Turkish address in one of the address forms: Ankara, Çankaya, Kızılay, with "update the lists" without scripts. */
async function fillTurkishAddress(page: Page, form: Locator, person: { firstName: string; lastName: string; street: string }) {
  await form.getByLabel("First name").fill(person.firstName);
  await form.getByLabel("Last name").fill(person.lastName);
  await form.getByLabel("Phone", { exact: true }).fill("532 000 00 01");
  const choose = async (label: string, option: string) => {
    await form.getByLabel(label).selectOption({ label: option });
    if (!jsEnabled()) await form.getByRole("button", { name: "Update the lists" }).click();
    else await expect(form.getByLabel(label)).toBeEnabled();
  };
  await choose("City", "Ankara");
  await expect(form.getByLabel("Town").locator("option", { hasText: "Çankaya" })).toHaveCount(1);
  await choose("Town", "Çankaya");
  await expect(form.getByLabel("District").locator("option", { hasText: "Kızılay" })).toHaveCount(1);
  await form.getByLabel("District").selectOption({ label: "Kızılay Mah" });
  await form.getByLabel("Address", { exact: true }).fill(person.street);
}
