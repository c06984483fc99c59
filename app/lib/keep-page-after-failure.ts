import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * Single fetch reloads every route of the page after a fetcher's post unless the route says otherwise. After a post
 * the server could not take (a 5xx: the store's database away), reloading would fail the same way and turn the page
 * into the error page: the page keeps what it shows, and the form says what happened next to its field
 * (docs/decisions/060-faults-under-load.md). Exported as `shouldRevalidate` by the root and by each page with an
 * add-to-cart form.
 */
export const keepPageAfterServerFailure: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 500 ? false : defaultShouldRevalidate;
