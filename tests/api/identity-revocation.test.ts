import { SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../../api/server";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../api/seed/accounts";
import { bearer, latestMail, post, signIn } from "./support/accounts";
import { anotherApiOn, createTestApp, TEST_JWT_SECRET, type TestApp } from "./support/test-app";

// Sign-out, a revoked refresh-token family and a password change end the sign-in at once: its access token is
// refused on the next request, not up to ACCESS_TOKEN_TTL_SECONDS later (docs/decisions/009-sign-in-revocation.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.db);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const { consumer, businessAdmin, businessBuyer } = DEMO_ACCOUNTS;

const infoStatus = async (accessToken: string, app: App = t.app) =>
  (await app.inject({ method: "GET", url: "/v1/identity/users/me/info", headers: bearer(accessToken) })).statusCode;
const signOut = (refreshToken: string, app: App = t.app) => post(app, "/v1/identity/auth/sign-out", { refreshToken });
const refresh = (refreshToken: string) => post(t.app, "/v1/identity/auth/refresh-token", { refreshToken });

describe("ending a sign-in refuses its access token on the next request", () => {
  it("sign-out: the token worked a moment ago and is refused now; the user's other sign-ins go on", async () => {
    const ended = await signIn(t.app, consumer.email, consumer.password, "b2c");
    const other = await signIn(t.app, consumer.email, consumer.password, "b2c");
    expect(await infoStatus(ended.accessToken)).toBe(200);

    expect((await signOut(ended.refreshToken)).statusCode).toBe(200);
    const refused = await t.app.inject({ method: "GET", url: "/v1/identity/users/me/info", headers: bearer(ended.accessToken) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorCode).toBe(401);
    expect(await infoStatus(other.accessToken)).toBe(200);
  });

  it("sign-out with an older refresh token of the sign-in refuses its newest access token too", async () => {
    const first = await signIn(t.app, consumer.email, consumer.password, "b2c");
    const rotated = (await refresh(first.refreshToken)).json().data;
    expect(await infoStatus(rotated.accessToken)).toBe(200);
    await signOut(first.refreshToken);
    expect(await infoStatus(rotated.accessToken)).toBe(401);
  });

  it("a revoked family (a refresh token reused after the grace window) refuses the family's live access token", async () => {
    const strict = await anotherApiOn(t.db, { REFRESH_TOKEN_REUSE_GRACE_SECONDS: 0 });
    try {
      const first = await signIn(strict, consumer.email, consumer.password, "b2c");
      const rotated = await post(strict, "/v1/identity/auth/refresh-token", { refreshToken: first.refreshToken });
      const { accessToken } = rotated.json().data;
      expect(await infoStatus(accessToken, strict)).toBe(200);
      expect((await post(strict, "/v1/identity/auth/refresh-token", { refreshToken: first.refreshToken })).statusCode).toBe(401);
      expect(await infoStatus(accessToken, strict)).toBe(401);
    } finally {
      await strict.close();
    }
  });

  it("a password change refuses every sign-in's token, the caller's own included", async () => {
    const caller = await signIn(t.app, businessAdmin.email, businessAdmin.password, "b2b");
    const elsewhere = await signIn(t.app, businessAdmin.email, businessAdmin.password, "b2b");
    const changed = await t.app.inject({
      method: "PUT",
      url: "/v1/identity/users/me/password",
      headers: bearer(caller.accessToken),
      payload: { currentPassword: businessAdmin.password, newPassword: "Degisti123!" },
    });
    expect(changed.statusCode).toBe(200);
    expect(await infoStatus(caller.accessToken)).toBe(401);
    expect(await infoStatus(elsewhere.accessToken)).toBe(401);
    expect(await infoStatus((await signIn(t.app, businessAdmin.email, "Degisti123!", "b2b")).accessToken)).toBe(200);
  });

  it("a password reset refuses a token issued earlier in the same second and keeps one issued later in that second", async () => {
    // `iat` counts whole seconds: a check "issued at or before the reset" could not tell these two tokens apart.
    const { email, password } = businessBuyer;
    expect((await post(t.app, "/v1/identity/auth/send-reset-password-otp", { email })).statusCode).toBe(200);
    const { code } = (await latestMail(t.db, email))!;
    const { resetToken } = (await post(t.app, "/v1/identity/auth/verify-reset-password-otp", { email, code })).json().data;

    const second = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(second + 100);
    const before = await signIn(t.app, email, password, "b2b");
    vi.setSystemTime(second + 500);
    expect((await post(t.app, "/v1/identity/auth/reset-password", { resetToken, password: "Sifirlandi9" })).statusCode).toBe(200);
    vi.setSystemTime(second + 900);
    const after = await signIn(t.app, email, "Sifirlandi9", "b2b");

    expect(await infoStatus(before.accessToken)).toBe(401);
    expect(await infoStatus(after.accessToken)).toBe(200);
  });

  it("refuses a valid token without a sign-in id (signed before sign-ins were revocable): the storefront refreshes it", async () => {
    const user = await signIn(t.app, consumer.email, consumer.password, "b2c");
    const { sub } = JSON.parse(Buffer.from(user.accessToken.split(".")[1], "base64url").toString()) as { sub: string };
    const withoutSid = await new SignJWT({ typ: "b2c", permissions: [] })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(await infoStatus(withoutSid)).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
  });
});

describe("the revocation list outlives a process and is shared by replicas", () => {
  it("a restarted API (the same database, no Redis) still refuses a token signed out before the restart", async () => {
    const tokens = await signIn(t.app, consumer.email, consumer.password, "b2c");
    await signOut(tokens.refreshToken);
    const restarted = await anotherApiOn(t.db);
    try {
      expect(await infoStatus(tokens.accessToken, restarted)).toBe(401);
      const live = await signIn(restarted, consumer.email, consumer.password, "b2c");
      expect(await infoStatus(live.accessToken, restarted)).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it("with its Redis down, an API still answers signed-in requests and refuses the sign-ins it ended itself", async () => {
    const cutOff = await anotherApiOn(t.db, { REDIS_URL: "redis://127.0.0.1:1" });
    try {
      const live = await signIn(t.app, consumer.email, consumer.password, "b2c");
      const ended = await signIn(t.app, consumer.email, consumer.password, "b2c");
      expect(await infoStatus(live.accessToken, cutOff)).toBe(200);
      expect((await signOut(ended.refreshToken, cutOff)).statusCode).toBe(200);
      expect(await infoStatus(ended.accessToken, cutOff)).toBe(401);
    } finally {
      await cutOff.close();
    }
  });

  // Runs where a Redis is given (REDIS_URL=redis://127.0.0.1:6379, as .ci/run does).
  it.runIf(Boolean(process.env.REDIS_URL))(
    "two API instances on one database and Redis: signed out on one, refused by the other",
    async () => {
      const one = await anotherApiOn(t.db, { REDIS_URL: process.env.REDIS_URL });
      const two = await anotherApiOn(t.db, { REDIS_URL: process.env.REDIS_URL });
      try {
        const tokens = await signIn(one, consumer.email, consumer.password, "b2c");
        expect(await infoStatus(tokens.accessToken, two)).toBe(200);
        expect((await signOut(tokens.refreshToken, one)).statusCode).toBe(200);
        expect(await infoStatus(tokens.accessToken, two)).toBe(401);

        // The shared entry lives as long as the sign-in's last access token could.
        const { sid } = JSON.parse(Buffer.from(tokens.accessToken.split(".")[1], "base64url").toString()) as { sid: string };
        const ttl = await one.redis!.pttl(`store-revoked:${sid}`);
        expect(ttl).toBeGreaterThan(290_000);
        expect(ttl).toBeLessThanOrEqual(300_000);
      } finally {
        await one.close();
        await two.close();
      }
    },
  );
});
