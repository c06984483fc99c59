import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESENCE_LOCK_CLASS } from "../../api/db/process-presence";
import { rows } from "./support/catalog";
import { createTestApp, type TestApp } from "./support/test-app";

// Idempotent writes (docs/decisions/016-idempotent-writes.md): an unsafe request with an Idempotency-Key runs once.

let t: TestApp;
let part: { variantId: number; minimum: number };
/** How often the test route below ran, and whether it fails its next run. */
const flaky = { runs: 0, failNext: false };

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    beforeReady: (app) =>
      app.post("/v1/test/flaky", async (_request, reply) => {
        flaky.runs += 1;
        if (flaky.failNext) {
          flaky.failNext = false;
          return reply.status(503).send({ success: false });
        }
        return { success: true, data: { run: flaky.runs } };
      }),
  });
  [part] = await rows<{ variantId: number; minimum: number }>(
    t.db,
    sql`SELECT id AS "variantId", minimum_order_quantity AS minimum FROM variants
        WHERE is_show_price AND is_backorderable AND order_quantity_multiplier = 1 ORDER BY id LIMIT 1`,
  );
});
afterAll(() => t.close());

const addToGuestCart = (guestId: string, key: string | undefined, quantity = part.minimum) =>
  t.app.inject({
    method: "POST",
    url: "/v1/carts/guests/me/lines",
    headers: { "x-anonymous-customer-id": guestId, "accept-language": "en", ...(key ? { "idempotency-key": key } : {}) },
    payload: { items: [{ variantId: part.variantId, quantity }] },
  });
const quantityInCart = async (guestId: string) =>
  (await t.app.inject({ url: "/v1/carts/guests/me", headers: { "x-anonymous-customer-id": guestId } })).json().data.slots.normal[0]
    ?.quantity.value;

