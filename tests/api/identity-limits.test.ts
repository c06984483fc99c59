import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, oneTimeCodes } from "../../api/db/schema";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../api/seed/accounts";
import { freshIp, latestMail, post } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

// Every 429 says when to try again (Retry-After, seconds), and signing in unverified says truthfully whether a
// new code was sent (docs/errors.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.db);
});
afterAll(() => t.close());

const signUp = async (email: string) => {
  const body = {
    firstName: "Can",
    lastName: "Demir",
    email,
    password: "Parola123",
    isMembershipAgreementAccepted: true,
    isKvkkAccepted: true,
  };
  const response = await post(t.app, "/v1/identity/auth/sign-up", body);
  expect(response.statusCode).toBe(201);
  // The sign-up attempt its codes are verified and resent with.
  return response.json().data.attempt as string;
};
const signInUnverified = (email: string, locale = "tr") =>
  post(t.app, "/v1/identity/auth/login-email", { email, password: "Parola123" }, { "accept-language": locale });
const mailsTo = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
/** Moves the e-mail's codes back past the one-minute resend wait. */
const codesSentLongAgo = (email: string) =>
  t.db
    .update(oneTimeCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(oneTimeCodes.email, email));

function retryAfterOf(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(429);
  return Number(response.headers["retry-after"]);
}

describe("Retry-After on every 429", () => {
  it("a new sign-up code asked for too soon: the seconds the message names", async () => {
    const email = "soon@example.com";
    const attempt = await signUp(email);
    const tooSoon = await post(t.app, "/v1/identity/auth/resend-signup-otp", { email, attempt });
    const seconds = retryAfterOf(tooSoon);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(tooSoon.json().error.message).toBe(`Yeni kod istemek için ${seconds} saniye bekleyin`);
  });

  it("a new reset code asked for too soon", async () => {
    const { email } = DEMO_ACCOUNTS.businessBuyer;
    expect((await post(t.app, "/v1/identity/auth/send-reset-password-otp", { email })).statusCode).toBe(200);
    const seconds = retryAfterOf(await post(t.app, "/v1/identity/auth/send-reset-password-otp", { email }));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it("a code whose tries are used up: when a new code may be asked for", async () => {
    const email = "used-up@example.com";
    const attempt = await signUp(email);
    for (let tries = 1; tries <= 5; tries++) await post(t.app, "/v1/identity/auth/verify-signup-otp", { email, attempt, code: "000000" });
    const seconds = retryAfterOf(await post(t.app, "/v1/identity/auth/verify-signup-otp", { email, attempt, code: "000000" }));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it("the per-account limit (sign-in attempts across addresses): until its window frees", async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push(await post(t.app, "/v1/identity/auth/login-email", { email: "many@example.com", password: "whatever1" }));
    }
    const seconds = retryAfterOf(statuses[20]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it("a route's per-address limit", async () => {
    const ip = freshIp();
    let last;
    for (let attempt = 0; attempt < 31; attempt++) {
      const email = `per-ip-${attempt}@example.com`;
      last = await post(t.app, "/v1/identity/auth/login-email", { email, password: "whatever1" }, { "x-forwarded-for": ip });
    }
    const seconds = retryAfterOf(last!);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
  });
});

describe("signing in before the e-mail is verified", () => {
  it("within the resend wait sends nothing and says so, in Turkish and English", async () => {
    const email = "unverified@example.com";
    await signUp(email);
    const tr = await signInUnverified(email);
    expect(tr.statusCode).toBe(403);
    expect(tr.json().error.errors[0].field).toBe("emailVerification");
    expect(tr.json().error.message).toMatch(
      /^E-posta adresiniz henüz doğrulanmadı; yeni kod göndermedik: size gönderdiğimiz son kodu girin ya da \d+ saniye sonra yeni kod isteyin$/,
    );
    const en = await signInUnverified(email, "en");
    expect(en.json().error.message).toMatch(/^Your e-mail address is not verified yet; we have not sent a new code: .* in \d+ seconds$/);
    expect(await mailsTo(email)).toBe(1);
  });

  it("after the resend wait sends a new code and says so, within the hourly resend limit", async () => {
    const email = "unverified-later@example.com";
    const attempt = await signUp(email);
    await codesSentLongAgo(email);
    const sent = await signInUnverified(email, "en");
    expect(sent.json().error.message).toBe("Your e-mail address is not verified yet; we have sent you a new verification code");
    expect(await mailsTo(email)).toBe(2);

    // Five new codes an hour, whether asked for by sign-in or by resend.
    for (let sending = 2; sending <= 5; sending++) {
      await codesSentLongAgo(email);
      await signInUnverified(email);
    }
    expect(await mailsTo(email)).toBe(6);
    await codesSentLongAgo(email);
    const limited = await signInUnverified(email, "en");
    expect(limited.statusCode).toBe(403);
    expect(limited.json().error.message).toMatch(/we have not sent a new code/);
    expect(await mailsTo(email)).toBe(6);
    // The last code sent is the one that works.
    const { code } = (await latestMail(t.db, email))!;
    expect((await post(t.app, "/v1/identity/auth/verify-signup-otp", { email, attempt, code })).statusCode).toBe(200);
  });
});
