import { describe, expect, it } from "vitest";
import { ApiError } from "~/server/api.server";
import { apiErrorMessage, refusal } from "~/server/api-errors.server";
import { passFile } from "~/server/file-answer.server";
import { i18n } from "~/server/i18n.server";
import { requestListPage } from "~/server/request-list.server";
import { testLoadContext } from "./support/load-context";

// What the storefront makes of the API's answers (app/server/), which until now only the browser tests reached.

const context = testLoadContext();

describe("apiErrorMessage", () => {
  it("gives each failure the words docs/errors.md gives it, in the page's language", async () => {
    const en = await i18n.getFixedT("en", "common");
    const tr = await i18n.getFixedT("tr", "common");
    expect(apiErrorMessage(new ApiError(413, 413, "Payload Too Large"), en)).toBe("The file or content you sent is too large.");
    expect(apiErrorMessage(new ApiError(429, 429, "Too many", [], 30), en)).toBe("Too many attempts. Try again in 30 seconds.");
    expect(apiErrorMessage(new ApiError(429, 429, "Too many", [], 61), tr)).toBe(
      "Çok fazla deneme yaptınız. 2 dakika sonra yeniden deneyin.",
    );
    expect(apiErrorMessage(new ApiError(429, 429, "Slow down"), en)).toBe("Slow down");
    expect(apiErrorMessage(new ApiError(503, 503, "down"), en)).toMatch(/^Our system cannot be reached right now\./);
    expect(apiErrorMessage(new ApiError(404, 404, ""), en)).toBe("The page you are looking for may have moved or never existed.");
    // A refusal of the form names its first field's problem, else the API's sentence.
    const refused = new ApiError(400, 400, "Invalid", [{ field: "email", message: "Enter a valid e-mail address." }]);
    expect(apiErrorMessage(refused, en)).toBe("Enter a valid e-mail address.");
    expect(apiErrorMessage(new ApiError(409, 409, "The cart changed."), en)).toBe("The cart changed.");
    // Not the API's failure at all: never its details.
    expect(apiErrorMessage(new TypeError("fetch failed at 10.0.0.3"), en)).toBe(
      "The page you are looking for may have moved or never existed.",
    );
  });

  it("makes a refusal a JSON answer of its status that the error page shows", async () => {
    const answer = refusal(409, "Stok değişti.");
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ message: "Stok değişti." });
  });
});

describe("passFile", () => {
  it("streams the API's file with the headers a browser needs, private unless said otherwise", async () => {
    const api = new Response("a;b\n1;2\n", {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="cart.csv"',
        "Content-Length": "8",
        "Set-Cookie": "api=secret",
        "X-Correlation-Id": "abc",
      },
    });
    const passed = passFile(api);
    expect(passed.status).toBe(200);
    expect(Object.fromEntries(passed.headers)).toEqual({
      "cache-control": "private, no-store",
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="cart.csv"',
      "content-length": "8",
    });
    expect(await passed.text()).toBe("a;b\n1;2\n");
    expect(passFile(new Response("%PDF"), "public, max-age=3600").headers.get("Cache-Control")).toBe("public, max-age=3600");
  });
});

describe("requestListPage", () => {
  const list = (totalCount: number) => ({ items: [], totalCount, pageSize: 10 });

  it("reads the page from the address and passes it to the API", async () => {
    const asked: number[] = [];
    const request = new Request("http://store.test/en/dashboard/requests/pcb-stencil-requests?page=2");
    const answer = await requestListPage({ request, context }, "pcbStencilRequests", async (page) => (asked.push(page), list(25)));
    expect(asked).toEqual([2]);
    expect(answer.totalCount).toBe(25);
  });

  it("sends an old link past the end to the last page there is, in the link's language", async () => {
    const past = (url: string, total: number) =>
      requestListPage({ request: new Request(url), context }, "pcbStencilRequests", async () => list(total)).catch(
        (thrown: unknown) => thrown,
      );
    const english = (await past("http://store.test/en/dashboard/requests/pcb-stencil-requests?page=9", 25)) as Response;
    expect(english.status).toBe(302);
    expect(english.headers.get("Location")).toBe("/en/dashboard/requests/pcb-stencil-requests?page=3");
    const turkish = (await past("http://store.test/hesabim/talepler/pcb-stencil-talepleri?page=4", 0)) as Response;
    expect(turkish.headers.get("Location")).toBe("/hesabim/talepler/pcb-stencil-talepleri");
  });
});
