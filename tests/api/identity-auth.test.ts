import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDefaults } from "../../api/config";
import { refreshTokens } from "../../api/db/schema";
import { keyedHash } from "../../api/modules/identity/secrets";
import { rotateRefreshToken } from "../../api/modules/identity/tokens";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../api/seed/accounts";
import { bearer, freshIp, post, signIn } from "./support/accounts";
import { createTestApp, TEST_JWT_SECRET, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { LOCKOUT_THRESHOLD: 5 } });
  await seedDemoAccounts(t.db);
});
afterAll(() => t.close());

const { consumer, businessAdmin, businessBuyer } = DEMO_ACCOUNTS;

async function info(accessToken: string) {
  const response = await t.app.inject({ method: "GET", url: "/v1/identity/users/me/info", headers: bearer(accessToken) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe("sign-in", () => {
  it("signs a consumer in at login-email with the token record and who they are", async () => {
    const tokens = await signIn(t.app, consumer.email, consumer.password, "b2c");
    expect(tokens).toMatchObject({ expiresIn: 300, refreshExpiresIn: 60 * 60 * 24 * 30, tokenType: "Bearer", userType: "b2c" });
    const data = await info(tokens.accessToken);
    expect(data.userInfo).toMatchObject({ name: "Deniz Kaya", email: consumer.email, userType: "b2c", companyId: null });
    expect(data.tokenInfo.resourceAccess).toEqual({});
  });

  it("signs business users in at login with their role's permissions as resourceAccess roles", async () => {
    const admin = await info((await signIn(t.app, businessAdmin.email, businessAdmin.password, "b2b")).accessToken);
    expect(admin.userInfo).toMatchObject({
      userType: "b2b",
      isCompanyAdmin: true,
      roleName: "Yönetici",
      companyName: "Demo Elektronik Sanayi ve Ticaret A.Ş.",
    });
    expect(admin.tokenInfo.resourceAccess["b2b-identity-management"].roles).toContain("manage-company-profile");
    expect(admin.tokenInfo.resourceAccess["b2b-order-management"].roles).toContain("view-current-accounts");

    const buyer = await info((await signIn(t.app, businessBuyer.email, businessBuyer.password, "b2b")).accessToken);
    expect(buyer.userInfo.isCompanyAdmin).toBe(false);
    expect(buyer.tokenInfo.resourceAccess).toEqual({ "b2b-order-management": { roles: ["view-orders", "create-orders"] } });
  });

  it("answers an unknown e-mail, a wrong password and the wrong user type alike", async () => {
    const answers = await Promise.all([
      post(t.app, "/v1/identity/auth/login-email", { email: "nobody@demo.devre.example", password: "Demo1234!" }),
      post(t.app, "/v1/identity/auth/login-email", { email: consumer.email, password: "wrong-password1" }),
      post(t.app, "/v1/identity/auth/login", { email: consumer.email, password: consumer.password }),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(401);
    expect(new Set(answers.map((answer) => answer.json().error.message)).size).toBe(1);
  });

  it("answers in English when asked", async () => {
    const answer = await post(
      t.app,
      "/v1/identity/auth/login-email",
      { email: "nobody2@demo.devre.example", password: "x" },
      { "accept-language": "en" },
    );
    expect(answer.json().error.message).toBe("The e-mail address or password is wrong");
  });
});

const refresh = (refreshToken: string) => post(t.app, "/v1/identity/auth/refresh-token", { refreshToken });

/** Moves a spent refresh token's first use back past the reuse grace window, as if it were presented again later. */
async function firstUsedBeforeReuseWindow(refreshToken: string) {
  const usedAt = new Date(Date.now() - (accountDefaults.REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1) * 1000);
  const moved = await t.db
    .update(refreshTokens)
    .set({ usedAt })
    .where(eq(refreshTokens.tokenHash, keyedHash(TEST_JWT_SECRET, refreshToken)))
    .returning({ id: refreshTokens.id });
  expect(moved).toHaveLength(1);
}

describe("refresh tokens", () => {
  it("rotates: the new token works, the spent one is refused and its reuse after the grace window ends the sign-in", async () => {
    const first = await signIn(t.app, consumer.email, consumer.password, "b2c");
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await info(second.accessToken)).userInfo.email).toBe(consumer.email);

    await firstUsedBeforeReuseWindow(first.refreshToken);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    // The reuse revoked the family: the legitimate newest token is dead too.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it("answers one token presented twice at once (two storefront processes) with two working pairs of the sign-in", async () => {
    const first = await signIn(t.app, consumer.email, consumer.password, "b2c");
    // Called directly so both calls read the token before either spends it, on PGlite too (through app.inject
    // PGlite finishes the first refresh before the second reads): the second then loses the conditional update.
    const settings = { ...accountDefaults, JWT_SECRET: TEST_JWT_SECRET };
    const signIns = { db: t.db, revocations: t.app.revocations };
    const [one, two] = await Promise.all([
      rotateRefreshToken(signIns, first.refreshToken, settings),
      rotateRefreshToken(signIns, first.refreshToken, settings),
    ]);
    if (!one || !two) throw new Error("a concurrent refresh was refused");
    expect(one.refreshToken).not.toBe(two.refreshToken);
    for (const pair of [one, two]) {
      expect((await info(pair.accessToken)).userInfo.email).toBe(consumer.email);
      expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    }
  });

  it("refuses a token of a signed-out sign-in even within the reuse grace window", async () => {
    const first = await signIn(t.app, consumer.email, consumer.password, "b2c");
    const second = (await refresh(first.refreshToken)).json().data;
    const sibling = await refresh(first.refreshToken);
    expect(sibling.statusCode).toBe(200);

    expect((await post(t.app, "/v1/identity/auth/sign-out", { refreshToken: second.refreshToken })).statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    // The pair handed out within the window belongs to the same sign-in, so it ended too.
    expect((await refresh(sibling.json().data.refreshToken)).statusCode).toBe(401);
  });

  it("sign-out revokes the sign-in, so a copied refresh token stops working", async () => {
    const tokens = await signIn(t.app, consumer.email, consumer.password, "b2c");
    const copy = tokens.refreshToken;
    const out = await post(t.app, "/v1/identity/auth/sign-out", { refreshToken: tokens.refreshToken });
    expect(out.statusCode).toBe(200);
    const refused = await refresh(copy);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorCode).toBe(401);
  });

  it("keeps other sign-ins of the same user alive after one signs out", async () => {
    const one = await signIn(t.app, consumer.email, consumer.password, "b2c");
    const two = await signIn(t.app, consumer.email, consumer.password, "b2c");
    await post(t.app, "/v1/identity/auth/sign-out", { refreshToken: one.refreshToken });
    expect((await refresh(two.refreshToken)).statusCode).toBe(200);
  });

  it("refuses a forged refresh token", async () => {
    expect((await refresh("x".repeat(43))).statusCode).toBe(401);
  });
});

describe("abuse limits", () => {
  it("locks an account after 5 failed sign-ins, says so, and refuses even the right password", async () => {
    const email = businessBuyer.email;
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(await post(t.app, "/v1/identity/auth/login", { email, password: `wrong-${attempt}-pass` }));
    }
    expect(statuses.slice(0, 4).map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    expect(statuses[4].statusCode).toBe(423);
    expect(statuses[4].json().error.message).toMatch(/15 dakika boyunca kilitlendi/);
    const right = await post(t.app, "/v1/identity/auth/login", { email, password: businessBuyer.password });
    expect(right.statusCode).toBe(423);
    // The consumer account of another e-mail is unaffected.
    expect((await post(t.app, "/v1/identity/auth/login-email", { email: consumer.email, password: consumer.password })).statusCode).toBe(
      200,
    );
  });

  it("limits sign-in attempts per client IP (X-Forwarded-For trusted from the storefront)", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const email = `ip-limit-${attempt}@demo.devre.example`;
      statuses.push(
        (await post(t.app, "/v1/identity/auth/login-email", { email, password: "whatever1" }, { "x-forwarded-for": ip })).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another client is not limited.
    expect(
      (await post(t.app, "/v1/identity/auth/login-email", { email: "other@demo.devre.example", password: "whatever1" })).statusCode,
    ).toBe(401);
  });

  it("limits sign-in attempts per account across client addresses", async () => {
    const email = "spread@demo.devre.example";
    const statuses: number[] = [];
    // An unknown e-mail locks like a real one (5 failures), then the per-account limit (20 a minute) answers 429.
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await post(t.app, "/v1/identity/auth/login-email", { email, password: "whatever1" })).statusCode);
    }
    expect(statuses).toContain(423);
    expect(statuses[20]).toBe(429);
  });
});
