import { expect, test } from "./support/fixtures";
import { rawRequest } from "./support/raw-http";

// What the storefront's server refuses before any route runs (docs/errors.md, "The storefront's own answers"):
// each a small page in the path's language. HTTP-level checks: one run is enough.

const baseURL = () => test.info().project.use.baseURL!;
const contactForm = { name: "Ali", lastName: "Veli", email: "ali@example.com", subject: "Hello", message: "A message long enough." };

test("a method no page takes answers 405 with Allow; OPTIONS answers 204 with Allow @http-only", async ({ request }) => {
  const trace = await request.fetch("/en/contact", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect(trace.headers()["allow"]).toBe("GET, HEAD, POST");
  expect(trace.headers()["content-type"]).toContain("text/html");
  expect(await trace.text()).toContain("This request is not accepted here");
  for (const method of ["PUT", "DELETE", "PATCH"]) {
    const refused = await request.fetch("/iletisim", { method, form: contactForm });
    expect(refused.status(), method).toBe(405);
    expect(await refused.text()).toContain("Bu istek burada kabul edilmiyor");
  }

  const options = await request.fetch("/en", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers()["allow"]).toBe("GET, HEAD, POST");
});

test("a query over Node's header limit answers a 431 page, not Node's bare status line @http-only", async () => {
  const query = Array.from({ length: 1000 }, (_, index) => `p${index}=xxxxxxxxxxxxxxxxxxxxxxxx`).join("&");
  const answer = await rawRequest(baseURL(), [`GET /en/c?${query} HTTP/1.1`]);
  expect(answer.status).toBe(431);
  expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(answer.body).toContain("The address is too long");
  expect(answer.closed).toBe(true);
});

test("a form body over the limit answers 413 at once and closes the connection; a declared 10 GB is never waited for @http-only", async ({
  request,
}) => {
  for (const megabytes of [5, 20]) {
    const body = `message=${"a".repeat(megabytes * 1024 * 1024)}`;
    const response = await request.post("/en/contact", { headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: body });
    expect(response.status(), `${megabytes} MB`).toBe(413);
    expect(response.headers()["connection"]).toBe("close");
    expect(await response.text()).toContain("The file or content you sent is too large.");
  }

  const declared = await rawRequest(
    baseURL(),
    ["POST /iletisim HTTP/1.1", "Content-Type: application/x-www-form-urlencoded", "Content-Length: 10737418240"],
    "name=Ali",
    3000,
  );
  expect(declared.status).toBe(413);
  expect(declared.body).toContain("Gönderdiğiniz dosya ya da içerik çok büyük.");
  expect(declared.closed).toBe(true);
  const upload = await rawRequest(
    baseURL(),
    ["POST /en/signup HTTP/1.1", "Content-Type: multipart/form-data; boundary=x", "Content-Length: 10737418240"],
    "--x\r\n",
    3000,
  );
  expect(upload.status).toBe(413);
  expect(upload.closed).toBe(true);

  const chunked = await rawRequest(
    baseURL(),
    ["POST /en/contact HTTP/1.1", "Content-Type: application/x-www-form-urlencoded", "Transfer-Encoding: chunked"],
    "8\r\nname=Ali\r\n",
    3000,
  );
  expect(chunked.status).toBe(411);
  expect(chunked.closed).toBe(true);
});

test("a multipart form may be larger than a urlencoded one: the sign-up's document fits @http-only", async ({ request }) => {
  const document = Buffer.alloc(1024 * 1024, "%");
  const multipart = await request.post("/en/signup?type=b2b", {
    multipart: { intent: "b2b", companyDocument: { name: "document.pdf", mimeType: "application/pdf", buffer: document } },
    maxRedirects: 0,
  });
  // Read by the action: the form comes back with what is missing.
  expect(multipart.status()).toBe(400);
  const urlencoded = await request.post("/en/signup?type=b2b", { form: { intent: "b2b", companyName: document.toString() } });
  expect(urlencoded.status()).toBe(413);
});

test("a POST that is not a form answers 415 in the path's language, on pages and on sign-out alike @http-only", async ({ request }) => {
  const json = await request.post("/iletisim", { data: contactForm });
  expect(json.status()).toBe(415);
  expect(await json.text()).toContain("Bu form kabul edilmiyor");
  const text = await request.post("/en/contact", { headers: { "Content-Type": "text/plain" }, data: "name=Ali" });
  expect(text.status()).toBe(415);
  expect(await text.text()).toContain("This form is not accepted");
  const signOut = await request.post("/api/auth/signout", { data: { redirectTo: "/" } });
  expect(signOut.status()).toBe(415);
});

test("a multipart body that cannot be read is the 400 page of the form's route @http-only", async ({ request }) => {
  const english = await request.post("/en/contact", { headers: { "Content-Type": "multipart/form-data" }, data: "garbage" });
  expect(english.status()).toBe(400);
  const page = await english.text();
  expect(page).toContain("The request is not valid");
  expect(page).toContain("Part of what was sent could not be read.");
  const turkish = await request.post("/iletisim", { headers: { "Content-Type": "multipart/form-data" }, data: "garbage" });
  expect(turkish.status()).toBe(400);
  expect(await turkish.text()).toContain("İstek geçerli değil");
});

test("a form posted to a page that takes none is its 405 page, in the page's words, not Remix's @http-only", async ({ request }) => {
  const response = await request.post("/en/about", { form: { name: "Ali" } });
  expect(response.status()).toBe(405);
  const html = await response.text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  expect(main).toContain("This request is not accepted here");
  expect(main).not.toContain("did not provide an `action`");
});
