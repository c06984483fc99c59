import type { Page } from "@playwright/test";
import { pathFor } from "../../contract/paths";
import { formatQuantity } from "../../app/lib/format";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";
import { orderByApi, placeOrderByApi } from "./support/orders";
import { deliveredOrderByApi } from "./support/returns";

// Return requests (issue 16, item 4): a delivered order's buyer asks to send a line back with a reason that needs a
// description, is told next to the field when it is missing, then sees the return in the history and on its own
// page, and the order says a return was requested. Orders are placed and delivered through the API; everything
// checked goes through the pages, with JavaScript off and on.

const RETURN_NUMBER = /IR\d{8}-\d{6}/;

const sendButton = (page: Page) => page.getByRole("button", { name: "İade talebini gönder" });

test("a delivered order's buyer requests a return of one line and follows it in the history", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "returns", testInfo.project.name);
  const orderNumber = await deliveredOrderByApi(consumer.token);
  const [line] = (await orderByApi(consumer.token, orderNumber)).lines;

  await page.goto(pathFor("orderDetail", "tr", { id: orderNumber }));
  await page.getByRole("link", { name: "İade talep et" }).click();
  await expect(page).toHaveURL(pathFor("returnRequestForm", "tr", { id: orderNumber }));
  await expect(page.getByRole("heading", { level: 1, name: `${orderNumber} siparişi için iade talebi` })).toBeVisible();
  const lineRow = page.getByRole("row").filter({ hasText: line.mpn });
  await expect(lineRow).toContainText(formatQuantity(line.quantity, "tr"));
  await expect(page.getByRole("radio", { name: /Diğer/ })).toBeVisible();
  await expect(page.getByText("Fotoğraf gerekir")).toBeVisible();
  await expectAccessible(page);

  // The reason needs a description: without one the form comes back with the error under the field, the rest kept.
  const quantity = page.getByLabel(`${line.mpn} için iade adedi`);
  await quantity.fill("1");
  const defective = page.getByRole("radio", { name: /Arızalı veya çalışmıyor/ });
  await defective.check();
  await sendButton(page).click();
  const description = page.getByRole("textbox", { name: "Açıklama", exact: true });
  await expect(description).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Sorunu açıklayın: seçtiğiniz neden bir açıklama gerektiriyor")).toBeVisible();
  await expect(quantity).toHaveValue("1");
  await expect(defective).toBeChecked();
  await expectAccessible(page);

  await description.fill("3. bacak toprağa kısa devre.");
  await sendButton(page).click();
  await expect(page).toHaveURL(/\/hesabim\/iade-gecmisi\/iade-durumu\?number=IR\d{8}-\d{6}$/);
  const returnNumber = RETURN_NUMBER.exec(page.url())![0];
  await expect(page.getByText(`${returnNumber} numaralı iade talep edildi`).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `${returnNumber} numaralı iade` })).toBeVisible();
  const summary = page.getByRole("region", { name: "Özet" });
  await expect(summary).toContainText("Talep edildi");
  await expect(summary).toContainText("Arızalı veya çalışmıyor");
  await expect(summary).toContainText("3. bacak toprağa kısa devre.");
  await expect(summary).toContainText("Fotoğraf gönderilmedi.");
  await expect(summary.getByRole("link", { name: orderNumber })).toHaveAttribute("href", pathFor("orderDetail", "tr", { id: orderNumber }));
  const returnedLine = page.getByRole("region", { name: "Ürünler" }).getByRole("row").filter({ hasText: line.mpn });
  await expect(returnedLine).toContainText(line.manufacturerName);
  await expect(returnedLine.getByRole("cell").last()).toHaveText("1");
  await expectAccessible(page);

  await page.goto(pathFor("returns", "tr"));
  await expect(page.getByRole("heading", { level: 1, name: "İade geçmişi" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: returnNumber });
  await expect(row.getByRole("link", { name: returnNumber })).toHaveAttribute(
    "href",
    pathFor("returnStatus", "tr", {}, { number: returnNumber }),
  );
  await expect(row.getByRole("link", { name: orderNumber })).toHaveAttribute("href", pathFor("orderDetail", "tr", { id: orderNumber }));
  await expect(row).toContainText("Talep edildi");
  await expect(row).toContainText("Arızalı veya çalışmıyor");
  await expectAccessible(page);
  // The history filters by status with a GET form; a status no request has says so.
  await page.getByLabel("Durum").selectOption({ label: "Ücret iade edildi" });
  await page.getByRole("button", { name: "Göster" }).click();
  await expect(page.getByText("Bu durumda iade talebi yok.")).toBeVisible();
  await page.getByLabel("Durum").selectOption({ label: "Talep edildi" });
  await page.getByRole("button", { name: "Göster" }).click();
  await expect(page).toHaveURL(/status=requested/);
  await expect(page.getByRole("row").filter({ hasText: returnNumber })).toBeVisible();

  await row.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("region", { name: "Özet" })).toContainText("İade talep edildi");
  await expect(page.getByRole("region", { name: "Durum geçmişi" })).toContainText(`${returnNumber} numaralı iade talep edildi`);

  // On a phone the tables become cards: no page wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [pathFor("returnRequestForm", "tr", { id: orderNumber }), pathFor("returns", "tr"), page.url()]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});

test("an order not delivered says why it cannot be returned, and the history starts empty", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "returns-refused", testInfo.project.name);

  await page.goto(pathFor("returns", "en"));
  await expect(page.getByText("You have not requested a return yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to your orders" })).toHaveAttribute("href", pathFor("orders", "en"));
  await expectAccessible(page);

  const orderNumber = await placeOrderByApi(consumer.token, { paymentType: "eft" });
  await page.goto(pathFor("orderDetail", "en", { id: orderNumber }));
  await expect(page.getByRole("link", { name: "Request a return" })).toHaveCount(0);
  await page.goto(pathFor("returnRequestForm", "en", { id: orderNumber }));
  const refusal = page.getByRole("region", { name: "This order cannot be returned" });
  await expect(refusal).toContainText("Only a delivered order can be returned. This order's status: Awaiting payment.");
  await expect(page.getByRole("button", { name: "Send the return request" })).toHaveCount(0);
  await expectAccessible(page);

  // No number, or one of another shape, is the 404 page.
  for (const path of [pathFor("returnStatus", "en"), pathFor("returnStatus", "en", {}, { number: "IR-nothing" })]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test("a photo the API refuses comes back next to its field, to choose again; a real one is sent", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const consumer = await signInAsFreshConsumer(context, baseURL!, "returns-photo", testInfo.project.name);
  const orderNumber = await deliveredOrderByApi(consumer.token);
  const [line] = (await orderByApi(consumer.token, orderNumber)).lines;

  await page.goto(pathFor("returnRequestForm", "en", { id: orderNumber }));
  await page.getByLabel(`Quantity of ${line.mpn} to return`).fill("1");
  await page.getByRole("radio", { name: /Damaged in shipping/ }).check();
  const photo = page.getByLabel("Photo", { exact: true });
  // Named and declared as a PNG, but not one: only the API reads the bytes.
  await photo.setInputFiles({ name: "box.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await page.getByRole("button", { name: "Send the return request" }).click();
  await expect(page.getByText("The photo must be a JPEG, PNG or WebP image, or a PDF.")).toBeVisible();
  await expect(page.getByText("if the field is empty, choose box.png again")).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${line.mpn} to return`)).toHaveValue("1");

  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);
  await photo.setInputFiles({ name: "box.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Send the return request" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/return-status-history\/return-status\?number=IR\d{8}-\d{6}$/);
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("PNG file sent (3 KB)");
});
