import type { LoaderFunctionArgs } from "@remix-run/node";
import { categoryTileSvg, manufacturerWordmarkSvg } from "~/features/catalog/artwork";

const SAFE_FILE = /^[a-z0-9][a-z0-9_-]{0,80}\.svg$/;

/** GET /images/catalog/{code}.svg and /images/manufacturers/{slug}.svg: drawn, not stored; any cache may keep them. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  if (!SAFE_FILE.test(file)) throw new Response("Not found", { status: 404 });
  const kind = new URL(request.url).pathname.startsWith("/images/manufacturers/") ? "manufacturer" : "category";
  const svg = kind === "manufacturer" ? manufacturerWordmarkSvg(file) : categoryTileSvg(file);
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800",
    },
  });
}
