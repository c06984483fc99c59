import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BulletinError, parseBulletin } from "../../api/modules/rates/bulletin";
import { divideRates } from "../../api/lib/money";

// The central bank's daily file (tests/fixtures/tcmb/README.md): the real bulletin of 8 October 2020 and the
// recorded `today.xml` of the same format.
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../fixtures/tcmb", name), "utf8");

describe("the central bank's bulletin", () => {
  it("reads the bank's real file of 8 October 2020: date, number, USD and EUR forex figures", () => {
    expect(parseBulletin(fixture("2020-10-08.xml"))).toEqual({
      date: "2020-10-08",
      number: "2020/192",
      rates: { USD: { forexBuying: "7.8931", forexSelling: "7.9073" }, EUR: { forexBuying: "9.2859", forexSelling: "9.3027" } },
    });
  });

  it("reads the recorded today.xml", () => {
    expect(parseBulletin(fixture("today.xml"))).toEqual({
      date: "2026-11-26",
      number: "2026/224",
      rates: { USD: { forexBuying: "42.4123", forexSelling: "42.4887" }, EUR: { forexBuying: "49.0127", forexSelling: "49.1010" } },
    });
  });

  it("divides a figure given per 100 units by its unit", () => {
    const per100 = fixture("today.xml").replace(/(Kod="USD"[\s\S]*?<Unit>)1(<\/Unit>)/, "$1100$2");
    expect(parseBulletin(per100).rates.USD).toEqual({ forexBuying: "0.42412300", forexSelling: "0.42488700" });
  });

  const broken: Array<[string, (xml: string) => string, RegExp]> = [
    ["an HTML error page", () => "<html><body>Service Unavailable</body></html>", /Tarih_Date/],
    ["a file cut short", (xml) => xml.slice(0, 900), /Tarih_Date/],
    ["no EUR", (xml) => xml.replace(/Kod="EUR" CurrencyCode="EUR"/, 'Kod="XEU" CurrencyCode="XEU"'), /no EUR/],
    ["an empty USD selling rate", (xml) => xml.replace("<ForexSelling>42.4887</ForexSelling>", "<ForexSelling/>"), /USD: ForexSelling/],
    ["a USD rate with a comma", (xml) => xml.replace("42.4123", "42,4123"), /USD: ForexBuying "42,4123"/],
    [
      "selling below buying",
      (xml) => xml.replace("<ForexSelling>49.1010</ForexSelling>", "<ForexSelling>48.0000</ForexSelling>"),
      /EUR: ForexSelling/,
    ],
    ["dates that disagree", (xml) => xml.replace('Date="11/26/2026"', 'Date="11/27/2026"'), /differ/],
    ["no such day", (xml) => xml.replace('Tarih="26.11.2026" Date="11/26/2026"', 'Tarih="31.11.2026" Date="11/31/2026"'), /no such day/],
    ["no bulletin number", (xml) => xml.replace(' Bulten_No="2026/224"', ""), /Bulten_No/],
    ["USD twice", (xml) => xml.replace('Kod="AUD" CurrencyCode="AUD"', 'Kod="USD" CurrencyCode="USD"'), /USD appears twice/],
  ];
  it.each(broken)("refuses %s", (_name, spoil, reason) => {
    const spoilt = spoil(fixture("today.xml"));
    expect(() => parseBulletin(spoilt)).toThrow(BulletinError);
    expect(() => parseBulletin(spoilt)).toThrow(reason);
  });
});

describe("a rate divided by a rate", () => {
  it("gives eight decimals, rounded half up, exactly", () => {
    expect(divideRates("42.4887", "49.1010")).toBe("0.86533268");
    expect(divideRates("7.9073", "9.3027")).toBe("0.85000054");
    expect(divideRates("1", "3")).toBe("0.33333333");
    expect(divideRates("2", "3")).toBe("0.66666667");
    expect(divideRates("42.35400000", "1")).toBe("42.35400000");
  });
});
