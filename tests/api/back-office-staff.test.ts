// The back office's staff (docs/decisions/036-staff-accounts.md): sign-in with a password and a TOTP code used once,
// lockout, short sessions, staff access kept apart from customers', and the audit log written with each change.
import { randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overrideRate } from "../../api/modules/rates/override";
import { istanbulClock } from "../../api/modules/rates/calendar";
import { startStaffSession } from "../../api/modules/back-office/sessions";
import { totpCode } from "../../api/modules/back-office/totp";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, freshIp, post, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { DEMO_STAFF, staffIdOf, staffToken } from "./support/staff";
import { createTestApp, TEST_JWT_SECRET, type TestApp } from "./support/test-app";

let t: TestApp;
const customers: Record<"consumer" | "businessAdmin", string> = { consumer: "", businessAdmin: "" };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  customers.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  customers.businessAdmin = (
    await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")
  ).accessToken;
});
afterAll(() => t.close());

const english = { "accept-language": "en" };
const get = (url: string, token?: string) =>
  t.app.inject({ method: "GET", url: `/v1${url}`, headers: { ...english, "x-forwarded-for": freshIp(), ...(token ? bearer(token) : {}) } });

const passwordStep = (email: string, password: string = DEMO_STAFF.password) =>
  post(t.app, "/v1/back-office/auth/sign-in", { email, password }, english);
const codeStep = (challengeToken: string, code: string) => post(t.app, "/v1/back-office/auth/verify", { challengeToken, code }, english);

async function challengeFor(email: string) {
  const answer = await passwordStep(email);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.challengeToken as string;
}

describe("staff sign-in", () => {
  it("takes the password, then a TOTP code of the member's secret, and answers short-lived staff tokens", async () => {
    const storedSecret = async () =>
      (
        await rows<{ secret: string }>(t.db, sql`SELECT totp_secret AS secret FROM staff_members WHERE email = 'owner@staff.devre.example'`)
      )[0].secret;
    // The seed has no key: its secret is marked plain until the member's first sign-in seals it.
    expect(await storedSecret()).toBe(`plain:${DEMO_STAFF.totpSecret}`);
    const challenge = await challengeFor(DEMO_STAFF.emailOf("owner"));
    const answer = await codeStep(challenge, totpCode(DEMO_STAFF.totpSecret));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await storedSecret()).toMatch(/^v1:/);
    expect(await storedSecret()).not.toContain(DEMO_STAFF.totpSecret);
    const tokens = answer.json().data;
    expect(tokens).toMatchObject({ expiresIn: 900, tokenType: "Bearer" });
    expect(tokens.sessionExpiresIn).toBeLessThanOrEqual(8 * 3600);
    const claims = decodeJwt(tokens.accessToken);
    expect(claims.typ).toBe("staff");
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
    const me = await get("/back-office/me", tokens.accessToken);
    expect(me.json().data).toMatchObject({ email: "owner@staff.devre.example", role: "owner" });
    expect(me.json().data.permissions).toContain("audit.view");
  });

  it("refuses a wrong code, and the same code replayed within its window", async () => {
    const email = DEMO_STAFF.emailOf("sales");
    const wrong = await codeStep(await challengeFor(email), totpCode(DEMO_STAFF.totpSecret, Date.now() - 10 * 60_000));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.errors[0]).toMatchObject({ field: "code" });
    const code = totpCode(DEMO_STAFF.totpSecret);
    expect((await codeStep(await challengeFor(email), code)).statusCode).toBe(200);
    const replay = await codeStep(await challengeFor(email), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toMatch(/already been used/);
    // The secret sealed by that sign-in opens for the next one.
    expect((await codeStep(await challengeFor(email), totpCode(DEMO_STAFF.totpSecret, Date.now() + 30_000))).statusCode).toBe(200);
    // The code of the step before the one used is older still: refused too.
    expect((await codeStep(await challengeFor(email), totpCode(DEMO_STAFF.totpSecret, Date.now() - 30_000))).statusCode).toBe(401);
  });

  it("answers an unknown e-mail as a wrong password, in the caller's language, and a forged challenge 401", async () => {
    const unknown = await passwordStep("nobody@staff.devre.example");
    const wrong = await passwordStep(DEMO_STAFF.emailOf("catalog"), "Yanlis1234!");
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json().error.message).toBe(wrong.json().error.message);
    const turkish = await post(
      t.app,
      "/v1/back-office/auth/sign-in",
      { email: "nobody@staff.devre.example", password: "x" },
      {
        "accept-language": "tr",
      },
    );
    expect(turkish.json().error.message).toBe("E-posta adresi veya şifre hatalı");
    expect((await codeStep("x".repeat(40), "123456")).statusCode).toBe(401);
  });

  it("locks the member after five failures of either step, the right code then refused too", async () => {
    const email = DEMO_STAFF.emailOf("content");
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await passwordStep(email, "Yanlis1234!")).statusCode).toBe(401);
    const challenge = await challengeFor(email);
    expect((await codeStep(challenge, "000000")).statusCode).toBe(401);
    expect((await codeStep(challenge, "000001")).statusCode).toBe(423);
    expect((await codeStep(challenge, totpCode(DEMO_STAFF.totpSecret))).statusCode).toBe(423);
    expect((await passwordStep(email)).statusCode).toBe(423);
  });
});

