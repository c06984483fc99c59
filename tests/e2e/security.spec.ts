import type { MenuCategory } from "../../contract/api/catalog/schemas";
import type { AddressLookups } from "../../app/features/account/address-lookups";
import { NO_STORE, PUBLIC_PAGE } from "../../app/server/cache.server";
import { catalogApi } from "./support/catalog-api";
import { expect, test } from "./support/fixtures";
import { rawRequest } from "./support/raw-http";

// HTTP-level checks: one run is enough (the @http-only tag keeps them out of the js-on project).

const form = { name: "Ali", lastName: "Veli", email: "ali@example.com", subject: "Hello", message: "A message long enough." };

test("a POST from another site is refused with 403 before any action runs @http-only", async ({ request }) => {
  const byOrigin = await request.post("/iletisim", { form, headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
  expect(byOrigin.status()).toBe(403);
  const byFetchSite = await request.post("/en/contact", { form, headers: { "Sec-Fetch-Site": "cross-site" }, maxRedirects: 0 });
  expect(byFetchSite.status()).toBe(403);
  const sameSite = await request.post("/iletisim", {
    form,
    headers: { Origin: "http://127.0.0.1:" + new URL(test.info().project.use.baseURL!).port },
    maxRedirects: 0,
  });
  expect(sameSite.status()).toBe(303);
});

test("without an Origin, a POST whose Referer names another site is refused too @http-only", async ({ request }) => {
  const own = `http://127.0.0.1:${new URL(test.info().project.use.baseURL!).port}`;
  const foreign = await request.post("/en/contact", { form, headers: { Referer: "https://evil.example/page" }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);
  expect(await foreign.text()).toContain("This form was sent from another site.");
  const unreadable = await request.post("/iletisim", { form, headers: { Referer: "not a url" }, maxRedirects: 0 });
  expect(unreadable.status()).toBe(403);
  expect(await unreadable.text()).toContain("Bu form başka bir siteden gönderildi.");
  // The Origin decides when there is one; a Referer of this store, or none at all (curl, privacy settings), passes.
  const ownOrigin = await request.post("/en/contact", {
    form,
    headers: { Origin: own, Referer: "https://evil.example/" },
    maxRedirects: 0,
  });
  expect(ownOrigin.status()).toBe(303);
  const ownReferer = await request.post("/en/contact", { form, headers: { Referer: `${own}/en/contact` }, maxRedirects: 0 });
  expect(ownReferer.status()).toBe(303);
  const neither = await request.post("/en/contact", { form, maxRedirects: 0 });
  expect(neither.status()).toBe(303);
});

test("a path that climbs out of the payment return is checked as the page it reaches @http-only", async ({ baseURL }) => {
  // Sent as written (an HTTP client would resolve the dots first): the router reaches /en/contact either way.
  const body = new URLSearchParams(form).toString();
  for (const path of ["/payment/callback/../../en/contact", "/payment/callback/%2e%2e/%2E%2E/en/contact"]) {
    const answer = await rawRequest(
      baseURL!,
      [
        `POST ${path} HTTP/1.1`,
        "Origin: https://evil.example",
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${body.length}`,
        "Connection: close",
      ],
      body,
    );
    expect(answer.status, path).toBe(403);
    expect(answer.body).toContain("This form was sent from another site.");
  }
});

test("HTML responses carry the security headers and cookies are httpOnly and SameSite=Lax @http-only", async ({ request }) => {
  const response = await request.get("/en/about");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["content-security-policy"]).toContain("base-uri 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");

  const posted = await request.post("/iletisim", { form, maxRedirects: 0 });
  const cookies = posted.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) {
    expect(cookie.value).toContain("HttpOnly");
    expect(cookie.value).toContain("SameSite=Lax");
  }
});

test("an anonymous page may be kept by a shared cache; one that sets a cookie may not @http-only", async ({ request }) => {
  const anonymous = await request.get("/en/about");
  expect(anonymous.headers()["cache-control"]).toBe(PUBLIC_PAGE);
  expect(anonymous.headers()["vary"]).toContain("Cookie");
  // The contact form's thank-you travels in the toast cookie; the page that shows it clears the cookie.
  const posted = await request.post("/en/contact", { form, maxRedirects: 0 });
  const thanked = await request.get(posted.headers()["location"]);
  expect(thanked.headers()["set-cookie"]).toContain("toast=");
  expect(thanked.headers()["cache-control"]).toBe(NO_STORE);
});

test("account pages are kept by nobody, on every visit @http-only", async ({ request }) => {
  for (const path of ["/en/login", "/en/login", "/giris", "/en/signup"]) {
    expect((await request.get(path)).headers()["cache-control"], path).toBe(NO_STORE);
  }
});

test("a first anonymous visit to the home, category, list and product pages sets no cookie and may be kept by a shared cache @http-only", async ({
  request,
}) => {
  const [root] = await catalogApi<MenuCategory[]>(request, "products/categories/menu");
  // The language is in the path, so nothing about the visitor needs remembering (docs/decisions/005-cookies-and-caching.md).
  const [part] = (
    await catalogApi<{ items: Array<{ productSlug: string; categorySlug: string }> }>(request, "products/variants/search", { pageSize: 10 })
  ).items;
  // A product page too: the view of a first-time guest is recorded by the page's script or <noscript> image, not here.
  const product = `/en/p/${part.categorySlug}/${part.productSlug}`;
  for (const path of ["/", "/en", "/c", "/en/c", `/ps/${root.slug}`, `/en/ps/${root.slug}`, product]) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    expect(first.headers()["set-cookie"], path).toBeUndefined();
    expect(first.headers()["cache-control"], path).toBe(PUBLIC_PAGE);
    expect(first.headers()["etag"], path).toMatch(/^W\/"/);
  }
});

test("a resource route answers in the language the page names, not a remembered one @http-only", async ({ request }) => {
  const names = async (query: string) => {
    const answer = await request.get(`/api/lookups/address?${query}`);
    return ((await answer.json()) as AddressLookups).countries.map((country) => country.name);
  };
  expect(await names("lng=en&countryCode=DE")).toContain("Germany");
  expect(await names("countryCode=DE")).toContain("Almanya");
});

test("a conditional request for an unchanged public page gets 304 @http-only", async ({ request }) => {
  await request.get("/en/about");
  const page = await request.get("/en/about");
  const etag = page.headers()["etag"];
  expect(etag).toMatch(/^W\/"/);
  const again = await request.get("/en/about", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()["content-security-policy"]).toBeUndefined();
  const changed = await request.get("/en/about", { headers: { "If-None-Match": 'W/"something-else"' } });
  expect(changed.status()).toBe(200);
});
