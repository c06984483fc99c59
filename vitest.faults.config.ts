import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

// `npm run test:faults`: the fault suite (tests/faults) starts the whole store on a PostgreSQL server and cuts its
// database connections, so `npm test`'s vitest run (vitest.config.ts: unit and api only) leaves it out. One file at
// a time: each starts a store of its own.
export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ["tests/faults/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
