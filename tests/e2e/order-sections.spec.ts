import { pathFor } from "../../contract/paths";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";
import { placeOrderByApi } from "./support/orders";

// Issue 34 item 6: the order detail's section path (docs/spec.md §2) opens one part of the order alone.

test("an order's section path shows that part alone, in both languages, and an unknown section is the 404 page", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "sections", testInfo.project.name);
  const orderNumber = await placeOrderByApi(consumer.token, { paymentType: "eft" });

  await page.goto(pathFor("orderDetail", "en", { id: orderNumber }));
  await page.getByRole("navigation", { name: "The order's sections" }).getByRole("link", { name: "Documents" }).click();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${orderNumber}/documents$`));
  await expect(page.getByRole("heading", { level: 2, name: "Documents" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Items" })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(pathFor("orderDetailSection", "tr", { id: orderNumber, section: "lines" }));
  await expect(page.getByRole("heading", { level: 2, name: "Ürünler" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Belgeler" })).toHaveCount(0);
  await page.getByRole("link", { name: `${orderNumber} numaralı siparişin tamamı` }).click();
  await expect(page).toHaveURL(new RegExp(`/siparis-detayi/${orderNumber}$`));

  const unknown = await page.goto(pathFor("orderDetailSection", "en", { id: orderNumber, section: "nonsense" }));
  expect(unknown?.status()).toBe(404);
});
