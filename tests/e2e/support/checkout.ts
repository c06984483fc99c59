import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { signInAsFreshConsumer } from "./fresh-account";
import { fillActiveCart, newBillingAddress } from "./orders";

// The checkout's pages as a signed-in buyer goes through them (English pages): the cart, the address and delivery
// steps, then the payment step where the order is placed. The buyer needs an invoice address already.

/** A new consumer (`prefix` names their address) signed in with one part in the cart and an invoice address. */
export async function consumerWithCart(page: Page, baseURL: string, prefix: string) {
  const consumer = await signInAsFreshConsumer(page.context(), baseURL, prefix, test.info().project.name);
  await fillActiveCart(consumer.token);
  await newBillingAddress(consumer.token);
  return consumer;
}

/** From the cart page through the address and delivery steps to the payment step; the total it shows. */
export async function toPaymentStep(page: Page, { identityNumber }: { identityNumber?: string } = {}) {
  await page.goto("/en/shopping-cart");
  await expect(page.getByRole("navigation", { name: "Checkout steps" }).getByText("My cart")).toBeVisible();
  await page.getByRole("link", { name: "Proceed to checkout" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Address and recipient" })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText("Address");
  await expectAccessible(page);
  await expect(page.getByRole("checkbox", { name: "Deliver to the invoice address" })).toBeChecked();
  await page.getByLabel("Recipient's first name").fill("Deniz");
  await page.getByLabel("Recipient's last name").fill("Kaya");
  await page.getByLabel("Recipient's phone").fill("532 000 00 01");
  if (identityNumber !== undefined) {
    // A wrong check digit is refused next to the field, and what was typed elsewhere stays.
    await page.getByLabel("Turkish identity number (TCKN)").fill("10000000147");
    await page.getByRole("button", { name: "Continue to the delivery method" }).click();
    await expect(page.getByText("Enter a valid Turkish ID number")).toBeVisible();
    await expect(page.getByLabel("Recipient's first name")).toHaveValue("Deniz");
    await page.getByLabel("Turkish identity number (TCKN)").fill(identityNumber);
  }
  await page.getByRole("button", { name: "Continue to the delivery method" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Delivery method" })).toBeVisible();
  await page.getByRole("radio", { name: /· Standard/ }).check();
  await page.getByRole("button", { name: "Continue to the payment" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Payment method" })).toBeVisible();
  await expect(page.locator('[data-status="done"]')).toHaveCount(3);
  await expectAccessible(page);
  return (await page.locator("[data-checkout-total]").textContent())!.trim();
}

/** On the payment step: the payment type chosen, the terms accepted, the order placed. */
export async function placeOrder(page: Page, paymentType: "Credit or debit card" | "EFT or wire transfer" | "Net term (current account)") {
  await page.getByRole("radio", { name: new RegExp(paymentType.replace(/[()]/g, "\\$&")) }).check();
  await page.getByRole("checkbox", { name: /I have read and accept/ }).check();
  await page.getByRole("button", { name: "Place the order" }).click();
}
