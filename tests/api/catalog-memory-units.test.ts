import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";
import { getData, search } from "./support/catalog";

type Facet = { code: string; unit: string | null; values: Array<{ value: string; label: string; count: number }>; min: number | null };
type Item = { mpn: string; properties: Record<string, { value: number; display: string }> };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const KB = 1024;
const microcontrollers = (params: Record<string, string | number | string[]> = {}) =>
  getData<{ total: number; items: Item[]; facets: { properties: Facet[] } }>(
    t.app,
    search({ category: "microcontrollers", pageSize: 100, ...params }),
  );

describe("memory sizes", () => {
  it("shows flash in KB/MB as datasheets do, and lists its facet values in value order", async () => {
    const data = await microcontrollers();
    const withoutFlash = data.items.filter((item) => !item.properties["flash-size"]).map((item) => item.mpn);
    // The RP2040 runs from an external flash chip: it has no flash size to show.
    for (const mpn of withoutFlash) expect(mpn).toBe("RP2040");
    for (const item of data.items.filter((part) => part.properties["flash-size"])) {
      const flash = item.properties["flash-size"];
      const expected = flash.value >= 1024 * KB ? `${flash.value / KB / KB} MB` : `${flash.value / KB} KB`;
      expect(flash.display, item.mpn).toBe(expected);
    }
    const facet = data.facets.properties.find((item) => item.code === "flash-size")!;
    expect(facet.unit).toBe("B");
    const values = facet.values.map((value) => Number(value.value));
    expect(values.length).toBeGreaterThan(3);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    for (const value of facet.values) expect(value.label).toMatch(/^\d+(\.\d+)? (KB|MB)$/);
  });

  it("reads a range bound in the field's unit: 32 is 32 KB, and 32KB, 32k, 0.03125M the same", async () => {
    const flashFacet = (await microcontrollers()).facets.properties.find((item) => item.code === "flash-size")!;
    const expected = flashFacet.values.filter((value) => Number(value.value) >= 32 * KB).reduce((sum, value) => sum + value.count, 0);
    const atLeast = await microcontrollers({ min: "flash-size:32" });
    expect(atLeast.total).toBeGreaterThan(0);
    expect(atLeast.total).toBe(expected);
    for (const item of atLeast.items) expect(item.properties["flash-size"].value).toBeGreaterThanOrEqual(32 * KB);
    for (const spelled of ["32KB", "32k", "0.03125M", "32768 B"]) {
      expect((await microcontrollers({ min: `flash-size:${spelled}` })).total, spelled).toBe(
        (await microcontrollers({ min: "flash-size:32" })).total,
      );
    }
    const atMost = (await microcontrollers({ max: "flash-size:1M" })).items;
    for (const item of atMost) expect(item.properties["flash-size"].value).toBeLessThanOrEqual(1024 * KB);
  });

  it("refuses a bound that is no size", async () => {
    const response = await t.app.inject({ method: "GET", url: search({ category: "microcontrollers", min: "flash-size:lots" }) });
    expect(response.statusCode).toBe(400);
  });
});
