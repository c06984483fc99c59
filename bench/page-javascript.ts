import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CLIENT_ASSETS } from "../scripts/storefront-build.mjs";

/** Every measured page's JavaScript target, gzipped (docs/decisions/062-page-javascript.md). */
export const PAGE_JAVASCRIPT_TARGET_KB = 100;

/** The pages issue 37 measures, by the route id of their English path (contract/pages.js). */
const MEASURED_PAGES = [
  { page: "home", route: "home.en" },
  { page: "product list", route: "productList.en" },
  { page: "product", route: "product.en" },
  { page: "cart", route: "shoppingCart.en" },
  { page: "checkout: address", route: "checkoutAddress.en" },
  { page: "checkout: delivery", route: "checkoutDelivery.en" },
  { page: "checkout: payment", route: "checkoutPayment.en" },
  { page: "PCB offer form", route: "pcbOfferForm.en" },
  { page: "BOM tool", route: "bomTool.en" },
];

type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, { module: string; imports?: string[] }> };

function readManifest(assetsDir: string): Manifest {
  const file = readdirSync(assetsDir).find((name) => name.startsWith("manifest-") && name.endsWith(".js"));
  if (!file) throw new Error(`no Remix manifest in ${assetsDir}: build the storefront first`);
  return JSON.parse(
    readFileSync(path.join(assetsDir, file), "utf8")
      .replace(/^window\.__remixManifest=/, "")
      .replace(/;$/, ""),
  ) as Manifest;
}

/**
 * The JavaScript a full load of the route's page references, each file gzipped as served: the client entry, the root
 * and the route module with the chunks they import (the page's module preloads). What loads later on first use (the
 * header suggestions, analytics) is not counted.
 */
function routeJavaScript(assetsDir: string, manifest: Manifest, routeId: string) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", routeId]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the build`);
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(assetsDir, file.replace(/^\/assets\//, "")))).length;
  return { files: files.size, kilobytes: bytes / 1024 };
}

/** The measured pages' JavaScript as the benchmark prints it, from the built storefront's assets. */
export function pageJavaScriptTable(assetsDir = CLIENT_ASSETS): string {
  const manifest = readManifest(assetsDir);
  const rows = MEASURED_PAGES.map(({ page, route }) => {
    const { files, kilobytes } = routeJavaScript(assetsDir, manifest, route);
    const verdict = kilobytes <= PAGE_JAVASCRIPT_TARGET_KB ? "met" : `${(kilobytes - PAGE_JAVASCRIPT_TARGET_KB).toFixed(1)} KB over`;
    return `| ${page} | ${kilobytes.toFixed(1)} | ${files} | ${verdict} |`;
  });
  return [
    `JavaScript per page, gzipped (target ≤ ${PAGE_JAVASCRIPT_TARGET_KB} KB each):`,
    "| page | KB | files | target |",
    "|---|---:|---:|---|",
    ...rows,
  ].join("\n");
}
