import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isLockTimeout } from "../../api/lib/database-errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("reads a statement or lock timeout, a shutdown, a refused connection and a pool wait as the database unavailable", () => {
    expect(isDatabaseUnavailable(withCode("canceling statement due to statement timeout", "57014"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("canceling statement due to lock timeout", "55P03"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Query read timeout"))).toBe(true);
    // A transaction's rollback on a connection that died under it.
    expect(isDatabaseUnavailable(new Error("Client has encountered a connection error and is not queryable"))).toBe(true);
    // drizzle wraps the driver's error.
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: withCode("lock timeout", "55P03") }))).toBe(true);
  });

  it("leaves a request's own faults alone: a constraint, a syntax error, anything else", () => {
    expect(isDatabaseUnavailable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("syntax error at or near", "42601"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("something else"))).toBe(false);
    expect(isDatabaseUnavailable("not an error")).toBe(false);
  });
});

describe("isLockTimeout", () => {
  it("is a wait for a lock over its bound, wrapped or not, and nothing else", () => {
    expect(isLockTimeout(withCode("canceling statement due to lock timeout", "55P03"))).toBe(true);
    expect(isLockTimeout(new Error("Failed query: select 1", { cause: withCode("lock timeout", "55P03") }))).toBe(true);
    expect(isLockTimeout(withCode("canceling statement due to statement timeout", "57014"))).toBe(false);
    expect(isLockTimeout(new Error("lock timeout"))).toBe(false);
  });
});
