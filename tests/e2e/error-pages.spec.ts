import { expect, test } from "./support/fixtures";
import { signInAsFreshConsumer } from "./support/fresh-account";

// An API refusal reaches the person as the error page of its own status (docs/errors.md, throwRouteError), never
// as "Something went wrong".

test("an address id that is not even an id is the address that does not exist: 404", async ({ page, context, baseURL }, testInfo) => {
  await signInAsFreshConsumer(context, baseURL!, "bad-id", testInfo.project.name);
  const response = await page.goto("/en/dashboard/ordering-shopping/shipping-addresses?edit=not-a-uuid");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const deleting = await page.goto("/hesabim/siparis-alisveris/teslimat-adresleri?confirmDelete=12");
  expect(deleting?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeVisible();
});

test("an API 400 in a page's loader is the 400 page with the API's reason", async ({ page }) => {
  // The development outbox is served to the store's own machine only: this visit names itself the client.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "127.0.0.1" });
  const response = await page.goto("/en/dev/outbox?email=bad");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "The request is not valid" })).toBeVisible();
  await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);

  const turkish = await page.goto("/dev/giden-posta?email=bad");
  expect(turkish?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "İstek geçerli değil" })).toBeVisible();
});
