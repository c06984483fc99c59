import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, companyDocuments, oneTimeCodes, users } from "../../api/db/schema";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../api/seed/accounts";
import { bearer, freshIp, latestMail, post } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { COMPANY_DOCUMENT_MAX_BYTES: 64 * 1024 } });
  await seedDemoAccounts(t.db);
});
afterAll(() => t.close());

const consumer = (email: string) => ({
  firstName: "Elif",
  lastName: "Şahin",
  email,
  password: "Parola123",
  isMembershipAgreementAccepted: true,
  isKvkkAccepted: true,
  isCommercialMessagesAccepted: true,
});

/** Each e-mail's sign-up attempt, as its sign-up answered it: its codes are verified and resent with it. */
const attempts = new Map<string, string>();

async function signUp(email: string) {
  const response = await post(t.app, "/v1/identity/auth/sign-up", consumer(email));
  expect(response.statusCode).toBe(201);
  attempts.set(email, response.json().data.attempt);
  return response.json().data;
}

const verify = (email: string, code: string) =>
  post(t.app, "/v1/identity/auth/verify-signup-otp", { email, code, attempt: attempts.get(email) });
const resend = (email: string) =>
  post(t.app, "/v1/identity/auth/resend-signup-otp", { email, attempt: attempts.get(email) ?? randomUUID() });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("consumer sign-up with a one-time code", () => {
  it("mails a 6-digit code stored only hashed, verifies it and signs the user in", async () => {
    const email = "elif@example.com";
    expect(await signUp(email)).toEqual({ email, userType: "b2c", otpExpiresIn: 180, resendAvailableIn: 60, attempt: expect.any(String) });
    const mail = await latestMail(t.db, email);
    expect(mail?.subject).toMatch(/doğrulama kodunuz/);
    expect(mail?.code).toMatch(/^\d{6}$/);
    const rows = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, "signup")));
    expect(rows[0].codeHash).not.toContain(mail!.code!);

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.commercialMessagesUpdatedAt).toBeInstanceOf(Date);

    const verified = await verify(email, mail!.code!);
    expect(verified.statusCode).toBe(200);
    const data = verified.json().data;
    expect(data).toMatchObject({ userType: "b2c", email });
    const me = await t.app.inject({ method: "GET", url: "/v1/identity/users/me/info", headers: bearer(data.token.accessToken) });
    expect(me.json().data.userInfo.email).toBe(email);
    // A used code does not work twice.
    expect((await verify(email, mail!.code!)).statusCode).toBe(410);
  });

  it("requires the membership agreement and KVKK consent; commercial messages are optional", async () => {
    const refused = await post(t.app, "/v1/identity/auth/sign-up", { ...consumer("no-consent@example.com"), isKvkkAccepted: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.errors).toEqual([{ field: "isKvkkAccepted", message: "Devam etmek için onaylamanız gerekiyor" }]);
    const optional = await post(t.app, "/v1/identity/auth/sign-up", {
      ...consumer("no-ads@example.com"),
      isCommercialMessagesAccepted: false,
    });
    expect(optional.statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, "no-ads@example.com"));
    expect(user).toMatchObject({ commercialEmail: false, commercialMessagesUpdatedAt: null });
    expect(user.kvkkAcceptedAt).toBeInstanceOf(Date);
  });

  it("refuses the 6th try even with the right code and tells how many tries remain before", async () => {
    const email = "tries@example.com";
    await signUp(email);
    const { code } = (await latestMail(t.db, email))!;
    const first = await verify(email, wrongCodeFor(code!));
    expect(first.statusCode).toBe(400);
    expect(first.json().error.message).toBe("Kod hatalı; 4 deneme hakkınız kaldı");
    for (let attempt = 2; attempt <= 5; attempt++) await verify(email, wrongCodeFor(code!));
    const sixth = await verify(email, code!);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toMatch(/yeni kod/);
  });

  it("refuses an expired code", async () => {
    const email = "late@example.com";
    await signUp(email);
    const { code } = (await latestMail(t.db, email))!;
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, email));
    expect((await verify(email, code!)).statusCode).toBe(410);
  });

  it("limits resending: not again within a minute, and a new code replaces the old one", async () => {
    const email = "resend@example.com";
    await signUp(email);
    const first = (await latestMail(t.db, email))!.code!;
    const tooSoon = await resend(email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toMatch(/saniye bekleyin/);

    await t.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.email, email));
    const resent = await resend(email);
    expect(resent.statusCode).toBe(200);
    const second = (await latestMail(t.db, email))!.code!;
    if (second !== first) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it("answers a resend for an unknown e-mail like any other and sends nothing", async () => {
    const response = await resend("ghost@example.com");
    expect(response.statusCode).toBe(200);
    expect(await latestMail(t.db, "ghost@example.com")).toBeNull();
  });

  it("refuses sign-in before verification with a marker, and activates with the mailed link", async () => {
    const email = "linked@example.com";
    await signUp(email);
    const login = await post(t.app, "/v1/identity/auth/login-email", { email, password: "Parola123" });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.errors[0].field).toBe("emailVerification");

    const mail = (await latestMail(t.db, email))!;
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(new URL(link).pathname).toBe("/hesap-aktivasyonu");
    const token = new URL(link).searchParams.get("token")!;
    const confirmed = await post(t.app, "/v1/identity/users/confirm-activations", { token, password: "Parola123" });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ userType: "b2c", email });
    expect((await post(t.app, "/v1/identity/users/confirm-activations", { token, password: "Parola123" })).statusCode).toBe(400);
    expect((await post(t.app, "/v1/identity/auth/login-email", { email, password: "Parola123" })).statusCode).toBe(200);
  });

  it("opens no second account for a verified e-mail, and does not say it is registered", async () => {
    const response = await post(t.app, "/v1/identity/auth/sign-up", consumer(DEMO_ACCOUNTS.consumer.email));
    expect(response.statusCode).toBe(201);
    const accounts = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.consumer.email));
    expect(accounts.filter((account) => account.userType === "b2c")).toHaveLength(1);
  });
});

