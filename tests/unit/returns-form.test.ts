import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { ReturnReason } from "../../contract/api/returns/schemas";
import { RETURN_PHOTO_MAX_BYTES } from "../../contract/api/returns/values";
import {
  RETURN_PHOTO_TOO_LARGE,
  returnFormSchema,
  returnRequestBody,
  type ReturnFormValue,
} from "../../app/features/returns/forms/returns";

// The return request form's rules, on the form data a browser posts (conform's field names), and the API body made
// of a valid form.

const reasons: ReturnReason[] = [
  { code: "wrong-part", name: "Wrong part delivered", requiresDescription: false, requiresPhoto: false },
  { code: "damaged-in-shipping", name: "Damaged in shipping", requiresDescription: false, requiresPhoto: true },
  { code: "other", name: "Other", requiresDescription: true, requiresPhoto: false },
];
const order = {
  lines: [
    { lineNumber: 1, mpn: "A", manufacturerName: "M", description: "d", ordered: 5, left: 2 },
    { lineNumber: 2, mpn: "B", manufacturerName: "M", description: "d", ordered: 3, left: 3 },
    { lineNumber: 3, mpn: "C", manufacturerName: "M", description: "d", ordered: 1, left: 1 },
  ],
};

/** The form as posted: one quantity per line (in line order), the reason, and the other fields. */
function posted(quantities: string[], fields: Record<string, string | File> = {}) {
  const formData = new FormData();
  quantities.forEach((quantity, index) => {
    formData.set(`lines[${index}].lineNumber`, String(index + 1));
    formData.set(`lines[${index}].quantity`, quantity);
  });
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseWithZod(formData, { schema: returnFormSchema(reasons, order) });
}

const errorsOf = (submission: ReturnType<typeof posted>) => (submission.status === "error" ? submission.error : {});

describe("the return form", () => {
  it("takes quantities within what is left, 0 or empty leaving a line out", () => {
    const submission = posted(["2", "", "0"], { reasonCode: "wrong-part" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      lines: [
        { lineNumber: 1, quantity: 2 },
        { lineNumber: 2, quantity: 0 },
        { lineNumber: 3, quantity: 0 },
      ],
      reasonCode: "wrong-part",
      description: null,
      photo: null,
    });
  });

  it("says which line asks for more than is left, and asks for at least one line", () => {
    expect(errorsOf(posted(["3", "1", "0"], { reasonCode: "wrong-part" }))).toEqual({
      "lines[0].quantity": ["validation.quantityTooLarge"],
    });
    expect(errorsOf(posted(["0", "0", "0"], { reasonCode: "wrong-part" }))).toEqual({ lines: ["validation.returnLines"] });
    expect(errorsOf(posted(["-1", "1", "0"], { reasonCode: "wrong-part" }))).toEqual({ "lines[0].quantity": ["validation.quantity"] });
  });

  it("asks for a reason, and for the description or the photo the reason needs", () => {
    expect(errorsOf(posted(["1", "0", "0"]))).toEqual({ reasonCode: ["validation.required"] });
    // An empty form hears of its lines and its reason at once.
    expect(errorsOf(posted(["0", "0", "0"]))).toEqual({ lines: ["validation.returnLines"], reasonCode: ["validation.required"] });
    expect(errorsOf(posted(["1", "0", "0"], { reasonCode: "other", description: "  " }))).toEqual({
      description: ["validation.returnDescription"],
    });
    const emptyFileField = new File([], "", { type: "application/octet-stream" });
    expect(errorsOf(posted(["1", "0", "0"], { reasonCode: "damaged-in-shipping", photo: emptyFileField }))).toEqual({
      photo: ["validation.returnPhoto"],
    });
  });

  it("refuses a photo over the API's limit, also when the storefront stopped reading it", () => {
    const large = new File([new Uint8Array(RETURN_PHOTO_MAX_BYTES + 1)], "large.png", { type: "image/png" });
    expect(errorsOf(posted(["1", "0", "0"], { reasonCode: "wrong-part", photo: large }))).toEqual({ photo: ["errors.tooLarge"] });
    expect(errorsOf(posted(["1", "0", "0"], { reasonCode: "wrong-part", photo: RETURN_PHOTO_TOO_LARGE }))).toEqual({
      photo: ["errors.tooLarge"],
    });
  });
});

describe("the API body of a return form", () => {
  const value: ReturnFormValue = {
    lines: [
      { lineNumber: 1, quantity: 0 },
      { lineNumber: 2, quantity: 3 },
      { lineNumber: 3, quantity: 1 },
    ],
    reasonCode: "damaged-in-shipping",
    description: null,
    photo: new File([new Uint8Array([0xff, 0xd8, 0xff])], "box.jpg", { type: "image/jpeg" }),
  };

  it("sends the lines with a quantity, each as one JSON part, with the reason and the photo", () => {
    const { body } = returnRequestBody("DE20261124-000012", value);
    expect(body.get("orderNumber")).toBe("DE20261124-000012");
    expect(body.getAll("lines")).toEqual(['{"lineNumber":2,"quantity":3}', '{"lineNumber":3,"quantity":1}']);
    expect(body.get("reasonCode")).toBe("damaged-in-shipping");
    expect(body.has("description")).toBe(false);
    expect((body.get("photo") as File).name).toBe("box.jpg");
  });

  it("puts the API's errors of a line next to that line's field on the form", () => {
    const { fieldOf } = returnRequestBody("DE20261124-000012", value);
    expect(fieldOf("lines.0.quantity")).toBe("lines[1].quantity");
    expect(fieldOf("lines.1.quantity")).toBe("lines[2].quantity");
    expect(fieldOf("lines")).toBe("lines");
    expect(fieldOf("description")).toBe("description");
  });
});
