/**
 * `npm run bench:load`: the mixed load (docs/decisions/061-mixed-load.md). Starts the store as `npm start` runs it on a
 * new database of the local PostgreSQL server, then keeps LOAD_VISITORS (8) visitors busy on loopback for
 * LOAD_SECONDS (60) with journeys in the decision's proportions: browsing, searching, a signed-in buyer adding to the
 * cart, and checkouts of guests and buyers by EFT and by the sandbox card. Prints req/s, p50 and p95 per step and its
 * errors, the orders and stock checked afterwards, and the memory of each of the store's processes. Exits 1 when a
 * request failed or an order or stock figure does not add up; never on a time.
 */
import { availableParallelism } from "node:os";
import { printMixedLoad, runMixedLoad } from "./mixed-load";
import { processMemory, startLoadStore } from "./store";

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const visitors = Number(process.env.LOAD_VISITORS ?? 8);
const serverUrl = process.env.LOAD_DATABASE_SERVER_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const store = await startLoadStore(serverUrl, redisUrl, { web: 3396, api: 4396 });
try {
  const outcome = await runMixedLoad(store, { seconds, visitors });
  console.log(
    `\nMixed load: ${visitors} visitors for ${outcome.seconds.toFixed(1)} s on ${availableParallelism()} cores ` +
      `(one API and one storefront worker per core, PostgreSQL, Redis), the demo catalog.`,
  );
  printMixedLoad(outcome);
  console.log("\nMemory at the end (resident):");
  for (const { pid, command, megabytes } of processMemory(store.process))
    console.log(`  ${megabytes.toFixed(0).padStart(5)} MB  ${pid}  ${command}`);
  const problems = outcome.failedRequests.length + outcome.stoppedJourneys.length + outcome.check.problems.length;
  process.exitCode = problems > 0 ? 1 : 0;
} finally {
  await store.stop();
}
