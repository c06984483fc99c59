import { gzipSync } from "node:zlib";

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
