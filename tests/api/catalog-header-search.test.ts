import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HeaderSearchResult, VariantSearchResult } from "@contract/api/catalog/schemas";
import { createTestApp, type TestApp } from "./support/test-app";
import { getData, rows, search, sql } from "./support/catalog";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const suggest = (text: string, language = "en") =>
  getData<HeaderSearchResult>(t.app, `/v1/products/search/simple-fuzzy?search=${encodeURIComponent(text)}`, {
    "accept-language": language,
  });

/** The stored properties of the suggested parts, by variant id. */
async function propertiesOf(parts: HeaderSearchResult["parts"]) {
  const found = await rows<{ variantId: number; properties: Record<string, number | string> }>(
    t.db,
    sql`SELECT v.id AS "variantId", p.properties FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = ANY(${sql.param(parts.map((part) => part.variantId))}::int[])`,
  );
  return parts.map((part) => found.find((row) => row.variantId === part.variantId)!.properties);
}

/** The product list's first parts for the same search, one per part, as the suggestions list them. */
async function listedFirst(text: string, take: number) {
  const list = await getData<VariantSearchResult>(t.app, search({ search: text, pageSize: 100 }));
  return [...new Set(list.items.map((item) => item.productSlug))].slice(0, take);
}

describe("header suggestions read values as the product list does", () => {
  it.each([
    [
      "10k 0603 1%",
      { resistance: 10000, package: "0603", tolerance: 1 },
      ["Resistance = 10 kΩ", "Tolerance = ±1 %", "Package / Case = 0603"],
    ],
    [
      "100nF 50V X7R",
      { capacitance: 1e-7, "voltage-rating": 50, dielectric: "X7R" },
      ["Capacitance = 100 nF", "Voltage Rating = 50 V", "Dielectric = X7R"],
    ],
    ["4k7", { resistance: 4700 }, ["Resistance = 4.7 kΩ"]],
    ["0.1uF", { capacitance: 1e-7 }, ["Capacitance = 100 nF"]],
    ["100n", { capacitance: 1e-7 }, ["Capacitance = 100 nF"]],
    ["10 kΩ", { resistance: 10000 }, ["Resistance = 10 kΩ"]],
  ] as const)("`%s` suggests the list's first parts, all with the values read", async (text, values, reading) => {
    const data = await suggest(text);
    expect(data.parts.length).toBeGreaterThan(0);
    for (const properties of await propertiesOf(data.parts)) expect(properties).toMatchObject(values);
    expect(data.parts.map((part) => part.productSlug)).toEqual(await listedFirst(text, 8));
    expect(data.interpretedSearch?.properties.map((item) => `${item.label} = ${item.display}`)).toEqual(reading);
    expect(data.namesCategory).toBe(false);
  });

  it("`3v3 LDO` suggests 3.3 V low-dropout regulators only", async () => {
    const data = await suggest("3v3 LDO");
    expect(data.parts.length).toBeGreaterThan(0);
    for (const properties of await propertiesOf(data.parts)) {
      expect(properties).toMatchObject({ "output-voltage": 3.3, "regulator-type": "LDO" });
    }
    expect(data.interpretedSearch?.properties.map((item) => item.display)).toEqual(["3.3 V"]);
    expect(data.interpretedSearch?.words).toEqual(["ldo"]);
  });

  it("reads Turkish `%1` as a tolerance and labels the reading in Turkish, with the percent sign first", async () => {
    const data = await suggest("10k 0603 %1", "tr");
    expect(data.interpretedSearch?.properties.map((item) => `${item.label} = ${item.display}`)).toEqual([
      "Direnç = 10 kΩ",
      "Tolerans = ±%1",
      "Kılıf = 0603",
    ]);
    for (const properties of await propertiesOf(data.parts))
      expect(properties).toMatchObject({ resistance: 10000, package: "0603", tolerance: 1 });
  });

  it("writes the values it read with the decimal comma in Turkish, whichever sign was typed", async () => {
    for (const typed of ["4.7k", "4,7k", "4k7"]) {
      const data = await suggest(typed, "tr");
      expect(data.interpretedSearch?.properties.map((item) => `${item.label} = ${item.display}`)).toEqual(["Direnç = 4,7 kΩ"]);
    }
  });
});

describe("header suggestions for words and part numbers", () => {
  it.each([
    ["direnç", "tr", "resistors"],
    ["resistor", "en", "resistors"],
    ["kondansatör", "tr", "capacitors"],
  ])("`%s` names a category: its best match comes first", async (text, language, code) => {
    const data = await suggest(text, language);
    expect(data.namesCategory).toBe(true);
    expect(data.categories[0].code).toBe(code);
    expect(data.interpretedSearch).toBeNull();
  });

  it("keeps the part-number path: an exact MPN first, no category or reading", async () => {
    const data = await suggest("RC0603FR-0710KL");
    expect(data.parts[0].mpn).toBe("RC0603FR-0710KL");
    expect(data.interpretedSearch).toBeNull();
    expect(data.namesCategory).toBe(false);
  });
});
