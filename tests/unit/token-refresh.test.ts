import { describe, expect, it } from "vitest";
import type { TokenRecord } from "../../contract/api/identity/schemas";
import { refreshOnce, type RefreshOutcome } from "../../app/server/token-refresh.server";

const tokens = (n: number): RefreshOutcome => ({
  tokens: {
    accessToken: `a${n}`,
    refreshToken: `r${n}`,
    expiresIn: 300,
    refreshExpiresIn: 3600,
    tokenType: "Bearer",
    userType: "b2c",
  } satisfies TokenRecord,
});
const accessTokenOf = (outcome: RefreshOutcome) => ("tokens" in outcome ? outcome.tokens.accessToken : null);

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
    expect(new Set(results.map(accessTokenOf))).toEqual(new Set(["a1"]));
  });

  it("gives a late caller with the same spent token the same new tokens, or the same refusal", async () => {
    let calls = 0;
    const first = await refreshOnce("old-token-2", async () => tokens(++calls));
    const late = await refreshOnce("old-token-2", async () => tokens(++calls));
    expect(calls).toBe(1);
    expect(late).toEqual(first);
    const refused = await refreshOnce("old-token-3", async (): Promise<RefreshOutcome> => ({ refused: true }));
    expect(await refreshOnce("old-token-3", async () => tokens(++calls))).toBe(refused);
    expect(calls).toBe(1);
  });

  it("never keeps an outage: the next caller asks again, and gets the tokens once the API answers", async () => {
    let calls = 0;
    const down = await refreshOnce("token-b", async () => {
      calls++;
      throw new Error("connect ECONNREFUSED");
    });
    expect(down).toMatchObject({ unavailable: expect.any(Error) });
    const back = await refreshOnce("token-b", async () => tokens(++calls));
    expect(calls).toBe(2);
    expect(accessTokenOf(back)).toBe("a2");
  });
});
