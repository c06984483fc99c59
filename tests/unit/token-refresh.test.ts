import { describe, expect, it } from "vitest";
import type { TokenRecord } from "../../contract/api/identity/schemas";
import { refreshOnce } from "../../app/server/token-refresh.server";

const tokens = (n: number): TokenRecord => ({
  accessToken: `a${n}`,
  refreshToken: `r${n}`,
  expiresIn: 300,
  refreshExpiresIn: 3600,
  tokenType: "Bearer",
  userType: "b2c",
});

describe("refreshOnce", () => {
  it("spends one refresh token once however many callers ask at the same time", async () => {
    let calls = 0;
    const refresher = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return tokens(calls);
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => refreshOnce("old-token-1", refresher)));
    expect(calls).toBe(1);
    expect(new Set(results.map((result) => result?.accessToken))).toEqual(new Set(["a1"]));
  });

  it("gives a late caller with the same spent token the same new tokens", async () => {
    let calls = 0;
    const refresher = async () => tokens(++calls);
    const first = await refreshOnce("old-token-2", refresher);
    const late = await refreshOnce("old-token-2", refresher);
    expect(calls).toBe(1);
    expect(late).toEqual(first);
  });

  it("refreshes different tokens separately and turns a failure into null", async () => {
    let calls = 0;
    const ok = await refreshOnce("token-a", async () => tokens(++calls));
    const failed = await refreshOnce("token-b", async () => {
      calls++;
      throw new Error("refresh refused");
    });
    expect(calls).toBe(2);
    expect(ok?.accessToken).toBe("a1");
    expect(failed).toBeNull();
  });
});