describe("a staff session", () => {
  const signedIn = async () => ({
    tokens: await startStaffSession({ db: t.db, secret: TEST_JWT_SECRET }, await staffIdOf(t.db, "finance")),
  });
  const refresh = (refreshToken: string) => post(t.app, "/v1/back-office/auth/refresh", { refreshToken }, english);

  it("refreshes with a rotating token; the old one replayed ends the sign-in", async () => {
    const { tokens } = await signedIn();
    const next = await refresh(tokens.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    expect((await refresh(next.json().data.refreshToken)).statusCode).toBe(401);
    expect((await get("/back-office/me", next.json().data.accessToken)).statusCode).toBe(401);
  });

  it("ends when left idle for 30 minutes, and after 8 hours whatever happens", async () => {
    const idle = await signedIn();
    await t.db.execute(
      sql`UPDATE staff_sessions SET refreshed_at = now() - interval '31 minutes' WHERE id = ${String(decodeJwt(idle.tokens.accessToken).sid)}`,
    );
    expect((await refresh(idle.tokens.refreshToken)).statusCode).toBe(401);
    const long = await signedIn();
    await t.db.execute(
      sql`UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE id = ${String(decodeJwt(long.tokens.accessToken).sid)}`,
    );
    expect((await refresh(long.tokens.refreshToken)).statusCode).toBe(401);
    expect((await get("/back-office/me", long.tokens.accessToken)).statusCode).toBe(401);
  });

  it("signs out: the access token is refused at once", async () => {
    const { tokens } = await signedIn();
    expect((await get("/back-office/me", tokens.accessToken)).statusCode).toBe(200);
    expect((await post(t.app, "/v1/back-office/auth/sign-out", { refreshToken: tokens.refreshToken })).statusCode).toBe(200);
    expect((await get("/back-office/me", tokens.accessToken)).statusCode).toBe(401);
  });
});

describe("staff access", () => {
  const backOffice = ["/back-office/me", "/back-office/home", "/back-office/audit-log", "/back-office/exchange-rates"];

  it("answers a consumer and a business administrator 403 on every back-office operation, no token 401", async () => {
    for (const path of backOffice) {
      expect((await get(path, customers.consumer)).statusCode, path).toBe(403);
      expect((await get(path, customers.businessAdmin)).statusCode, path).toBe(403);
      expect((await get(path)).statusCode, path).toBe(401);
    }
  });

  it("refuses a staff token on the customers' operations", async () => {
    const token = await staffToken(t.db, "owner");
    const info = await get("/identity/users/me/info", token);
    expect(info.statusCode).toBe(403);
    expect(info.json().error.message).toMatch(/staff account/);
    expect((await get("/carts/users/me/active", token)).statusCode).toBe(403);
  });

  it("gives a staff member without a page's permission 403", async () => {
    expect((await get("/back-office/audit-log", await staffToken(t.db, "sales"))).statusCode).toBe(403);
    expect((await get("/back-office/home", await staffToken(t.db, "content"))).statusCode).toBe(200);
  });

  it("counts the day's work on the staff home", async () => {
    const home = await get("/back-office/home", await staffToken(t.db, "operations"));
    const [counts] = await rows<{ awaiting: number; paid: number; preparing: number; returns: number; transfers: number }>(
      t.db,
      sql`SELECT (SELECT count(*)::int FROM orders WHERE status = 'awaiting_payment') AS awaiting,
                 (SELECT count(*)::int FROM orders WHERE status = 'paid') AS paid,
                 (SELECT count(*)::int FROM orders WHERE status = 'preparing') AS preparing,
                 (SELECT count(*)::int FROM return_requests WHERE status = 'requested') AS returns,
                 (SELECT count(*)::int FROM bank_transfers WHERE status IN ('unmatched', 'suggested')) AS transfers`,
    );
    expect(home.json().data).toMatchObject({
      ordersAwaitingPayment: counts.awaiting,
      ordersToPrepare: counts.paid,
      ordersToShip: counts.preparing,
      returnsToDecide: counts.returns,
      transfersUnmatched: counts.transfers,
    });
  });
});

describe("the staff home's counts", () => {
  it("gives a member only the counts of the desks their role opens", async () => {
    // Sales open the orders and requests desks, not the returns desk or the bank reconciliation.
    const sales = (await get("/back-office/home", await staffToken(t.db, "sales"))).json().data;
    expect(Object.keys(sales).sort()).toEqual(["ordersAwaitingPayment", "ordersToPrepare", "ordersToShip", "requestsWaiting"]);
    const operations = (await get("/back-office/home", await staffToken(t.db, "operations"))).json().data;
    expect(Object.keys(operations).sort()).toEqual([
      "ordersAwaitingPayment",
      "ordersToPrepare",
      "ordersToShip",
      "returnsToDecide",
      "transfersUnmatched",
    ]);
    expect((await get("/back-office/home", await staffToken(t.db, "catalog"))).json().data).toEqual({});
  });
});

describe("the audit log", () => {
  const today = istanbulClock(new Date()).date;

  it("records an override with who, before, after and why, found by object, staff, action and date", async () => {
    const token = await staffToken(t.db, "finance");
    const body = { rateDate: today, forexBuying: "44.1000", forexSelling: "44.2000", reason: "Banka dosyası gecikti" };
    const answer = await t.app.inject({ method: "PUT", url: "/v1/back-office/exchange-rates/USD", headers: bearer(token), payload: body });
    expect(answer.statusCode, answer.body).toBe(200);
    const owner = await staffToken(t.db, "owner");
    const found = await get(
      `/back-office/audit-log?objectType=exchange-rate&objectId=USD:${today}&staff=finance&action=override&from=${today}&to=${today}`,
      owner,
    );
    expect(found.statusCode, found.body).toBe(200);
    const [entry] = found.json().data.items;
    expect(entry).toMatchObject({
      staffEmail: "finance@staff.devre.example",
      objectType: "exchange-rate",
      objectId: `USD:${today}`,
      action: "override",
      reason: "Banka dosyası gecikti",
      after: { USD: { forexBuying: "44.10000000", source: "override" }, TRY: { rate: "44.20000000" } },
    });
    expect(found.json().data.totalCount).toBe(1);
    expect((await get(`/back-office/audit-log?staff=operations`, owner)).json().data.totalCount).toBe(0);
    expect((await get(`/back-office/audit-log?from=2000-01-01&to=2000-01-02`, owner)).json().data.totalCount).toBe(0);
  });

  it("is written in the change's transaction: a failed audit write leaves the rate unchanged", async () => {
    const before = await rows<{ rate: string }>(
      t.db,
      sql`SELECT rate::text FROM exchange_rates WHERE currency = 'TRY' AND rate_date = ${today}`,
    );
    const ghost = {
      staffId: randomUUID(),
      email: "ghost@staff.devre.example",
      name: "Ghost",
      firstName: "G",
      lastName: "H",
      role: "owner" as const,
      permissions: [],
    };
    const body = { rateDate: today, forexBuying: "45.1000", forexSelling: "45.2000", reason: "Hayalet" };
    await expect(overrideRate(t.db, "USD", body, ghost, "en")).rejects.toThrow();
    const after = await rows<{ rate: string }>(
      t.db,
      sql`SELECT rate::text FROM exchange_rates WHERE currency = 'TRY' AND rate_date = ${today}`,
    );
    expect(after).toEqual(before);
  });

  it("refuses UPDATE and DELETE in the database", async () => {
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "accepted",
        (error: Error) => String((error.cause as Error | undefined)?.message),
      );
    expect(await refusal(t.db.execute(sql`UPDATE staff_audit_log SET reason = 'changed'`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(t.db.execute(sql`DELETE FROM staff_audit_log`))).toMatch(/append-only: DELETE refused/);
    const [{ count }] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM staff_audit_log WHERE reason = 'changed'`,
    );
    expect(count).toBe(0);
  });
});
