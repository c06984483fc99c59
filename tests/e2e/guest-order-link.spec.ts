import type { Page } from "@playwright/test";
import { readOutboxText, uniqueEmail } from "./support/account-flows";
import { download, pdfText } from "./support/downloads";
import { expect, expectAccessible, test } from "./support/fixtures";
import { placeGuestOrderByApi } from "./support/orders";
import { DEMO_ACCOUNTS, signIn } from "./support/session";

// A guest's order by the signed link of its mail (issue 34 item 6, docs/decisions/051-guest-order-link.md): the guest
// reads the order mail in the development outbox, follows its link without signing in, and sees the order read-only
// with the bank accounts to pay to and its proforma; an altered link is the 404 page, for a signed-in customer too.

/** A guest's EFT order placed now, and the path of the signed link its mail (read in the development outbox) gives. */
async function guestOrderAndLink(page: Page, project: string) {
  const email = uniqueEmail("order-link", project);
  const orderNumber = await placeGuestOrderByApi(email);
  const mail = await readOutboxText(page, email);
  expect(mail).toContain(orderNumber);
  const link = /https?:\/\/\S+?(\/en\/order\/[\w.-]+)/.exec(mail);
  expect(link, "the mail links to the order by a signed link").not.toBeNull();
  return { email, orderNumber, path: link![1] };
}

test("a guest follows the order mail's link to the order, its bank accounts and its proforma, without signing in", async ({
  page,
}, testInfo) => {
  // The order page's accessibility check with scripts on is the slow part on a busy machine.
  test.setTimeout(150_000);
  const { email, orderNumber, path } = await guestOrderAndLink(page, testInfo.project.name);

  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText("You opened this order with the link in its mail.")).toBeVisible();
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary).toContainText("Awaiting payment");
  await expect(summary).toContainText("EFT or wire transfer");
  await expect(summary).toContainText(email);
  // Read-only: nothing of the order is done through the link.
  await expect(page.getByRole("link", { name: "Cancel this order" })).toHaveCount(0);
  const banks = page.getByRole("region", { name: "Our bank accounts" });
  await expect(banks).toContainText(`write the order number ${orderNumber}`);
  await expect(banks.getByText(/\bTR\d{2}( ?\d{4}){5} ?\d{2}\b/).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Items" }).getByRole("row")).not.toHaveCount(0);
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText("Not shipped yet");
  await expectAccessible(page);

  const proforma = await download(page, "Download proforma invoice (PDF)");
  expect(proforma.name).toBe(`proforma-${orderNumber}.pdf`);
  expect(await pdfText(proforma.body)).toContain(orderNumber);
});

test("an altered order link is the 404 page, signed out and signed in; a signed-in customer sees the link's order as anyone", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { orderNumber, path } = await guestOrderAndLink(page, testInfo.project.name);
  // One character of the signature changed.
  const signature = path.slice(-43);
  const altered = `${path.slice(0, -43)}${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(context, baseURL!, { ...DEMO_ACCOUNTS.consumer, userType: "b2c" });
    const refused = await page.goto(altered);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText(orderNumber)).toHaveCount(0);
  }
  expect((await page.goto(path))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
});
