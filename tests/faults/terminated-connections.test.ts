import { describe, expect, it } from "vitest";
import { apiLogin, DEMO_ACCOUNTS, type Credentials } from "../e2e/support/session";
import { terminateBackends } from "./support/backends";
import { addToGuestCart, guestCartQuantities, listedParts, partToBuy } from "./support/catalog";
import { describeLoad, runLoad, statusOf, type LoadStep } from "./support/load";
import { lockTable } from "./support/table-lock";
import { say, sleep, storeOfThisFile } from "./support/suite";

// Issue 38, items 1 and 3: a database connection that dies while a request holds it (a failover, an administrator's
// pg_terminate_backend) fails that request with a 503 and never ends an API process; and the key of a request that
// failed on the database's side is free again as soon as the database lets it go.

const CONSUMER: Credentials = { ...DEMO_ACCOUNTS.consumer, userType: "b2c" };
const LOAD_MS = 10_000;
const TERMINATE_EVERY_MS = 1_000;

const store = storeOfThisFile();

describe("the store's database sessions terminated every second under load", () => {
  it("answers each request 200 or 503, restarts no process, and serves every request again once it stops", async () => {
    const processes = store.processes();
    const parts = await listedParts(store);
    const part = await partToBuy(store);
    const { accessToken } = await apiLogin(CONSUMER);
    const signedIn = { Authorization: `Bearer ${accessToken}` };
    const created = await fetch(`${store.apiUrl}/carts/users/me`, {
      method: "POST",
      headers: { ...signedIn, "Content-Type": "application/json" },
      body: JSON.stringify({ name: `Load ${Date.now()}` }),
    });
    const cart = (await created.json()).data as { id: number };
    const steps: LoadStep[] = [
      {
        name: "product read",
        send: () => statusOf(fetch(`${store.apiUrl}/products/by-slug/${parts[0].productSlug}?sku=${encodeURIComponent(parts[0].sku)}`)),
      },
      { name: "guest cart add", send: () => statusOf(addToGuestCart(store, crypto.randomUUID(), part)) },
      // Making a cart the active one is a transaction: a session ended in it is a connection lost while a request holds it.
      {
        name: "cart activation",
        send: () => statusOf(fetch(`${store.apiUrl}/carts/users/me/${cart.id}/active`, { method: "PUT", headers: signedIn })),
      },
      { name: "list page", send: () => statusOf(fetch(`${store.url}/en/ps/chip-resistors-smd`)) },
    ];
    // The carts are locked at first, so the first termination finds activations waiting inside their transactions.
    const lock = await lockTable(store.databaseUrl, "carts", say);
    const load = runLoad(steps, { connections: 6, durationMs: LOAD_MS });
    for (let elapsed = TERMINATE_EVERY_MS; elapsed <= LOAD_MS; elapsed += TERMINATE_EVERY_MS) {
      await sleep(TERMINATE_EVERY_MS);
      say(`${elapsed / 1000} s: ${await terminateBackends(store.databaseUrl)} session(s) terminated`);
    }
    // The lock's own session was among those ended.
    await lock.release().catch(() => undefined);
    const result = await load;
    say(`under the terminations: ${describeLoad(result)}`);

    expect(store.processes()).toEqual(processes);
    expect(store.output()).not.toMatch(/exited|starting it again/);
    for (const [name, statuses] of result) {
      expect(
        statuses.filter((status) => status !== 200 && status !== 503),
        name,
      ).toEqual([]);
      expect(statuses, name).toContain(200);
    }

    await sleep(1_000);
    const after = await runLoad(steps, { connections: 3, durationMs: 2_000 });
    say(`after: ${describeLoad(after)}`);
    for (const [name, statuses] of after) expect(new Set(statuses), name).toEqual(new Set([200]));
  });
});

describe("a request that failed and could not give its key back at once", () => {
  it("gives it back as soon as the database lets it: the same request sent again runs at once", async () => {
    const part = await partToBuy(store);
    const guestId = crypto.randomUUID();
    const key = crypto.randomUUID();
    // The first attempt claims its key, then waits on the locked cart lines until its lock timeout (a 503); the keys'
    // table is locked meanwhile, as a migration would, so giving the key back fails too, the process living on.
    const cartLines = await lockTable(store.databaseUrl, "cart_lines", say);
    const first = statusOf(addToGuestCart(store, guestId, part, { key }));
    await sleep(700);
    const keys = await lockTable(store.databaseUrl, "idempotency_keys", say);
    const firstStatus = await first;
    say(`the first attempt: ${firstStatus}`);
    await cartLines.release();
    await keys.release();
    expect(firstStatus).toBe(503);

    const started = Date.now();
    const repeat = await addToGuestCart(store, guestId, part, { key });
    say(
      `the same key again once the tables are free: ${repeat.status} in ${Date.now() - started} ms, replayed: ${repeat.headers.get("idempotent-replayed")}`,
    );
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get("idempotent-replayed")).toBeNull();
    expect(await guestCartQuantities(store, guestId)).toEqual([part.minimumOrderQuantity]);
  });
});
