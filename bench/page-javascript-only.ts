/**
 * The measured pages' JavaScript alone (the table `npm run bench` ends with), without the database benchmark: builds
 * the storefront and reads what each page references. Run it under the build lock the e2e runs share:
 * `flock /tmp/store-e2e.lock npx tsx bench/page-javascript-only.ts`.
 */
import { spawnSync } from "node:child_process";
import { pageJavaScriptTable } from "./page-javascript";

const build = spawnSync("node_modules/.bin/remix", ["build"], { stdio: ["ignore", "ignore", "inherit"] });
if (build.status !== 0) throw new Error("remix build failed");
console.log(pageJavaScriptTable());
