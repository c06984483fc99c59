import { afterEach, describe, expect, it, vi } from "vitest";
import { signInRevocations } from "../../api/lib/revocations";

// Without Redis the list is the process's memory; an entry lasts one access-token lifetime
// (docs/decisions/009-sign-in-revocation.md).
const list = () => signInRevocations({ ttlSeconds: 300, redis: null, log: console });

afterEach(() => vi.useRealTimers());

describe("signInRevocations in memory", () => {
  it("lists a revoked sign-in for one access-token lifetime, then forgets it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const revocations = list();
    await revocations.revoke(["one", "two"]);
    expect(await revocations.isRevoked("one")).toBe(true);
    expect(await revocations.isRevoked("two")).toBe(true);
    expect(await revocations.isRevoked("three")).toBe(false);
    vi.advanceTimersByTime(299_000);
    expect(await revocations.isRevoked("one")).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(await revocations.isRevoked("one")).toBe(false);
  });

  it("counts a sign-in read back from the database from when it was revoked", async () => {
    const revocations = list();
    revocations.remember("recent", new Date(Date.now() - 200_000));
    revocations.remember("long-ago", new Date(Date.now() - 301_000));
    expect(await revocations.isRevoked("recent")).toBe(true);
    expect(await revocations.isRevoked("long-ago")).toBe(false);
  });

  it("keeps the later end when a sign-in is revoked again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const revocations = list();
    revocations.remember("again", new Date(Date.now() - 250_000));
    await revocations.revoke(["again"]);
    vi.advanceTimersByTime(100_000);
    expect(await revocations.isRevoked("again")).toBe(true);
  });
});
