// Where the storefront's build lives and how it is made (`npm run build`, docs/decisions/064-vite-and-preact.md):
// Remix's Vite plugin writes the server's module under build/server and what browsers load under build/client.
import { spawnSync } from "node:child_process";

export const SERVER_BUILD = "build/server/index.js";
export const CLIENT_BUILD = "build/client";
/** The files Vite names by their content hash, served as immutable. */
export const CLIENT_ASSETS = `${CLIENT_BUILD}/assets`;

/**
 * Builds the storefront for production whatever NODE_ENV the caller has (a development build fails every page), under
 * `lock` when given (the e2e runs and the benchmarks share one build).
 * @param {{ quiet?: boolean; lock?: string }} [options]
 */
export function buildStorefront({ quiet = false, lock } = {}) {
  const npm = ["npm", "run", "--silent", "build"];
  const [command, ...args] = lock ? ["flock", lock, ...npm] : npm;
  const result = spawnSync(command, args, {
    stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit",
    env: { ...process.env, NODE_ENV: "production", VITE_CJS_IGNORE_WARNING: "true" },
  });
  return result.status === 0;
}