describe("Idempotency-Key", () => {
  it("runs a repeated add once and answers the repeat with the first answer", async () => {
    const guestId = randomUUID();
    const key = randomUUID();
    const first = await addToGuestCart(guestId, key);
    const repeat = await addToGuestCart(guestId, key);
    expect(first.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers["idempotent-replayed"]).toBe("true");
    expect(repeat.body).toBe(first.body);
    expect(await quantityInCart(guestId)).toBe(part.minimum);
    // Without a key, or with a new one, a second add is a second add.
    await addToGuestCart(guestId, randomUUID());
    expect(await quantityInCart(guestId)).toBe(2 * part.minimum);
  });

  it("makes a repeat that arrives while the first attempt runs wait for its answer", async () => {
    const guestId = randomUUID();
    const key = randomUUID();
    const [a, b, c] = await Promise.all([addToGuestCart(guestId, key), addToGuestCart(guestId, key), addToGuestCart(guestId, key)]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a.body, b.body, c.body]).size).toBe(1);
    expect(await quantityInCart(guestId)).toBe(part.minimum);
  });

  it("refuses a key used for another request, keeps each caller's keys apart, and refuses a malformed key", async () => {
    const guestId = randomUUID();
    const key = randomUUID();
    await addToGuestCart(guestId, key);
    const other = await addToGuestCart(guestId, key, 2 * part.minimum);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe("This Idempotency-Key was already used for a different request");
    // Another guest with the same key: a request of its own.
    const stranger = randomUUID();
    expect((await addToGuestCart(stranger, key)).headers["idempotent-replayed"]).toBeUndefined();
    expect(await quantityInCart(stranger)).toBe(part.minimum);
    expect((await addToGuestCart(guestId, "short")).statusCode).toBe(400);
    // A caller the API cannot tell apart (no token, no guest id) keeps no keys: nobody gets another's answer.
    const anonymous = () => t.app.inject({ method: "POST", url: "/v1/test/flaky", headers: { "idempotency-key": key } });
    expect((await anonymous()).body).not.toBe((await anonymous()).body);
  });

  it("gives the key back when the first attempt fails on the server's side or is refused, so the repeat runs again", async () => {
    const key = randomUUID();
    const flakyGuest = randomUUID();
    flaky.failNext = true;
    const runsBefore = flaky.runs;
    const failed = await t.app.inject({
      method: "POST",
      url: "/v1/test/flaky",
      headers: { "idempotency-key": key, "x-anonymous-customer-id": flakyGuest },
    });
    expect(failed.statusCode).toBe(503);
    const retried = await t.app.inject({
      method: "POST",
      url: "/v1/test/flaky",
      headers: { "idempotency-key": key, "x-anonymous-customer-id": flakyGuest },
    });
    expect(retried.statusCode).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: "/v1/test/flaky",
      headers: { "idempotency-key": key, "x-anonymous-customer-id": flakyGuest },
    });
    expect(again.body).toBe(retried.body);
    expect(flaky.runs - runsBefore).toBe(2);
    // A refused add applied nothing — a field error (400), or every part refused by the rules (a 200 that says so):
    // the corrected one runs under the same key.
    const [stepped] = await rows<{ variantId: number; minimum: number }>(
      t.db,
      sql`SELECT id AS "variantId", minimum_order_quantity AS minimum FROM variants
          WHERE is_show_price AND is_backorderable AND minimum_order_quantity > 1 ORDER BY id LIMIT 1`,
    );
    const guestId = randomUUID();
    const sameKey = randomUUID();
    const addStepped = (quantity: number) =>
      t.app.inject({
        method: "POST",
        url: "/v1/carts/guests/me/lines",
        headers: { "x-anonymous-customer-id": guestId, "idempotency-key": sameKey },
        payload: { items: [{ variantId: stepped.variantId, quantity }] },
      });
    expect((await addStepped(0)).statusCode).toBe(400);
    const belowMinimum = await addStepped(stepped.minimum - 1);
    expect(belowMinimum.json().data.items[0].added).toBe(false);
    const corrected = await addStepped(stepped.minimum);
    expect(corrected.headers["idempotent-replayed"]).toBeUndefined();
    expect(corrected.json().data.items[0].added).toBe(true);
  });

  it("takes over a first attempt that died with its process (still running a minute later)", async () => {
    const guestId = randomUUID();
    const key = randomUUID();
    await t.db.execute(
      sql`INSERT INTO idempotency_keys (owner, key, request_hash, created_at) VALUES (${`guest:${guestId}`}, ${key}, 'lost', now() - interval '2 minutes')`,
    );
    const answer = await addToGuestCart(guestId, key);
    expect(answer.statusCode).toBe(200);
    expect(await quantityInCart(guestId)).toBe(part.minimum);
  });

  it("takes over at once a first attempt whose process is gone, never one whose process lives", async () => {
    // The live API's presence is its advisory lock (api/db/process-presence.ts); an id nobody holds is a process gone.
    const [live] = await rows<{ id: number }>(
      t.db,
      // pg_locks is the whole server's: another file's database (a worker beside this one) has its own live API.
      sql`SELECT objid::int AS id FROM pg_locks WHERE locktype = 'advisory' AND classid = ${PRESENCE_LOCK_CLASS}::oid
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) LIMIT 1`,
    );
    expect(live).toBeDefined();
    const guestId = randomUUID();
    const key = randomUUID();
    await t.db.execute(
      sql`INSERT INTO idempotency_keys (owner, key, request_hash, holder) VALUES (${`guest:${guestId}`}, ${key}, 'lost', ${live.id + 1})`,
    );
    const takenOver = await addToGuestCart(guestId, key);
    expect(takenOver.statusCode).toBe(200);
    expect(takenOver.headers["idempotent-replayed"]).toBeUndefined();
    expect(await quantityInCart(guestId)).toBe(part.minimum);

    // The same request, shown as still running in this live process: the repeat waits for it, then is told to retry.
    const other = randomUUID();
    await addToGuestCart(other, key);
    await t.db.execute(
      sql`UPDATE idempotency_keys SET state = 'running', holder = ${live.id} WHERE owner = ${`guest:${other}`} AND key = ${key}`,
    );
    const waited = await addToGuestCart(other, key);
    expect(waited.statusCode).toBe(409);
    expect(await quantityInCart(other)).toBe(part.minimum);
  });
});
