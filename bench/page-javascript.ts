import { gzipSync } from "node:zlib";

/** The product-list page's JavaScript budget, gzipped (docs/decisions/015-page-javascript-budget.md). */
export const LIST_PAGE_JAVASCRIPT_TARGET_KB = 125;

/** The figure's line as the benchmark prints it. */
export const listPageJavaScriptLine = ({ files, kilobytes }: { files: number; kilobytes: number }) =>
  `Product list page JavaScript: ${kilobytes.toFixed(1)} KB gzipped in ${files} files — target ≤ ${LIST_PAGE_JAVASCRIPT_TARGET_KB} KB`;

/** Sum of the gzipped sizes of the scripts and module preloads a page references (what a browser loads for it). */
export async function pageJavaScriptGzip(origin: string, path: string) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) sources.add(match[1]);
  let total = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer());
    total += gzipSync(body).length;
  }
  return { files: sources.size, kilobytes: total / 1024 };
}
