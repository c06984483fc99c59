import { describe, expect, it } from "vitest";
import { customerReferenceKey } from "@contract/api/customer-references/values";
import { formatCsv, parseCsv } from "../../api/lib/csv";

// A customer part number's key (docs/decisions/043-customer-references.md) and the CSV the export writes.

describe("customerReferenceKey", () => {
  it("makes case, spaces and punctuation one number", () => {
    expect(customerReferenceKey(" ab-12 x ")).toBe("AB12X");
    expect(customerReferenceKey("AB12X")).toBe("AB12X");
    expect(customerReferenceKey("ab.12/x")).toBe("AB12X");
  });

  it("keeps Turkish letters as letters, upper-cased the Turkish way", () => {
    expect(customerReferenceKey("şase-ı-i")).toBe("ŞASEIİ");
  });

  it("is empty for a number without letters or digits", () => {
    expect(customerReferenceKey(" -- / ")).toBe("");
  });
});

describe("formatCsv", () => {
  it("quotes what needs it, and parseCsv reads it back", () => {
    const records = [
      ["SKU", "Note"],
      ["A-1", 'a "quoted", multi\nline note'],
    ];
    expect(parseCsv(formatCsv(records)).filter((record) => record.length > 1)).toEqual(records);
  });
});