const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1024, 32)]);

function businessForm(email: string, taxNumber: string, document: { content: Buffer; name: string; type: string } | null) {
  const form = new FormData();
  const fields: Record<string, string> = {
    firstName: "Can",
    lastName: "Öztürk",
    email,
    password: "Parola123",
    companyTitle: "Öztürk Elektronik Ltd. Şti.",
    taxOffice: "Nilüfer",
    taxNumber,
    companyTypeCode: "limited",
    sectorCode: "automotive",
    activityAreaCode: "manufacturer",
    countryCode: "TR",
    cityId: "16",
    townId: "Nilüfer",
    districtId: "Ataevler Mah",
    addressLine: "Organize Sanayi Bölgesi 5. Cadde No: 7",
    isMembershipAgreementAccepted: "true",
    isKvkkAccepted: "true",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (document) form.append("companyDocument", new Blob([new Uint8Array(document.content)], { type: document.type }), document.name);
  return form;
}

const businessSignUp = (form: FormData, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/v1/identity/auth/signup", payload: form, headers: { "x-forwarded-for": freshIp(), ...headers } });

describe("business sign-up", () => {
  it("validates the company info and the address as separate steps", async () => {
    const taken = await post(t.app, "/v1/identity/auth/validate-signup-info", {
      firstName: "Can",
      lastName: "Öztürk",
      email: "new-company@example.com",
      password: "Parola123",
      companyTitle: "Kopya A.Ş.",
      taxOffice: "Kadıköy",
      taxNumber: "1234567890",
      companyTypeCode: "limited",
      sectorCode: "automotive",
      activityAreaCode: "manufacturer",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.errors[0].field).toBe("taxNumber");

    const wrongTown = await post(t.app, "/v1/identity/auth/validate-signup-address", {
      countryCode: "TR",
      cityId: "16",
      townId: "Kadıköy",
      addressLine: "Bir sokak No: 1",
    });
    expect(wrongTown.statusCode).toBe(400);
    expect(wrongTown.json().error.errors[0].field).toBe("townId");
    const right = await post(t.app, "/v1/identity/auth/validate-signup-address", {
      countryCode: "TR",
      cityId: "16",
      townId: "Nilüfer",
      districtId: "Ataevler Mah",
      addressLine: "Bir sokak No: 1",
    });
    expect(right.statusCode).toBe(200);
  });

  it("creates the company with its document, an administrator role and the first user, then verifies by code", async () => {
    const email = "can@ozturk.example";
    const response = await businessSignUp(
      businessForm(email, "9876543217", { content: PDF, name: "vergi-levhasi.pdf", type: "application/pdf" }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.userType).toBe("b2b");
    attempts.set(email, response.json().data.attempt);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const [document] = await t.db.select().from(companyDocuments).where(eq(companyDocuments.companyId, user.companyId!));
    expect(document).toMatchObject({ fileName: "vergi-levhasi.pdf", contentType: "application/pdf", size: PDF.length });
    // The typed office is stored as the office it names; the postal code left out is the neighbourhood's.
    const [company] = await t.db.select().from(companies).where(eq(companies.id, user.companyId!));
    expect(company).toMatchObject({ taxOffice: "Nilüfer Vergi Dairesi Müdürlüğü", taxOfficeCode: "16257", zipCode: "16210" });

    const { code } = (await latestMail(t.db, email))!;
    const verified = await verify(email, code!);
    expect(verified.statusCode).toBe(200);
    const me = await t.app.inject({
      method: "GET",
      url: "/v1/identity/users/me/info",
      headers: bearer(verified.json().data.token.accessToken),
    });
    expect(me.json().data.userInfo).toMatchObject({ userType: "b2b", isCompanyAdmin: true, companyName: "Öztürk Elektronik Ltd. Şti." });
  });

  it("answers 413 with the translated message for a document over the limit", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(70 * 1024, 32)]);
    const response = await businessSignUp(
      businessForm("big@example.com", "1111111114", { content: big, name: "big.pdf", type: "application/pdf" }),
      { "accept-language": "en" },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, errorCode: 413, error: { message: "The request body is too large" } });
    expect(await t.db.select().from(users).where(eq(users.email, "big@example.com"))).toHaveLength(0);
  });

  it("refuses a document that is not a PDF, JPG or PNG whatever its declared type, and a missing one", async () => {
    const fake = await businessSignUp(
      businessForm("fake@example.com", "2222222224", { content: Buffer.from("MZ not a pdf"), name: "x.pdf", type: "application/pdf" }),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.errors[0].field).toBe("companyDocument");
    const missing = await businessSignUp(businessForm("missing@example.com", "3333333339", null));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.errors[0].field).toBe("companyDocument");
  });
});

