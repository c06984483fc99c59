/** A page title with the store's name, used by every route's `meta`. */
export function pageTitle(title: string | undefined, storeName: string | undefined): string {
  if (!title) return storeName ?? "";
  return storeName ? `${title} | ${storeName}` : title;
}
