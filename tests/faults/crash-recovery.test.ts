import { describe, expect, it } from "vitest";
import { addToGuestCart, guestCartQuantities, partToBuy } from "./support/catalog";
import { lockTable } from "./support/table-lock";
import { say, sleep, storeOfThisFile } from "./support/suite";

// Issue 29: a killed API leaves nothing behind that blocks the buyer once it is back (a key its request held is
// taken over at once), and a process that crashes after serving is started again at once, however often.

const store = storeOfThisFile();

/** Waits until `npm start` runs an API process other than `killed`; how long that took. */
async function restartedAfter(killed: number, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const api = store.processes().api;
    if (api !== undefined && api !== killed) return Date.now() - started;
    await sleep(25);
  }
  return Infinity;
}

/** Waits until the API answers its liveness check again. */
async function apiServing() {
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    const status = await fetch(`${store.apiUrl}/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`The API did not come back:\n${store.output()}`);
}

describe("a request whose API process was killed while it ran", () => {
  it("leaves no key behind: the same request with the same key runs as soon as an API is back", async () => {
    const part = await partToBuy(store);
    const guestId = crypto.randomUUID();
    const key = crypto.randomUUID();
    const add = () => addToGuestCart(store, guestId, part, { key });

    // The cart's lines are locked: the first attempt has claimed its key and waits on them when its process dies.
    const lock = await lockTable(store.databaseUrl, "cart_lines", say);
    const first = add().then(
      (response) => `answered ${response.status}`,
      () => "no answer",
    );
    await sleep(700);
    const api = store.processes().api!;
    process.kill(api, "SIGKILL");
    say(`killed the API (pid ${api}) during the first attempt: ${await first}`);
    await lock.release();
    await apiServing();

    const repeat = await add();
    say(`the repeat with the same key once the API is back: ${repeat.status}, replayed: ${repeat.headers.get("idempotent-replayed")}`);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get("idempotent-replayed")).toBeNull();
    expect(await guestCartQuantities(store, guestId)).toEqual([part.minimumOrderQuantity]);
  });
});

describe("a process that crashes after it served", () => {
  it("is started again within 2 s every time, also the fourth time in a minute", async () => {
    for (let crash = 1; crash <= 4; crash++) {
      await apiServing();
      // Serving for a moment: `npm start` has seen it answer.
      await sleep(1_000);
      const api = store.processes().api!;
      process.kill(api, "SIGKILL");
      const ms = await restartedAfter(api, 20_000);
      say(`crash ${crash}: the API (pid ${api}) was started again after ${ms} ms`);
      expect(ms).toBeLessThan(2_000);
    }
    await apiServing();
  });
});
