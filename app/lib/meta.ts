/** A page title with the store's name, used by every route's `meta`. */
export function pageTitle(title: string | undefined, storeName: string | undefined): string {
  if (!title) return storeName ?? "";
  return storeName ? `${title} | ${storeName}` : title;
}

/** A private page's head (a checkout step, a payment page): its title, and no search engine keeps it. */
export const privatePageMeta = (loaderData: { title?: string; storeName?: string } | undefined) => [
  { title: pageTitle(loaderData?.title, loaderData?.storeName) },
  { name: "robots", content: "noindex" },
];

/** A public page's head: its title with the store's name, and the description search results show. */
export const publicPageMeta = (loaderData: { title?: string; storeName?: string; description?: string } | undefined) => [
  { title: pageTitle(loaderData?.title, loaderData?.storeName) },
  { name: "description", content: loaderData?.description ?? "" },
];
