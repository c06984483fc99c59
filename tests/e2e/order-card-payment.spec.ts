import type { Page } from "@playwright/test";
import { pathFor } from "../../contract/paths";
import { SANDBOX_CHALLENGE_CODE } from "../../contract/payments/sandbox-cards";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";
import { checkoutByApi, fillActiveCart } from "./support/orders";

// An EFT order awaiting payment paid by card instead, from its page (docs/decisions/050-current-account-self-service.md):
// a card the bank declines leaves the order as it was and the page says so; a card the bank takes makes it paid.

/** On the sandbox bank's page: the card typed, the one-time code given, the payment confirmed, back to the store. */
async function payAtSandboxBank(page: Page, cardNumber: string) {
  await expect(page.getByRole("heading", { level: 1, name: "3-D Secure verification" })).toBeVisible();
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("12/39");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("One-time code").fill(SANDBOX_CHALLENGE_CODE);
  await page.getByRole("button", { name: "Confirm the payment" }).click();
  if (!jsEnabled()) await page.getByRole("button", { name: "Return to the store" }).click();
}

test("a consumer places an EFT order, then pays it by card from its page: a declined card keeps it, a good one pays it", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "eft-to-card", testInfo.project.name);
  await fillActiveCart(consumer.token);
  await checkoutByApi(consumer.token);
  await page.goto(pathFor("checkoutPayment", "en"));
  await page.getByRole("radio", { name: /EFT or wire transfer/ }).check();
  await page.getByRole("checkbox", { name: /I have read and accept/ }).check();
  await page.getByRole("button", { name: "Place the order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you: your order is waiting for your transfer" })).toBeVisible();
  const orderNumber = (await page.locator("[data-order-number]").textContent())!.trim();

  await page.goto(pathFor("orderDetail", "en", { id: orderNumber }));
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByText("Awaiting payment")).toBeVisible();
  const byCard = page.getByRole("region", { name: "Pay by card instead" });
  await expect(byCard.getByText(/If the card payment does not go through, your order stays as it is/)).toBeVisible();
  await expectAccessible(page);

  // Declined: back on the order, which is as it was, and says why.
  await byCard.getByLabel("Card installments").selectOption("2");
  await byCard.getByRole("button", { name: "Pay by card" }).click();
  await payAtSandboxBank(page, "4000 0000 0000 0002");
  await expect(page).toHaveURL(new RegExp(`${pathFor("orderDetail", "en", { id: orderNumber })}$`));
  await expect(
    byCard.getByText(
      "Your card payment was not completed: Your bank declined the card. No money was taken; your order is as it was and still awaits your transfer.",
    ),
  ).toBeVisible();
  await expect(summary.getByText("Awaiting payment")).toBeVisible();
  await expect(summary.getByText("EFT or wire transfer")).toBeVisible();

  // Paid: the order is a paid card order.
  await byCard.getByRole("button", { name: "Pay by card" }).click();
  await payAtSandboxBank(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(new RegExp(`${pathFor("orderDetail", "en", { id: orderNumber })}$`));
  await expect(page.getByText(`Order ${orderNumber} is paid by card. Thank you!`).first()).toBeVisible();
  await expect(summary.getByText("Paid", { exact: true })).toBeVisible();
  await expect(summary.getByText("Credit or debit card")).toBeVisible();
  await expect(byCard).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Payments" }).getByText("**** 4242")).toBeVisible();
});
