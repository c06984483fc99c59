import { describe, expect, it } from "vitest";
import { pathFor } from "../../contract/paths";
import { guestIdCookie } from "../../app/server/cookies.server";
import account from "../../locales/en/account.json";
import yourCarts from "../../locales/en/your-carts.json";
import { apiLogin, DEMO_ACCOUNTS, type Credentials } from "../e2e/support/session";
import { addToGuestCart, guestCartQuantities, listedParts, partToBuy } from "./support/catalog";
import { fetchPage, textOf } from "./support/http";
import { statusOf } from "./support/load";
import { signedInCookie } from "./support/signed-in";
import { lockTable } from "./support/table-lock";
import { say, sleep, storeOfThisFile } from "./support/suite";

// Issue 19: one slow table must not stall the API, a save that waits too long is refused and never applied later,
// and a killed API comes back by itself. Issue 38, item 2: a locked cart table never makes the process look unready,
// nor keeps the pages that do not need it waiting.

const CONSUMER: Credentials = { ...DEMO_ACCOUNTS.consumer, userType: "b2c" };
/** Released at the latest after this, so that a request still waiting on the lock (the old behaviour) goes through. */
const LONGEST_LOCK_MS = 12_000;

const store = storeOfThisFile();

/** One API call: its status and how long it took. */
async function timed(path: string, init: RequestInit = {}) {
  const started = Date.now();
  const response = await fetch(`${store.apiUrl}/${path}`, init);
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

describe("the API while a table is locked", () => {
  it("keeps liveness and other tables answering while requests on a locked table fill the pool, and ends those in 503", async () => {
    const items = await listedParts(store);
    const token = await apiLogin(CONSUMER);
    const lock = await lockTable(store.databaseUrl, "variants", say);
    const release = setTimeout(() => void lock.release(), LONGEST_LOCK_MS);
    try {
      // Twenty product pages at once: each waits on the locked table, more than the pool's connections.
      const waiting = items.slice(0, 20).map((item) => timed(`products/by-slug/${item.productSlug}?sku=${encodeURIComponent(item.sku)}`));
      await sleep(300);
      const liveness = await timed("health");
      say(`GET /v1/health with the pool full: ${liveness.status} in ${liveness.ms} ms`);
      expect(liveness.status).toBe(200);
      expect(liveness.ms).toBeLessThan(500);
      const readiness = await timed("health/ready");
      say(`GET /v1/health/ready with the pool full: ${readiness.status} in ${readiness.ms} ms`);
      expect(readiness.ms).toBeLessThan(1_500);
      const profile = await timed("identity/users/me/profile", { headers: { Authorization: `Bearer ${token.accessToken}` } });
      say(`GET the profile (users table only) with the pool full: ${profile.status} in ${profile.ms} ms`);
      expect(profile.ms).toBeLessThan(4_000);

      const ended = await Promise.all(waiting);
      say(`the 20 product reads on the locked table: ${ended.map((answer) => `${answer.status}/${answer.ms}ms`).join(" ")}`);
      for (const answer of ended) {
        expect(answer.status).toBe(503);
        expect(answer.ms).toBeLessThan(store.apiTimeoutMs);
      }
    } finally {
      clearTimeout(release);
      await lock.release().catch(() => undefined);
    }
  });

  it("refuses a save that waits on a lock before the storefront gives up, and never applies it afterwards", async () => {
    const token = await apiLogin(CONSUMER);
    const headers = { Authorization: `Bearer ${token.accessToken}`, "Content-Type": "application/json" };
    const before = (await (await fetch(`${store.apiUrl}/identity/users/me/profile`, { headers })).json()).data;
    const lock = await lockTable(store.databaseUrl, "users", say);
    const release = setTimeout(() => void lock.release(), LONGEST_LOCK_MS);
    try {
      const body = JSON.stringify({ ...before, firstName: "Kilitli", birthDate: before.birthDate ?? null });
      const save = await timed("identity/users/me/profile", { method: "PUT", headers, body });
      say(`PUT the profile with the users table locked: ${save.status} in ${save.ms} ms`);
      expect(save.status).toBe(503);
      expect(save.ms).toBeLessThan(store.apiTimeoutMs);
    } finally {
      clearTimeout(release);
      await lock.release().catch(() => undefined);
    }
    await sleep(500);
    const after = (await (await fetch(`${store.apiUrl}/identity/users/me/profile`, { headers })).json()).data;
    expect(after.firstName).toBe(before.firstName);
  });
});

describe("a locked carts table under cart requests that fill the pool", () => {
  it("keeps readiness, a product page for a guest with a cart and the signed-in dashboard answering at once", async () => {
    const part = await partToBuy(store);
    const [listed] = await listedParts(store);
    const guestId = crypto.randomUUID();
    expect((await addToGuestCart(store, guestId, part)).status).toBe(200);
    const guest = (await guestIdCookie.serialize(guestId)).split(";")[0];
    const signedIn = await signedInCookie(store, CONSUMER);
    // The API names the category in Turkish when not asked otherwise: the Turkish product page.
    const productPage = `${store.url}/p/${listed.categorySlug}/${listed.productSlug}`;
    const dashboard = `${store.url}${pathFor("dashboard", "en")}`;

    const lock = await lockTable(store.databaseUrl, "carts", say);
    const release = setTimeout(() => void lock.release(), LONGEST_LOCK_MS);
    try {
      // More cart adds than the pool has connections, each waiting on the lock until its lock timeout.
      const waiting = Array.from({ length: 14 }, () => statusOf(addToGuestCart(store, crypto.randomUUID(), part)));
      await sleep(300);
      const readiness = [];
      for (let poll = 0; poll < 5; poll++) readiness.push(await timed("health/ready"));
      say(`GET /v1/health/ready ×5 with carts locked: ${readiness.map((answer) => `${answer.status}/${answer.ms}ms`).join(" ")}`);
      const product = await fetchPage(productPage, { cookie: guest });
      say(`the product page for a guest with a cart: ${product.status} in ${product.ms} ms`);
      const home = await fetchPage(dashboard, { cookie: signedIn });
      say(`the signed-in dashboard: ${home.status} in ${home.ms} ms`);
      const adds = await Promise.all(waiting);
      say(`the cart adds on the locked table: ${adds.join(" ")}`);

      for (const answer of readiness) expect(answer.status).toBe(200);
      expect(product.status).toBe(200);
      expect(product.ms).toBeLessThan(1_500);
      expect(home.status).toBe(200);
      expect(home.ms).toBeLessThan(1_500);
      expect(textOf(home.html)).toContain(yourCarts.recent.unavailable);
      expect(textOf(home.html)).toContain(account.dashboard.figures.openOrders);
      for (const status of adds) expect(status).toBe(503);
    } finally {
      clearTimeout(release);
      await lock.release().catch(() => undefined);
    }
  });
});

describe("a write whose caller gave up", () => {
  it("is applied once: the repeat with the same Idempotency-Key gets the first answer, finished after the caller left", async () => {
    const part = await partToBuy(store);
    const guestId = crypto.randomUUID();
    const key = crypto.randomUUID();

    // The cart's lines are locked for 2 s (under the lock timeout): the caller gives up after 1 s, the API goes on.
    const lock = await lockTable(store.databaseUrl, "cart_lines", say);
    const gaveUp = await addToGuestCart(store, guestId, part, { key, signal: AbortSignal.timeout(1_000) }).then(
      () => "answered",
      () => "gave up",
    );
    say(`first add: the caller ${gaveUp} after 1 s`);
    expect(gaveUp).toBe("gave up");
    await sleep(1_000);
    await lock.release();
    await sleep(500);

    const repeat = await addToGuestCart(store, guestId, part, { key });
    say(`the repeat with the same key: ${repeat.status}, replayed: ${repeat.headers.get("idempotent-replayed")}`);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(await guestCartQuantities(store, guestId)).toEqual([part.minimumOrderQuantity]);
  });
});

describe("a killed API", () => {
  it("is started again by npm start and the store answers within 15 s, nobody touching it", async () => {
    const before = store.processes();
    expect(before.api).toBeDefined();
    // A product page asks the API on every view (a guest's list page may be answered from the storefront's copy); the
    // list's slugs are Turkish, the API's language when none is asked.
    const [part] = await listedParts(store);
    const productPage = `${store.url}${pathFor("product", "tr", { categoryName: part.categorySlug, name: part.productSlug })}`;
    process.kill(before.api!, "SIGKILL");
    const started = Date.now();
    let answer = await fetchPage(productPage);
    while (answer.status !== 200 && Date.now() - started < 15_000) {
      await sleep(250);
      answer = await fetchPage(productPage);
    }
    say(`killed the API (pid ${before.api}); the product page answered ${answer.status} ${Date.now() - started} ms later`);
    expect(answer.status).toBe(200);
    expect(store.processes().api).not.toBe(before.api);
    expect(store.output()).toMatch(/API stopped \(SIGKILL\); starting it again/);
  });
});
