import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app"), "@contract": path.resolve(import.meta.dirname, "contract") } },
  test: {
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"] } },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // Each file gets its own fresh database (PGlite in memory, or a new database on DATABASE_URL's server).
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
