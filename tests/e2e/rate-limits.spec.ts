import { randomUUID } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { uniqueEmail } from "./support/account-flows";
import { expect, test } from "./support/fixtures";
import { accountFlowCookieValue } from "./support/session";

// An API 429 reaches the person as a 429 with the API's Retry-After and a sentence saying when to try again, above
// the form they sent, with what they typed kept (formFailure, docs/errors.md). Each test browses from its own
// address (fixtures.ts), so the API's per-address limits are its own.

const TRY_AGAIN = /Too many attempts\. Try again in \d+ (seconds?|minutes?)\./;

/** Posts until the API's limit answers (at most `most` times); every answer before it is a refusal or a success, never a 5xx. */
async function postUntilLimited(post: (attempt: number) => Promise<APIResponse>, most = 40): Promise<APIResponse> {
  for (let attempt = 0; attempt < most; attempt++) {
    const response = await post(attempt);
    if (response.status() === 429) return response;
    expect(response.status()).toBeLessThan(500);
  }
  throw new Error(`no 429 after ${most} posts`);
}

async function expectTryAgain(response: APIResponse) {
  expect(response.status()).toBe(429);
  expect(response.headers()["retry-after"]).toMatch(/^\d+$/);
  expect(await response.text()).toMatch(TRY_AGAIN);
}

test("too many contact messages: the form says when to try again and keeps what was typed", async ({ page }) => {
  const form = { name: "Ayşe", lastName: "Yılmaz", email: "ayse@firma.com.tr", subject: "Stok sorusu", message: "500 adet stok var mı?" };
  // The API takes five messages a minute from one address: five go first.
  for (let sent = 0; sent < 5; sent++) expect((await page.request.post("/iletisim", { form, maxRedirects: 0 })).status()).toBe(303);

  await page.goto("/iletisim");
  await page.getByLabel("Ad", { exact: true }).fill(form.name);
  await page.getByLabel("Soyad").fill(form.lastName);
  await page.getByLabel("E-posta").fill(form.email);
  await page.getByLabel("Konu").fill(form.subject);
  await page.getByLabel("Mesajınız").fill(form.message);
  await page.getByRole("button", { name: "Mesajı gönder" }).click();

  await expect(page.getByRole("alert")).toContainText(/Çok fazla deneme yaptınız\. \d+ (saniye|dakika) sonra yeniden deneyin\./);
  await expect(page.getByLabel("Mesajınız")).toHaveValue(form.message);
});

test("the contact, sign-in, code and password-reset forms all pass the API's 429 on with its Retry-After @http-only", async ({
  request,
}) => {
  const message = { name: "Ali", lastName: "Veli", email: "ali@example.com", subject: "Hello", message: "A message long enough." };
  await expectTryAgain(await postUntilLimited(() => request.post("/en/contact", { form: message, maxRedirects: 0 })));

  const project = test.info().project.name;
  await expectTryAgain(
    await postUntilLimited(() =>
      request.post("/en/login", {
        form: { userType: "b2c", email: uniqueEmail("limited-sign-in", project), password: "Wrong1234!" },
        maxRedirects: 0,
      }),
    ),
  );

  // A code typed for many sign-ups from one address: each its own e-mail (the flow cookie the sign-up would leave).
  await expectTryAgain(
    await postUntilLimited(async () => {
      const flow = await accountFlowCookieValue({ purpose: "signup", email: uniqueEmail("limited-code", project), attempt: randomUUID() });
      return request.post("/en/otp", {
        form: { intent: "verify", code: "123456" },
        headers: { Cookie: `account-flow=${flow}` },
        maxRedirects: 0,
      });
    }),
  );

  await expectTryAgain(
    await postUntilLimited(() =>
      request.post("/en/reset-password", { form: { intent: "email", email: uniqueEmail("limited-reset", project) }, maxRedirects: 0 }),
    ),
  );
});
