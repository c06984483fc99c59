import type { MetaArgs, MetaDescriptor } from "@remix-run/node";

/** What every route's `meta` receives of the matched routes: the root's data names the store. */
type Matches = MetaArgs["matches"];

/** A page title with the store's name: every page's (`titleMeta`) and an error page's (components/page-meta.tsx). */
export function pageTitle(title: string | undefined, storeName: string | undefined): string {
  if (!title) return storeName ?? "";
  return storeName ? `${title} | ${storeName}` : title;
}

/** The store's name from the root loader's public environment, so that no page's own data has to carry it. */
function storeNameOf(matches: Matches): string | undefined {
  const rootData = matches.find((match) => match.id === "root")?.data;
  const env = typeof rootData === "object" && rootData !== null && "env" in rootData ? rootData.env : undefined;
  return typeof env === "object" && env !== null && "STORE_NAME" in env && typeof env.STORE_NAME === "string" ? env.STORE_NAME : undefined;
}

/** A page's `<title>`: its own title followed by the store's name. */
export function titleMeta(title: string | undefined, matches: Matches): MetaDescriptor {
  return { title: pageTitle(title, storeNameOf(matches)) };
}

/**
 * A checkout step's head: no robots directive. A visitor without a cart (every crawler) is sent back to the cart, so
 * no crawler ever reads a step; see docs/decisions/065-robots-where-crawlers-reach.md.
 */
export const checkoutStepMeta = ({
  data,
  matches,
}: {
  data: { title?: string; description?: string } | undefined;
  matches: Matches;
}): MetaDescriptor[] => [
  titleMeta(data?.title, matches),
  ...(data?.description ? [{ name: "description", content: data.description }] : []),
];

/** A private page's head (a payment page, an order's link): a checkout step's, and no search engine keeps it. */
export const privatePageMeta = (args: Parameters<typeof checkoutStepMeta>[0]): MetaDescriptor[] => [
  ...checkoutStepMeta(args),
  { name: "robots", content: "noindex" },
];

/** A public page's head: its title with the store's name, and the description search results show. */
export const publicPageMeta = ({
  data,
  matches,
}: {
  data: { title?: string; description?: string } | undefined;
  matches: Matches;
}): MetaDescriptor[] => [titleMeta(data?.title, matches), { name: "description", content: data?.description ?? "" }];