describe("password reset", () => {
  const send = (email: string) => post(t.app, "/v1/identity/auth/send-reset-password-otp", { email });

  it("answers an unknown e-mail exactly like a known one", async () => {
    const known = await send(DEMO_ACCOUNTS.businessBuyer.email);
    const unknown = await send("nobody-at-all@example.com");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual({ ...known.json(), data: { ...known.json().data, email: "nobody-at-all@example.com" } });
    expect(await latestMail(t.db, "nobody-at-all@example.com")).toBeNull();
    const guess = await post(t.app, "/v1/identity/auth/verify-reset-password-otp", { email: "nobody-at-all@example.com", code: "123456" });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().error.message).toBe("Kod hatalı; 4 deneme hakkınız kaldı");
  });

  it("resets with the mailed code, ends every sign-in and the old password stops working", async () => {
    const { email, password } = DEMO_ACCOUNTS.consumer;
    const signedIn = (await post(t.app, "/v1/identity/auth/login-email", { email, password })).json().data;
    expect((await send(email)).statusCode).toBe(200);
    const { code } = (await latestMail(t.db, email))!;
    const verified = await post(t.app, "/v1/identity/auth/verify-reset-password-otp", { email, code });
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json().data;
    const reset = await post(t.app, "/v1/identity/auth/reset-password", { resetToken, password: "YeniParola9" });
    expect(reset.statusCode).toBe(200);
    expect((await post(t.app, "/v1/identity/auth/reset-password", { resetToken, password: "Baska12345" })).statusCode).toBe(400);

    expect((await post(t.app, "/v1/identity/auth/login-email", { email, password })).statusCode).toBe(401);
    expect((await post(t.app, "/v1/identity/auth/login-email", { email, password: "YeniParola9" })).statusCode).toBe(200);
    expect((await post(t.app, "/v1/identity/auth/refresh-token", { refreshToken: signedIn.refreshToken })).statusCode).toBe(401);
    expect((await latestMail(t.db, email))!.subject).toBe("Şifreniz değiştirildi");
  });
});
