import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app"), "@contract": path.resolve(import.meta.dirname, "contract") } },
  test: {
    // One worker per core: vitest's default leaves one core to the runner (a single worker on a 2-core machine), but the
    // API files spend much of their time waiting on their database, and each has a database of its own.
    maxWorkers: availableParallelism(),
    // Measured by `npm test` (`vitest run --coverage`): what the unit and API tests run of the store's own code.
    coverage: {
      provider: "v8",
      include: ["app/**/*.{ts,tsx}", "api/**/*.ts", "contract/**/*.ts"],
      reporter: ["text-summary"],
      reportsDirectory: "test-reports/coverage",
    },
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"] } },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // Each file gets a database of its own (PGlite in memory, or a new database on DATABASE_URL's server), copied
          // from one the global setup migrated and seeded once for the run.
          globalSetup: ["tests/api/support/database-templates.ts"],
          // The files share one worker's loaded modules (Fastify, the schema, PGlite's WebAssembly) instead of loading
          // them again for each file: a third of the project's CPU time; every app and database is still the file's own.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
