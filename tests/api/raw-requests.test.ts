// What only a real socket can send: requests Node's HTTP parser refuses before Fastify sees them, methods no route
// has, and bodies declared far larger than they are. Each answers the envelope of docs/errors.md, and the oversized
// ones promptly, closing the connection instead of waiting for gigabytes that never come.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback, rawRequest } from "./support/raw-http";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const TEN_GB = 10 * 1024 ** 3;
const envelopeOf = (status: number, message: string) => ({ success: false, errorCode: status, error: { message, errors: [{ message }] } });

describe("requests the HTTP parser refuses", () => {
  it("answers a query of 1000 parameters (a head over the maximum header size) with a 431 envelope and closes", async () => {
    const query = Array.from({ length: 1000 }, (_, index) => `p${index}=${"x".repeat(20)}`).join("&");
    const answer = await rawRequest(port, `GET /v1/products/variants/search?${query} HTTP/1.1\r\nHost: api\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(answer.body)).toEqual(envelopeOf(431, "İsteğin adresi ya da başlıkları çok uzun"));
    expect(answer.closed).toBe(true);
  });

  it("answers in English when the refused request asked for it", async () => {
    const request = `GET /v1/health HTTP/1.1\r\nHost: api\r\nAccept-Language: en\r\nX-Filler: ${"x".repeat(20_000)}\r\n\r\n`;
    const answer = await rawRequest(port, request);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).error.message).toBe("The request's address or headers are too long");
  });

  it("answers a method Node does not know, and a malformed header, with a 400 envelope", async () => {
    for (const request of [
      "FOO /v1/health HTTP/1.1\r\nHost: api\r\n\r\n",
      "GET /v1/health HTTP/1.1\r\nHost: api\r\nNo colon here\r\n\r\n",
    ]) {
      const answer = await rawRequest(port, request);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual(envelopeOf(400, "Gönderilen bilgiler geçersiz"));
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.closed).toBe(true);
    }
  });
});

describe("methods no route has", () => {
  it.each(["TRACE", "OPTIONS", "PROPFIND"])("answers %s with the 404 envelope, never a 500", async (method) => {
    const answer = await rawRequest(port, `${method} /v1/health HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual(envelopeOf(404, "Böyle bir adres yok"));
  });
});

describe("a document a little over the limit", () => {
  it("is answered with the 413 envelope, the connection left to finish the upload", async () => {
    const form = new FormData();
    form.append("email", "big@example.com");
    form.append("companyDocument", new Blob([new Uint8Array(6 * 1024 * 1024)], { type: "application/pdf" }), "big.pdf");
    const response = await fetch(`http://127.0.0.1:${port}/v1/identity/auth/signup`, {
      method: "POST",
      headers: { "accept-language": "en" },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(envelopeOf(413, "The request body is too large"));
  });
});

describe("a body declared far larger than it is", () => {
  it("is refused with 413 on a JSON route before it is read, and the connection closed", async () => {
    const started = Date.now();
    const answer = await rawRequest(
      port,
      `POST /v1/crm/contact-form-requests HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: ${TEN_GB}\r\n\r\n{"name":`,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(envelopeOf(413, "Gönderilen dosya ya da içerik çok büyük"));
    expect(answer.closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("is refused with 413 on the multipart business sign-up before it is read, and the connection closed", async () => {
    const started = Date.now();
    const answer = await rawRequest(
      port,
      "POST /v1/identity/auth/signup HTTP/1.1\r\nHost: api\r\nAccept-Language: en\r\n" +
        `Content-Type: multipart/form-data; boundary=X\r\nContent-Length: ${TEN_GB}\r\n\r\n--X\r\nContent-Disposition: form-data; name="email"\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(JSON.parse(answer.body)).toEqual(envelopeOf(413, "The request body is too large"));
    expect(answer.closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
