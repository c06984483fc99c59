import { describe, expect, it } from "vitest";
import { z } from "zod";
import { flagField, mustAccept } from "../../contract/rules";
import { formConstraint } from "../../app/lib/forms/constraint";

describe("formConstraint", () => {
  it("leaves an optional yes/no box unrequired and keeps every other field's constraint", () => {
    const schema = z.object({ commercial: flagField.default(false), terms: mustAccept, name: z.string().min(2) });
    const constraint = formConstraint(schema, ["commercial"]);
    expect(constraint.commercial.required).toBe(false);
    expect(constraint.terms.required).toBe(true);
    expect(constraint.name.required).toBe(true);
  });
});
