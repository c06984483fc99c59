import { afterEach, describe, expect, it } from "vitest";
import { pathFor } from "../../contract/paths";
import type { Locale } from "../../contract/locale";
import { NO_STORE, PUBLIC_PAGE } from "../../app/server/cache.server";
import en from "../../locales/en/common.json";
import tr from "../../locales/tr/common.json";
import { DEMO_ACCOUNTS, readSessionCookie, type Credentials } from "../e2e/support/session";
import { launchChromium } from "./support/browser";
import { listedParts } from "./support/catalog";
import { fetchPage, languageOf, sessionCookiesSet, textOf, titleOf, type PageAnswer } from "./support/http";
import { signedInCookie } from "./support/signed-in";
import { say, sleep, storeOfThisFile } from "./support/suite";

// Issue 19: what a visitor of the storefront gets while the API cannot reach PostgreSQL, and once it can again.

const COMMON = { tr, en } as const;
const CONSUMER: Credentials = { ...DEMO_ACCOUNTS.consumer, userType: "b2c" };
/** How soon after the database is back the store must answer again, without anyone touching it. */
const RECOVERY_WITHIN_MS = 5_000;

const store = storeOfThisFile();
const pageUrl = (path: string) => `${store.url}${path}`;
const described = (what: string, answer: PageAnswer) =>
  `${what}: ${answer.status} in ${answer.ms} ms${answer.headers.get("location") ? ` → ${answer.headers.get("location")}` : ""}`;

/** Asks again every 200 ms until the page answers 200 or `withinMs` pass; the last answer and how long it took. */
async function firstOk(url: string, cookie: string | undefined, withinMs: number) {
  const started = Date.now();
  let answer = await fetchPage(url, { cookie });
  while (answer.status !== 200 && Date.now() - started < withinMs) {
    await sleep(200);
    answer = await fetchPage(url, { cookie });
  }
  return { answer, afterMs: Date.now() - started };
}

/** The 503 page "Service temporarily unavailable" in the language of the page, with its title. */
function expectUnavailablePage(answer: PageAnswer, locale: Locale) {
  const { title, text } = COMMON[locale].errors.unavailable;
  expect(answer.status).toBe(503);
  expect(languageOf(answer.html)).toBe(locale);
  expect(titleOf(answer.html)).toContain(title);
  expect(textOf(answer.html)).toContain(text);
}

/** No cookie the answer sets ends the session: each `__session` it sets still holds a signed-in session. */
async function expectSessionKept(answer: PageAnswer) {
  expect(answer.status).not.toBe(303);
  for (const value of sessionCookiesSet(answer)) expect(await readSessionCookie(value)).not.toBeNull();
}

// A failed test must not leave the next one without a database.
afterEach(() => store?.proxy.restore());

