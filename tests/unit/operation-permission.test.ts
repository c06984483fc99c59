import { describe, expect, it } from "vitest";
import { ALL_PERMISSIONS } from "@contract/api/identity/permissions";
import type { Operation } from "@contract/operation";

describe("an operation's permission", () => {
  it("is one of the roles' permissions, so a misspelt one does not compile (tsc in npm test)", () => {
    // @ts-expect-error "view-order" is no permission: before it was typed, this compiled and refused every business caller.
    const misspelt: Operation["permission"] = "view-order";
    const declared: Operation["permission"] = "view-orders";
    expect(ALL_PERMISSIONS).toContain(declared);
    expect(ALL_PERMISSIONS).not.toContain(misspelt);
  });
});
