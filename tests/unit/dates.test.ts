import { describe, expect, it } from "vitest";
import { formatDate } from "~/lib/dates";

describe("formatDate", () => {
  it("writes every day of three years as Intl's long date style does, in both languages", () => {
    const intl = {
      tr: new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeZone: "UTC" }),
      en: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
    };
    const disagreements: string[] = [];
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString();
      for (const locale of ["tr", "en"] as const) {
        const own = formatDate(iso, locale);
        if (own !== intl[locale].format(new Date(day))) disagreements.push(`${iso} ${locale}: ${own}`);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it("reads a date-only value as that calendar day, and gives null for a missing or bad one", () => {
    expect(formatDate("2027-03-13", "tr")).toBe("13 Mart 2027");
    expect(formatDate("2027-03-13", "en")).toBe("March 13, 2027");
    expect(formatDate("2026-12-31T23:30:00Z", "tr")).toBe("31 Aralık 2026");
    expect(formatDate(null, "en")).toBeNull();
    expect(formatDate("", "en")).toBeNull();
    expect(formatDate("not a date", "tr")).toBeNull();
  });
});