describe("the storefront while the database is away", () => {
  it("signs nobody out: an expired access token during an outage gets the 503 page, and the same cookie the page once the database is back", async () => {
    const cookie = await signedInCookie(store, CONSUMER, { expiredAccessToken: true });
    const dashboard = pageUrl(pathFor("dashboard", "tr"));
    store.proxy.cut("refuse");

    const first = await fetchPage(dashboard, { cookie });
    say(described("GET /hesabim, access token expired, database cut", first));
    expectUnavailablePage(first, "tr");
    await expectSessionKept(first);

    // The storefront once kept a failed refresh as a sign-out for 15 s: the next request must ask the API again.
    await sleep(3_000);
    const again = await fetchPage(dashboard, { cookie });
    say(described("the same cookie 3 s later, database still cut", again));
    expectUnavailablePage(again, "tr");
    await expectSessionKept(again);

    store.proxy.restore();
    const { answer: back, afterMs } = await firstOk(dashboard, cookie, RECOVERY_WITHIN_MS);
    say(`${described("the same cookie after the restore", back)}, ${afterMs} ms after it`);
    expect(back.status).toBe(200);
    const [refreshed] = sessionCookiesSet(back);
    expect(await readSessionCookie(refreshed)).toMatchObject({ email: CONSUMER.email });
  });

  it("answers 503 at once while the database is stopped, and 200 again within seconds of its return, restarting nothing", async () => {
    const processes = store.processes();
    expect(processes).toEqual({ api: expect.any(Number), storefront: expect.any(Number) });
    const cookie = await signedInCookie(store, CONSUMER);
    const pages = [pathFor("dashboard", "tr"), pathFor("profile", "en")];
    store.proxy.cut("refuse");

    for (const path of pages) {
      const answer = await fetchPage(pageUrl(path), { cookie });
      say(described(`GET ${path} signed in, database cut`, answer));
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(store.apiTimeoutMs);
    }

    store.proxy.restore();
    for (const path of pages) {
      const { answer, afterMs } = await firstOk(pageUrl(path), cookie, RECOVERY_WITHIN_MS);
      say(`${described(`GET ${path} after the restore`, answer)}, ${afterMs} ms after it`);
      expect(answer.status).toBe(200);
    }
    expect(store.processes()).toEqual(processes);
  });

  it("answers within the storefront's own timeout while the network to the database drops everything, and heals after", async () => {
    const processes = store.processes();
    const cookie = await signedInCookie(store, CONSUMER);
    const dashboard = pageUrl(pathFor("dashboard", "tr"));
    store.proxy.cut("blackhole");

    const held = await fetchPage(dashboard, { cookie });
    say(described("GET /hesabim signed in, database connections held", held));
    expectUnavailablePage(held, "tr");
    // The API gives up on a query the unreachable server cannot end itself (its client-side bound), before the storefront does.
    expect(held.ms).toBeLessThan(store.apiTimeoutMs);

    store.proxy.restore();
    const { answer, afterMs } = await firstOk(dashboard, cookie, RECOVERY_WITHIN_MS);
    say(`${described("GET /hesabim after the restore", answer)}, ${afterMs} ms after it`);
    expect(answer.status).toBe(200);
    expect(store.processes()).toEqual(processes);
  });

  it("answers a sign-in during an outage with the 'temporarily unavailable' page, never a form error, titled signed in and out", async () => {
    const signedIn = await signedInCookie(store, CONSUMER);
    store.proxy.cut("refuse");

    for (const locale of ["tr", "en"] as const) {
      const path = pathFor("login", locale);
      const answer = await fetchPage(pageUrl(path), { form: { userType: "b2c", email: CONSUMER.email, password: CONSUMER.password } });
      say(`${described(`POST ${path} (sign-in), database cut`, answer)}, title "${titleOf(answer.html)}"`);
      expectUnavailablePage(answer, locale);
      expect(textOf(answer.html)).not.toContain("Internal server error");
    }

    const dashboard = pathFor("dashboard", "en");
    const page = await fetchPage(pageUrl(dashboard), { cookie: signedIn });
    say(`${described(`GET ${dashboard} signed in, database cut`, page)}, title "${titleOf(page.html)}"`);
    expectUnavailablePage(page, "en");
  });

  it("never lets a shared cache keep a home page that lost sections to the outage", async () => {
    for (const locale of ["tr", "en"] as const) {
      const path = pathFor("home", locale);
      const whole = await fetchPage(pageUrl(path));
      say(`${described(`GET ${path}`, whole)}, Cache-Control "${whole.headers.get("cache-control")}"`);
      expect(whole.headers.get("cache-control")).toBe(PUBLIC_PAGE);

      store.proxy.cut("refuse");
      const degraded = await fetchPage(pageUrl(path));
      say(`${described(`GET ${path}, database cut`, degraded)}, Cache-Control "${degraded.headers.get("cache-control")}"`);
      // Sections the storefront still holds from before (shared-answers.server.ts) leave the page whole: a cache may keep that.
      const content = textOf(degraded.html) === textOf(whole.html) ? "the whole page" : "a page missing sections";
      const answer = degraded.status === 503 ? "503" : `${degraded.status} ${degraded.headers.get("cache-control")}, ${content}`;
      say(`  that is: ${answer}`);
      expect([
        "503",
        `200 ${NO_STORE}, the whole page`,
        `200 ${NO_STORE}, a page missing sections`,
        `200 ${PUBLIC_PAGE}, the whole page`,
      ]).toContain(answer);
      store.proxy.restore();
    }
  });
});

describe("the cart's JSON route while the database is away", () => {
  it("answers the error envelope with the 'temporarily unavailable' sentence in the language asked", async () => {
    const [part] = await listedParts(store);
    store.proxy.cut("refuse");
    for (const locale of ["tr", "en"] as const) {
      const answer = await fetch(`${store.url}/api/shoppingCart?lng=${locale}`, {
        method: "POST",
        headers: { "Accept-Language": locale },
        body: new URLSearchParams({ intent: "add", variantId: String(part.variantId), quantity: String(part.minimumOrderQuantity) }),
      });
      const body = await answer.text();
      say(`POST /api/shoppingCart?lng=${locale} (add), database cut: ${answer.status} ${answer.headers.get("content-type")} ${body}`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      const { text } = COMMON[locale].errors.unavailable;
      expect(JSON.parse(body)).toEqual({ success: false, errorCode: 503, error: { message: text, errors: [{ message: text }] } });
    }
  });

  it("has the add-to-cart button say so next to its field, the page kept", async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${store.url}/en/ps/chip-resistors-smd`);
      const [part] = await listedParts(store);
      const mpn = new RegExp(part.mpn.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      const row = page
        .locator('form:has(input[name="intent"][value="add"])')
        .filter({ has: page.getByRole("button", { name: mpn }) })
        .first();
      // Hydrated: the form posts to the cart's JSON route with a fetcher.
      await expect.poll(() => row.getAttribute("action")).toContain("/api/shoppingCart");
      store.proxy.cut("refuse");
      await row.getByRole("button").click();
      const alert = row.getByRole("alert");
      await alert.waitFor();
      say(`the list row's add-to-cart, database cut: "${await alert.textContent()}"`);
      expect(await alert.textContent()).toBe(COMMON.en.errors.unavailable.text);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(page.url()).toBe(`${store.url}/en/ps/chip-resistors-smd`);
    } finally {
      await browser.close();
    }
  });
});
