import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBuyer } from "../../bench/mixed-load/accounts";
import { runMixedLoad } from "../../bench/mixed-load/mixed-load";
import { totpCode } from "../../api/modules/back-office/totp";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { DEMO_STAFF } from "../../api/seed/staff";
import { startTopology, type ReplicaName, type Topology } from "./support/topology";

// The scale-out rehearsal (issue 37, README "Scaling out"): nginx in front of two storefront and two API processes on
// one PostgreSQL database and Redis. Under the mixed load one of each is killed and started again; then what must
// hold across replicas: a sign-out, the sign-in lockout, an idempotency key, and a catalog change in both indexes.

const say = (line: string) => console.log(`  ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The API's default CATALOG_INDEX_STALENESS_MS, and how often this test looks. */
const INDEX_STALENESS_MS = 1000;
const POLL_MS = 100;

let topology: Topology;

beforeAll(async () => {
  topology = await startTopology();
  say(
    `balancer at ${topology.web} (API ${topology.api}); replicas ${Object.values(topology.replicas)
      .map((replica) => replica.url)
      .join(", ")}`,
  );
});
afterAll(() => topology?.stop());

async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/v1${path}`, {
    method,
    headers: { "Accept-Language": "en", ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, data: text ? JSON.parse(text).data : undefined };
}

const replicaUrl = (name: ReplicaName) => topology.replicas[name].url;

describe("two storefront and two API processes behind nginx", () => {
  it("under the mixed load, one storefront and one API process killed and started again cost at most the requests in flight", async () => {
    const chaos = (async () => {
      await sleep(12_000);
      say("killing storefront-a and api-a");
      topology.kill("storefront-a");
      topology.kill("api-a");
      await sleep(6_000);
      const restarting = Date.now();
      await Promise.all([topology.restart("storefront-a"), topology.restart("api-a")]);
      say(`storefront-a and api-a serving again after ${((Date.now() - restarting) / 1000).toFixed(1)} s`);
    })();
    const outcome = await runMixedLoad(topology, { seconds: 40, visitors: 8 });
    await chaos;

    const failed = outcome.failedRequests;
    say(`${outcome.requests} requests in ${outcome.seconds.toFixed(1)} s, ${failed.length} failed, ${outcome.orders.length} orders`);
    for (const sample of failed) say(`  ${sample.step}: ${sample.status} "${sample.told}"`);
    for (const stopped of outcome.stoppedJourneys) say(`  journey stopped: ${stopped}`);
    expect(failed.length / outcome.requests).toBeLessThanOrEqual(0.01);
    // A journey stops at its first failed request: one stopped otherwise (a page without its form) is a failure too.
    expect(outcome.stoppedJourneys.length).toBeLessThanOrEqual(failed.length);
    // Every failure is a clear 503 page: the storefront's "temporarily unavailable" page, the balancer's own in both
    // languages, or a form's page saying so next to what was typed (its post reached an API replica as it died). The
    // one exception is an answer the killed storefront had begun to send: its status had gone out, so it breaks off.
    for (const sample of failed.filter((sample) => !sample.cutOff)) {
      expect(sample.status, sample.step).toBe(503);
      expect(sample.told, sample.step).toMatch(/temporarily unavailable|cannot be reached right now/i);
    }
    // No order lost or doubled, the stock of each part down by what its orders hold. An order whose answer was lost
    // with its process may exist unseen, one per failed placement at most.
    const { check } = outcome;
    say(
      `orders: ${check.placed} shown, ${check.inDatabase} of them in the database, ${check.made} made; ${check.problems.join("; ") || "nothing amiss"}`,
    );
    expect(check.stockMismatches).toEqual([]);
    expect(check.inDatabase).toBe(check.placed);
    const failedPlacements = failed.filter((sample) => sample.step.startsWith("place order") || sample.step.startsWith("card:")).length;
    expect(check.unseen.length).toBeLessThanOrEqual(failedPlacements);
  });

  it("a sign-out on one API replica is refused by the other at once", async () => {
    const signIn = await call(replicaUrl("api-a"), "POST", "/identity/auth/login-email", DEMO_ACCOUNTS.consumer);
    expect(signIn.status).toBe(200);
    const { accessToken, refreshToken } = signIn.data.token ?? signIn.data;
    const bearer = { Authorization: `Bearer ${accessToken}` };
    expect((await call(replicaUrl("api-b"), "GET", "/identity/users/me/info", undefined, bearer)).status).toBe(200);
    expect((await call(replicaUrl("api-a"), "POST", "/identity/auth/sign-out", { refreshToken }, bearer)).status).toBe(200);
    expect((await call(replicaUrl("api-b"), "GET", "/identity/users/me/info", undefined, bearer)).status).toBe(401);
  });

  it("the sign-in lockout counts the failures of both API replicas", async () => {
    // A new account: the lockout outlives this run in Redis.
    const { email, password } = await newBuyer(topology.api, 0, "198.51.100.77");
    const answers: number[] = [];
    // The default LOCKOUT_THRESHOLD is 5: failures alternate between the replicas.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const replica = attempt % 2 === 0 ? "api-a" : "api-b";
      answers.push((await call(replicaUrl(replica), "POST", "/identity/auth/login-email", { email, password: "wrong password" })).status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 423]);
    // Locked on both: even the right password is refused by the replica that saw only two failures.
    const right = await call(replicaUrl("api-b"), "POST", "/identity/auth/login-email", { email, password });
    expect(right.status).toBe(423);
  });

  it("an idempotency key sent to one API replica is answered again, not applied again, by the other", async () => {
    const parts = await call(topology.api, "GET", "/products/variants/search?category=chip-resistors-smd&inStock=true");
    const part = parts.data.items.find(
      (item: { isShowPrice: boolean; stock: number | null; minimumOrderQuantity: number }) =>
        item.isShowPrice && (item.stock ?? 0) >= 2 * item.minimumOrderQuantity,
    );
    const guest = randomUUID();
    const key = randomUUID();
    const add = (replica: ReplicaName) =>
      call(
        replicaUrl(replica),
        "POST",
        "/carts/guests/me/lines",
        { items: [{ variantId: part.variantId, quantity: part.minimumOrderQuantity }] },
        {
          "X-Anonymous-Customer-Id": guest,
          "Idempotency-Key": key,
        },
      );
    const first = await add("api-a");
    const again = await add("api-b");
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const cart = await call(replicaUrl("api-a"), "GET", "/carts/guests/me", undefined, { "X-Anonymous-Customer-Id": guest });
    expect(cart.data.slots.normal.map((line: { quantity: { value: number } }) => line.quantity.value)).toEqual([part.minimumOrderQuantity]);
  });

  it("a part's stock changed at the catalog desk is in both API replicas' search indexes within the staleness bound", async () => {
    const email = DEMO_STAFF.emailOf("catalog");
    const challenge = await call(replicaUrl("api-a"), "POST", "/back-office/auth/sign-in", { email, password: DEMO_STAFF.password });
    const staff = await call(replicaUrl("api-a"), "POST", "/back-office/auth/verify", {
      challengeToken: challenge.data.challengeToken,
      code: totpCode(DEMO_STAFF.totpSecret, Date.now()),
    });
    expect(staff.status).toBe(200);
    const bearer = { Authorization: `Bearer ${staff.data.accessToken}` };
    const listed = await call(topology.api, "GET", "/products/variants/search?category=chip-resistors-smd&inStock=true");
    const part = listed.data.items[0];
    const product = await call(replicaUrl("api-a"), "GET", `/back-office/catalog/products/${part.productId}`, undefined, bearer);
    expect(product.status).toBe(200);
    const variant = product.data.variants.find((candidate: { id: number }) => candidate.id === part.variantId);
    const newStock = variant.totalStock + 7;
    const saved = await call(
      replicaUrl("api-a"),
      "PUT",
      `/back-office/catalog/products/${part.productId}/variants/${part.variantId}`,
      { ...variant, totalStock: newStock },
      bearer,
    );
    expect(saved.status).toBe(200);
    const savedAt = Date.now();

    const seenAfter = async (replica: ReplicaName) => {
      for (;;) {
        const search = await call(replicaUrl(replica), "GET", `/products/variants/search?search=${encodeURIComponent(part.sku)}`);
        const row = search.data.items.find((item: { variantId: number }) => item.variantId === part.variantId);
        if (row?.stock === newStock) return Date.now() - savedAt;
        if (Date.now() - savedAt > 10 * INDEX_STALENESS_MS) return Infinity;
        await sleep(POLL_MS);
      }
    };
    const [onA, onB] = await Promise.all([seenAfter("api-a"), seenAfter("api-b")]);
    say(`the new stock was in api-a's index after ${onA} ms, in api-b's after ${onB} ms`);
    expect(Math.max(onA, onB)).toBeLessThanOrEqual(INDEX_STALENESS_MS + POLL_MS * 3);
  });
});
