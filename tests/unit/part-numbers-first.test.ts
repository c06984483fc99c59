import { describe, expect, it } from "vitest";
import { parseSearchQuery, readAsPartNumbers } from "../../api/modules/catalog/search-query";
import { normalizePartNumber } from "../../api/modules/catalog/text";

/** Real part numbers engineers type, some of which engineering notation reads as values (`2n7002` = 2.7 nF). */
const REAL_PART_NUMBERS = [
  "2N7002",
  "2N7000",
  "2N2222",
  "2N2222A",
  "2N3904",
  "2N3906",
  "2N5551",
  "1N4148",
  "1N914",
  "1N4007",
  "1N4001",
  "1N5819",
  "1N5822",
  "1N4728A",
  "1N4733A",
  "1N4742A",
  "4N35",
  "4N25",
  "6N137",
  "6N136",
  "74HC595",
  "74HC00",
  "74HC14",
  "BC547",
  "BC547B",
  "BC557",
  "BC807",
];

/** The reading with every one of `catalog` known as a part number, as part-numbers-first.ts looks them up. */
function readWithCatalog(text: string, catalog: string[]) {
  const parsed = parseSearchQuery(text);
  const known = new Set(parsed.partNumberLike.filter((candidate) => catalog.some((mpn) => mpn.startsWith(candidate))));
  return readAsPartNumbers(parsed, known);
}

describe("part numbers before values", () => {
  it.each(REAL_PART_NUMBERS)("`%s`, typed in lower case, is a part number when the catalog holds it", (mpn) => {
    const read = readWithCatalog(mpn.toLowerCase(), REAL_PART_NUMBERS);
    expect(read.quantities).toEqual([]);
    expect(read.partNumber).toBe(normalizePartNumber(mpn));
  });

  it("asks the catalog only about the values shaped like part numbers", () => {
    expect(parseSearchQuery("2n7002").partNumberLike).toEqual(["2N7002"]);
    expect(parseSearchQuery("4n35").partNumberLike).toEqual(["4N35"]);
    for (const value of ["2n7", "4k7", "3v3", "1n5", "100n", "10k", "100nF", "50V", "47R", "1%", "16MHz"]) {
      expect(parseSearchQuery(value).partNumberLike).toEqual([]);
    }
    expect(parseSearchQuery("10k 0603 1%").partNumberLike).toEqual([]);
    // Not values at all: the part-number pass tries them as before.
    for (const mpn of ["74hc595", "bc547", "1n4728a"]) expect(parseSearchQuery(mpn).partNumber).toBe(normalizePartNumber(mpn));
  });

  it("keeps `2n7` a capacitance even when 2N7002 is in the catalog", () => {
    const read = readWithCatalog("2n7", REAL_PART_NUMBERS);
    expect(read.quantities).toMatchObject([{ quantity: "capacitance", value: 2.7e-9 }]);
    expect(read.partNumber).toBeNull();
  });

  it("keeps a part-number-shaped value a value when the catalog holds no such part", () => {
    const read = readWithCatalog("2n7002", ["BC547B"]);
    expect(read.quantities).toMatchObject([{ quantity: "capacitance" }]);
    expect(read.partNumber).toBeNull();
    expect(readWithCatalog("4k99", REAL_PART_NUMBERS).quantities).toMatchObject([{ quantity: "resistance", value: 4990 }]);
  });

  it("reads a known part number among other terms as a word beside them", () => {
    const read = readWithCatalog("2n7002 SOT-23", REAL_PART_NUMBERS);
    expect(read.quantities).toEqual([]);
    expect(read.packages).toEqual(["SOT-23"]);
    expect(read.words).toEqual(["2n7002"]);
    expect(read.partNumber).toBeNull();
    expect(readWithCatalog("1n4148 100nF", REAL_PART_NUMBERS).quantities).toMatchObject([{ quantity: "capacitance", value: 1e-7 }]);
  });
});
