import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscriptions } from "../../api/db/schema";
import { newsletterToken } from "../../api/modules/newsletter/tokens";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, freshIp, signIn } from "./support/accounts";
import { createTestApp, TEST_JWT_SECRET, type TestApp } from "./support/test-app";

// The newsletter's double opt-in through the real API and database (docs/decisions/024-newsletter.md).

let t: TestApp;

const call = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `/v1/email-contacts/${path}`,
    payload,
    headers: { "accept-language": "en", "x-forwarded-for": freshIp(), ...headers },
  });
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const rowOf = async (email: string) =>
  (await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
/** The token of the storefront page a mail's link opens. */
const tokenIn = (mail: string, page: string) => {
  const url = new RegExp(`(http\\S+${page}\\?token=\\S+)`).exec(mail)?.[1];
  expect(url, `a link to ${page}`).toBeTruthy();
  return new URL(url!).searchParams.get("token")!;
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe("the double opt-in", () => {
  const email = "deniz.kaya@example.com";

  it("records a pending subscription and mails one message with the confirm and the unsubscribe link", async () => {
    const answer = await call("subscribe-newsletter", { email: "Deniz.Kaya@Example.com", source: "footer" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, message: expect.stringContaining("a link to confirm"), data: null });

    const row = await rowOf(email);
    expect(row).toMatchObject({ status: "pending", locale: "en", source: "footer", userId: null, confirmedAt: null });
    expect(row.clientIp).toMatch(/^198\.18\./);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Confirm your Devre Elektronik newsletter subscription");
    expect(tokenIn(mails[0].text, "/en/email-news-confirm")).toMatch(/^confirm\./);
    expect(tokenIn(mails[0].text, "/en/newsletter-unsubscribe/unsubscribe-confirmation")).toMatch(/^unsubscribe\./);
    expect(mails[0].html).toContain("/en/newsletter-unsubscribe/unsubscribe-confirmation?token=");
  });

  it("confirms with the mailed token: the consent's date and source are kept", async () => {
    const [mail] = await mailsTo(email);
    const before = Date.now();
    const answer = await call("confirm-newsletter", { token: tokenIn(mail.text, "/en/email-news-confirm") });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ email });
    const row = await rowOf(email);
    expect(row.status).toBe("confirmed");
    expect(row.source).toBe("footer");
    expect(row.confirmedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Following the link again changes nothing.
    const again = await call("confirm-newsletter", { token: tokenIn(mail.text, "/en/email-news-confirm") });
    expect(again.statusCode).toBe(200);
    expect((await rowOf(email)).confirmedAt).toEqual(row.confirmedAt);
  });

  it("answers a confirmed address's new request alike, and sends nothing", async () => {
    const answer = await call("subscribe-newsletter", { email, source: "footer" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toContain("a link to confirm");
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await rowOf(email)).status).toBe("confirmed");
  });

  it("unsubscribes with the mail's link; the old opt-in link no longer subscribes", async () => {
    const [mail] = await mailsTo(email);
    const answer = await call("unsubscribe-newsletter", {
      token: tokenIn(mail.text, "/en/newsletter-unsubscribe/unsubscribe-confirmation"),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await rowOf(email);
    expect(row.status).toBe("unsubscribed");
    expect(row.unsubscribedAt).toBeInstanceOf(Date);

    const stale = await call("confirm-newsletter", { token: tokenIn(mail.text, "/en/email-news-confirm") });
    expect(stale.statusCode).toBe(410);
    expect((await rowOf(email)).status).toBe("unsubscribed");
  });

  it("lets an unsubscribed address ask again, with a new opt-in mail in Turkish for a Turkish request", async () => {
    const answer = await call("subscribe-newsletter", { email, source: "footer" }, { "accept-language": "tr" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toContain("bağlantı gönderdik");
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const newest = mails.find((mail) => mail.subject.includes("onaylayın"))!;
    expect(newest.text).toContain("/e-bulten-onay?token=");
    expect(newest.text).toContain("/bulten-aboneligi/iptal-onayi?token=");
    expect(await rowOf(email)).toMatchObject({ status: "pending", locale: "tr", unsubscribedAt: null });
  });
});

describe("who asks, and what is refused", () => {
  it("records the signed-in user who subscribes", async () => {
    const { accessToken } = await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c");
    const email = "consumer.news@example.com";
    expect((await call("subscribe-newsletter", { email }, bearer(accessToken))).statusCode).toBe(200);
    expect((await rowOf(email)).userId).toEqual(expect.any(String));
  });

  it("refuses an invalid e-mail with a 400 naming the field", async () => {
    const answer = await call("subscribe-newsletter", { email: "deniz@example" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.errors).toEqual([{ field: "email", message: "Enter a valid e-mail address (e.g. name@company.com)" }]);
    expect(await rowOf("deniz@example")).toBeUndefined();
  });

  it("refuses tampered, wrong-purpose and expired tokens with a clear 400 or 410", async () => {
    const email = "tamper@example.com";
    expect((await call("subscribe-newsletter", { email })).statusCode).toBe(200);
    const good = newsletterToken(TEST_JWT_SECRET, "confirm", email);
    const [purpose, , expires, signature] = good.split(".");
    const otherAddress = [purpose, Buffer.from("someone@example.com").toString("base64url"), expires, signature].join(".");
    const cases = [
      otherAddress,
      `${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`,
      newsletterToken("another-secret-of-at-least-32-characters", "confirm", email),
      "not-a-token",
    ];
    for (const token of cases) {
      const answer = await call("confirm-newsletter", { token });
      expect(answer.statusCode, token).toBe(400);
      expect(answer.json().error.message).toBe("This link is not valid. Please use the link in the e-mail exactly as it was sent.");
    }
    // An unsubscribe token does not confirm, nor a confirm token unsubscribe.
    expect((await call("confirm-newsletter", { token: newsletterToken(TEST_JWT_SECRET, "unsubscribe", email) })).statusCode).toBe(400);
    expect((await call("unsubscribe-newsletter", { token: good })).statusCode).toBe(400);

    const eightDaysAgo = Date.now() - 8 * 86_400_000;
    const expired = await call("confirm-newsletter", { token: newsletterToken(TEST_JWT_SECRET, "confirm", email, eightDaysAgo) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toContain("expired");
    // The unsubscribe link keeps working, however old.
    const unsubscribe = await call("unsubscribe-newsletter", {
      token: newsletterToken(TEST_JWT_SECRET, "unsubscribe", email, eightDaysAgo),
    });
    expect(unsubscribe.statusCode).toBe(200);
    expect((await rowOf(email)).status).toBe("unsubscribed");
  });

  it("limits the requests of one address per minute", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await call("subscribe-newsletter", { email: `limit${index}@example.com` }, { "x-forwarded-for": ip })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
