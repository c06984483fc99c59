import { describe, expect, it } from "vitest";
import { errorTitleKey } from "../../app/lib/error-title";

const response = (status: number) => ({ status, statusText: "", internal: false, data: null });
const known = (key: string) => key === "errors.status.429.title";

describe("errorTitleKey", () => {
  it("names each error page by its status, as its heading does", () => {
    expect(errorTitleKey(response(404), known)).toBe("errors.notFound.title");
    expect(errorTitleKey(response(401), known)).toBe("errors.unauthorized.title");
    expect(errorTitleKey(response(403), known)).toBe("errors.forbidden.title");
    expect(errorTitleKey(response(503), known)).toBe("errors.unavailable.title");
    expect(errorTitleKey(response(502), known)).toBe("errors.serverError.title");
    expect(errorTitleKey(response(429), known)).toBe("errors.status.429.title");
    expect(errorTitleKey(response(418), known)).toBe("errors.status.other.title");
    expect(errorTitleKey(new Error("boom"), known)).toBe("errors.serverError.title");
  });
});
