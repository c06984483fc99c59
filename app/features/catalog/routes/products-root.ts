import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";

/**
 * `/p`, the products' root (docs/spec.md §2): a product's page lives below it, and a visitor who stops at the root
 * expects the catalog, so it answers with the categories (a permanent redirect, in the path's language).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(pathFor("categories", localeFromPath(new URL(request.url).pathname)), 301);
}
