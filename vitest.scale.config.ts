import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

// `npm run test:scale`: the scale-out rehearsal (tests/scale) starts nginx (Debian's package) in front of two storefront
// and two API processes on a PostgreSQL server and Redis, so `npm test`'s vitest run leaves it out. Its tests run in
// order on the one topology the file starts.
export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ["tests/scale/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
