import { describe, expect, it } from "vitest";
import {
  NO_STORE,
  outgoingCacheControl,
  PRIVATE_PAGE,
  PUBLIC_PAGE,
  publicPageCacheControl,
  takesEtag,
} from "../../app/server/cache.server";

const request = (cookie?: string) => new Request("http://store.test/en", { headers: cookie ? { Cookie: cookie } : {} });

describe("cache rules", () => {
  it("lets a shared cache keep a public page only for an anonymous visitor", () => {
    expect(publicPageCacheControl(request())).toBe(PUBLIC_PAGE);
    expect(publicPageCacheControl(request("locale=en; user-settings=x"))).toBe(PUBLIC_PAGE);
    expect(publicPageCacheControl(request("locale=en; __session=abc"))).toBe(PRIVATE_PAGE);
    expect(publicPageCacheControl(request("toast=abc"))).toBe(PRIVATE_PAGE);
    // A guest with an id may have a cart, whose count the header shows.
    expect(publicPageCacheControl(request("anonymous-customer-id=abc"))).toBe(PRIVATE_PAGE);
  });

  it("makes a response that sets a cookie or lost a part unstorable, and one that says nothing private", () => {
    expect(outgoingCacheControl(PUBLIC_PAGE, { setsCookie: true })).toBe(NO_STORE);
    expect(outgoingCacheControl(PUBLIC_PAGE, { setsCookie: false, degraded: true })).toBe(NO_STORE);
    expect(outgoingCacheControl(PUBLIC_PAGE, { setsCookie: false })).toBe(PUBLIC_PAGE);
    expect(outgoingCacheControl(undefined, { setsCookie: false })).toBe(PRIVATE_PAGE);
  });

  it("computes an ETag only for a successful public GET that sets no cookie", () => {
    const page = { method: "GET", status: 200, cacheControl: PUBLIC_PAGE, setsCookie: false };
    expect(takesEtag(page)).toBe(true);
    expect(takesEtag({ ...page, method: "POST" })).toBe(false);
    expect(takesEtag({ ...page, status: 404 })).toBe(false);
    expect(takesEtag({ ...page, setsCookie: true })).toBe(false);
    expect(takesEtag({ ...page, cacheControl: PRIVATE_PAGE })).toBe(false);
    expect(takesEtag({ ...page, cacheControl: undefined })).toBe(false);
  });
});
