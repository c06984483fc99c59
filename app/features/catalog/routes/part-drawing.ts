import type { LoaderFunctionArgs } from "@remix-run/node";
import { readPartDrawingPath } from "@contract/part-drawing-path";
import { partDrawingSvg } from "~/features/catalog/part-drawing/part-drawing-svg";

/** Longer texts are no package, maker or part number: refused before anything is drawn. */
const MAX_TEXT = 80;

/**
 * GET /images/parts/{package}/{maker}/{mpn}.svg: a part's package drawing, drawn from its address (so any cache may
 * keep it). The texts are escaped into the drawing, and the file may not run anything even if opened on its own.
 */
export function loader({ request }: LoaderFunctionArgs) {
  // Read from the raw path, not the route's params: a part number may hold an encoded "/" (LM358N/NOPB).
  const part = readPartDrawingPath(new URL(request.url).pathname);
  if (!part || [part.package ?? "", part.maker, part.mpn].some((text) => text.length > MAX_TEXT)) {
    throw new Response("Not found", { status: 404 });
  }
  return new Response(partDrawingSvg(part), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
