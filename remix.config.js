import { NOT_FOUND_ROUTE, PAGE_FAMILIES, PAGES, RESOURCE_ROUTES } from "./contract/pages.js";

/**
 * Each page is registered twice from app/pages.js: at its Turkish path and at /en + its English path; a family of
 * pages once per language for all of them.
 */
function registerRoutes(defineRoutes) {
  return defineRoutes((route) => {
    for (const page of PAGES) {
      if (!page.file) continue;
      if (page.tr === "/") route(undefined, page.file, { index: true, id: `${page.key}.tr` });
      else route(page.tr.slice(1), page.file, { id: `${page.key}.tr` });
      route(page.en === "/" ? "en" : `en${page.en}`, page.file, { id: `${page.key}.en` });
    }
    for (const family of PAGE_FAMILIES) {
      route(family.tr.slice(1), family.file, { id: `${family.id}.tr` });
      route(`en${family.en}`, family.file, { id: `${family.id}.en` });
    }
    for (const resource of RESOURCE_ROUTES) route(resource.path.slice(1), resource.file, { id: resource.id });
    route(NOT_FOUND_ROUTE.path, NOT_FOUND_ROUTE.file, { id: NOT_FOUND_ROUTE.id });
  });
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  routes: registerRoutes,
  serverModuleFormat: "esm",
  tailwind: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
