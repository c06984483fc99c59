import { drizzle } from "drizzle-orm/node-postgres";
import Fastify from "fastify";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../api/db/client";
import * as schema from "../../api/db/schema";
import { poolShare } from "../../api/lib/pool-share";

// api/lib/pool-share.ts: at most half the pool's connections run a part's requests; more wait their turn, holding
// none, up to the pool's wait, then answer 503. The pool here never connects: the requests only hold their place.

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A part of the API on a pool of `max` whose requests end when the test says so. */
async function sharedPart(max: number, waitMs: number) {
  const pool = new pg.Pool({ max, connectionTimeoutMillis: waitMs });
  // A failed test leaves requests waiting: closing ends them rather than waiting for them.
  const app = Fastify({ forceCloseConnections: true });
  apps.push(app);
  const db: Database = drizzle(pool, { schema, casing: "snake_case" });
  app.decorate("db", db);
  const ends: Array<() => void> = [];
  let started = 0;
  await app.register(async (part) => {
    poolShare(part);
    part.get("/work", async () => {
      started += 1;
      await new Promise<void>((resolve) => ends.push(resolve));
      return { ok: true };
    });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const call = () => fetch(`http://127.0.0.1:${port}/work`).then((response) => response.status);
  return { call, started: () => started, endOne: () => ends.shift()?.() };
}

const tick = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe("poolShare", () => {
  it("runs half the pool at once, and hands a finished request's place to the first waiting one", async () => {
    const part = await sharedPart(4, 5_000);
    const answers = [part.call(), part.call(), part.call()];
    await expect.poll(part.started).toBe(2);
    await tick();
    expect(part.started()).toBe(2);
    part.endOne();
    await expect.poll(part.started).toBe(3);
    part.endOne();
    part.endOne();
    expect(await Promise.all(answers)).toEqual([200, 200, 200]);
  });

  it("answers 503 to a request that waited longer than a request may wait for a connection", async () => {
    const part = await sharedPart(2, 100);
    const first = part.call();
    await expect.poll(part.started).toBe(1);
    expect(await part.call()).toBe(503);
    part.endOne();
    expect(await first).toBe(200);
  });
});
