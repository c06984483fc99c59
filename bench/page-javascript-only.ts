/**
 * The measured pages' JavaScript alone (the table `npm run bench` ends with), without the database benchmark: builds
 * the storefront and reads what each page references. Run it under the build lock the e2e runs share:
 * `flock /tmp/store-e2e.lock npx tsx bench/page-javascript-only.ts`.
 */
import { buildStorefront } from "../scripts/storefront-build.mjs";
import { pageJavaScriptTable } from "./page-javascript";

if (!buildStorefront({ quiet: true })) throw new Error("the storefront's build failed");
console.log(pageJavaScriptTable());
