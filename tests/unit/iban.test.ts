import { describe, expect, it } from "vitest";
import { checkIban, formatIban } from "../../api/modules/payments/iban";
import { bankAccountRows, SAMPLE_BANK_ACCOUNTS } from "../../api/seed/bank-accounts";

describe("checkIban", () => {
  it.each([
    ["TR330006100519786457841326", "TR330006100519786457841326"],
    ["TR33 0006 1005 1978 6457 8413 26", "TR330006100519786457841326"],
    ["tr33 0006 1005 1978 6457 8413 26", "TR330006100519786457841326"],
    [" TR33\t0006-1005 1978 6457 8413 26 ", "TR330006100519786457841326"],
    ["TR23 0006 4000 0010 0101 2345 67", "TR230006400000100101234567"],
    ["DE89 3704 0044 0532 0130 00", "DE89370400440532013000"],
  ])("accepts %j as %s", (written, stored) => {
    expect(checkIban(written)).toEqual({ valid: true, iban: stored });
  });

  it.each([
    ["a wrong check digit", "TR34 0006 1005 1978 6457 8413 26", "checksum"],
    ["two digits swapped", "TR33 0006 1005 1978 6457 8413 62", "checksum"],
    ["a digit missing", "TR33 0006 1005 1978 6457 8413 2", "length"],
    ["a digit too many", "TR33 0006 1005 1978 6457 8413 261", "length"],
    ["letters where the bank code has digits", "TR33 000A 1005 1978 6457 8413 26", "format"],
    ["a country without IBANs", "US33 0006 1005 1978 6457 8413 26", "country"],
    ["nothing", "   ", "country"],
  ])("refuses %s", (_case, written, problem) => {
    expect(checkIban(written)).toEqual({ valid: false, problem });
  });
});

describe("formatIban", () => {
  it("groups an IBAN in fours, however it was written", () => {
    expect(formatIban("TR330006100519786457841326")).toBe("TR33 0006 1005 1978 6457 8413 26");
    expect(formatIban("tr33 00061005 19786457 841326")).toBe("TR33 0006 1005 1978 6457 8413 26");
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
  });
});

describe("bank account seeds", () => {
  it("stores the sample accounts' IBANs in their electronic form, in the order given", () => {
    const rows = bankAccountRows(SAMPLE_BANK_ACCOUNTS);
    expect(rows.map((row) => row.iban)).toEqual(SAMPLE_BANK_ACCOUNTS.map((account) => account.iban.replace(/ /g, "")));
    expect(rows.map((row) => row.sortOrder)).toEqual([1, 2, 3, 4]);
    expect(new Set(rows.map((row) => row.currencyCode))).toEqual(new Set(["TRY", "USD", "EUR"]));
  });

  it("refuses every account when one IBAN is not valid", () => {
    const broken = { ...SAMPLE_BANK_ACCOUNTS[1], iban: "TR34 0006 1005 1978 6457 8413 26" };
    expect(() => bankAccountRows([SAMPLE_BANK_ACCOUNTS[0], broken])).toThrow(/TR34 0006 1005 1978 6457 8413 26 .* not valid: checksum/);
  });
});
