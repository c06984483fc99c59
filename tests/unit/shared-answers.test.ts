import { describe, expect, it } from "vitest";
import { sharedAnswers } from "~/server/shared-answers.server";

describe("sharedAnswers", () => {
  it("asks once per key while kept, and pages arriving together share the one request", async () => {
    const answers = sharedAnswers<string>(60_000);
    let asked = 0;
    const load = async () => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `answer ${asked}`;
    };
    expect(await Promise.all([answers.get("en USD", load), answers.get("en USD", load)])).toEqual(["answer 1", "answer 1"]);
    expect(await answers.get("en USD", load)).toBe("answer 1");
    expect(await answers.get("tr TRY", load)).toBe("answer 2");
    expect(asked).toBe(2);
  });

  it("keeps no failure: the next page asks again, and meanwhile gets what was kept before, or null", async () => {
    const answers = sharedAnswers<string>(0);
    expect(await answers.get("en", async () => null)).toBeNull();
    expect(await answers.get("en", async () => "fresh")).toBe("fresh");
    // Expired at once (max age 0): the failed refresh falls back to the earlier answer.
    expect(await answers.get("en", async () => null)).toBe("fresh");
    expect(await answers.get("en", async () => "newer")).toBe("newer");
  });

  it("keeps at most maxKeys keys, forgetting the one stored longest ago", async () => {
    const answers = sharedAnswers<string>(60_000, { maxKeys: 2 });
    const asked: string[] = [];
    const load = (key: string) => async () => {
      asked.push(key);
      return `answer ${key}`;
    };
    for (const key of ["a", "b", "a", "c", "b", "a"]) await answers.get(key, load(key));
    // "a" and "b" kept; "c" stored third forgets "a"; "b" is still kept; "a" asked again forgets "b".
    expect(asked).toEqual(["a", "b", "c", "a"]);
    expect(await answers.get("c", load("c"))).toBe("answer c");
    expect(await answers.get("b", load("b"))).toBe("answer b");
    expect(asked).toEqual(["a", "b", "c", "a", "b"]);
  });
});
