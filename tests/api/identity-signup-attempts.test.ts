import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, oneTimeCodes, users } from "../../api/db/schema";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../api/seed/accounts";
import { latestMail, post } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

// A pending sign-up cannot be taken over, and a sign-up never says whether an address is registered
// (docs/decisions/028-pending-sign-ups.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { MAIL_PER_ADDRESS_HOURLY: 20 } });
  await seedDemoAccounts(t.db);
});
afterAll(() => t.close());

const signUp = (email: string, password: string) =>
  post(t.app, "/v1/identity/auth/sign-up", {
    firstName: "Elif",
    lastName: "Şahin",
    email,
    password,
    isMembershipAgreementAccepted: true,
    isKvkkAccepted: true,
  });
const signIn = (email: string, password: string) => post(t.app, "/v1/identity/auth/login-email", { email, password });
const linkTokenOf = (mailText: string) => new URL(/https?:\/\/\S+/.exec(mailText)![0]).searchParams.get("token")!;
const mailsTo = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;

describe("a pending sign-up replaced by a second one", () => {
  it("the first attempt's link dies and never verifies the second attempt's password", async () => {
    const email = "victim-link@example.com";
    expect((await signUp(email, "Kurban123")).statusCode).toBe(201);
    const victimLink = linkTokenOf((await latestMail(t.db, email))!.text);
    expect((await signUp(email, "Saldirgan123")).statusCode).toBe(201);

    // Even with the password the victim typed, the replaced attempt's link is dead.
    const confirmed = await post(t.app, "/v1/identity/users/confirm-activations", { token: victimLink, password: "Kurban123" });
    expect(confirmed.statusCode).toBe(400);
    expect((await signIn(email, "Saldirgan123")).statusCode).toBe(403);
  });

  it("the newest code, typed on the first attempt's page, does not sign in to the second attempt", async () => {
    const email = "victim-code@example.com";
    const victim = (await signUp(email, "Kurban123")).json().data.attempt;
    await signUp(email, "Saldirgan123");
    const newestCode = (await latestMail(t.db, email))!.code!;

    const verified = await post(t.app, "/v1/identity/auth/verify-signup-otp", { email, code: newestCode, attempt: victim });
    expect(verified.statusCode).toBe(410);
    expect(verified.json().data).toBeUndefined();
    expect((await signIn(email, "Saldirgan123")).statusCode).toBe(403);
    // Nor does asking the first attempt's page for a new code reach the second attempt.
    await t.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.email, email));
    const before = await mailsTo(email);
    expect((await post(t.app, "/v1/identity/auth/resend-signup-otp", { email, attempt: victim })).statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(before);
  });

  it("each attempt's own code verifies it, with the password typed in it", async () => {
    const email = "second-wins@example.com";
    await signUp(email, "Birinci123");
    const latest = (await signUp(email, "Ikinci123")).json().data.attempt;
    const code = (await latestMail(t.db, email))!.code!;
    expect((await post(t.app, "/v1/identity/auth/verify-signup-otp", { email, code, attempt: latest })).statusCode).toBe(200);
    expect((await signIn(email, "Ikinci123")).statusCode).toBe(200);
    expect((await signIn(email, "Birinci123")).statusCode).toBe(401);
  });
});

describe("an attacker's attempt's activation link, mailed to the address owner", () => {
  const confirm = (token: string, password: string, headers: Record<string, string> = {}) =>
    post(t.app, "/v1/identity/users/confirm-activations", { token, password }, headers);

  it("does not verify the attacker's password for anyone who does not type it, and is not spent by a wrong one", async () => {
    const email = "owner-clicks@example.com";
    expect((await signUp(email, "Saldirgan123")).statusCode).toBe(201);
    const attackersLink = linkTokenOf((await latestMail(t.db, email))!.text);

    for (const [password, locale, said] of [
      ["Kurban123", "tr", /şifre/i],
      ["Baska456", "en", /password/i],
    ] as const) {
      const refused = await confirm(attackersLink, password, { "accept-language": locale });
      expect(refused.statusCode).toBe(400);
      const [error] = refused.json().error.errors;
      expect(error.field).toBe("password");
      expect(error.message).toMatch(said);
    }
    const [pending] = await t.db.select().from(users).where(eq(users.email, email));
    expect(pending.emailVerifiedAt).toBeNull();
    expect((await signIn(email, "Saldirgan123")).statusCode).toBe(403);

    const confirmed = await confirm(attackersLink, "Saldirgan123");
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ userType: "b2c", email });
    expect((await confirm(attackersLink, "Saldirgan123")).statusCode).toBe(400);
  });

  it("counts wrong passwords toward the account's lock like failed sign-ins", async () => {
    const email = "guessed-link@example.com";
    await signUp(email, "Gizli1234");
    const link = linkTokenOf((await latestMail(t.db, email))!.text);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await confirm(link, `Tahmin${i}000`)).statusCode);
    expect(answers).toContain(423);
    // Locked: not even the right password activates now, and signing in is locked too.
    expect((await confirm(link, "Gizli1234")).statusCode).toBe(423);
    expect((await signIn(email, "Gizli1234")).statusCode).toBe(423);
    const [pending] = await t.db.select().from(users).where(eq(users.email, email));
    expect(pending.emailVerifiedAt).toBeNull();
  });
});

describe("a sign-up for a verified address", () => {
  it("answers as a new sign-up, keeps the account and tells its owner, in a limited number of mails", async () => {
    const { email, password } = DEMO_ACCOUNTS.consumer;
    const fresh = await signUp("new-person@example.com", "Parola123");
    const repeated = await signUp(email, "Saldirgan123");
    expect(repeated.statusCode).toBe(fresh.statusCode);
    expect(repeated.json().message).toBe(fresh.json().message);
    expect(repeated.json().data).toEqual({ ...fresh.json().data, email, attempt: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const mail = (await latestMail(t.db, email))!;
    expect(mail.subject).toMatch(/üye olunmak istendi|tried to sign up/);
    expect(mail.code).toBeFalsy();
    expect((await signIn(email, password)).statusCode).toBe(200);
    expect((await signIn(email, "Saldirgan123")).statusCode).toBe(401);

    const before = await mailsTo(email);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await signUp(email, "Saldirgan123")).statusCode);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect((await mailsTo(email)) - before).toBeLessThan(6);
  });
});

describe("the business sign-up's first step", () => {
  it("does not say a business address is registered; a tax number a company holds is still refused", async () => {
    const info = (email: string, taxNumber: string) =>
      post(t.app, "/v1/identity/auth/validate-signup-info", {
        firstName: "Can",
        lastName: "Öztürk",
        email,
        password: "Parola123",
        companyTitle: "Yeni A.Ş.",
        taxOffice: "Kadıköy",
        taxNumber,
        companyTypeCode: "limited",
        sectorCode: "automotive",
        activityAreaCode: "manufacturer",
      });
    expect((await info(DEMO_ACCOUNTS.businessBuyer.email, "1111111114")).statusCode).toBe(200);
    const taken = await info("someone-new@example.com", "1234567890");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.errors[0].field).toBe("taxNumber");
  });
});

describe("resending a sign-up code", () => {
  it("a resend refused for coming too soon does not count toward the hourly allowance", async () => {
    const email = "eager@example.com";
    const { attempt } = (await signUp(email, "Parola123")).json().data;
    const resend = () => post(t.app, "/v1/identity/auth/resend-signup-otp", { email, attempt });
    for (let i = 0; i < 6; i++) expect((await resend()).statusCode).toBe(429);
    await t.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.email, email));
    expect((await resend()).statusCode).toBe(200);
  });
});
