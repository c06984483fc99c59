import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLocale } from "@contract/locale";
import { translations } from "~/server/translations.server";

/** A namespace the page did not ship, for the browser's translator when a later page needs it (docs/decisions/062-page-javascript.md). */
export async function loader({ params }: LoaderFunctionArgs) {
  const namespace = isLocale(params.lng) && params.ns ? translations[params.lng][params.ns] : undefined;
  if (!namespace) throw new Response("Not found", { status: 404 });
  return Response.json(namespace, { headers: { "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400" } });
}
