import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isMemoryUnit } from "@contract/memory-units";
import { createTestApp, type TestApp } from "./support/test-app";
import { getData, queryOf, rows, search, sql } from "./support/catalog";
import { filters, paramsOf, partTotals, scopes, whereOf, type Filter, type Params } from "./support/search-truth";

// A property test of the filter panel's promise: a facet count is what its link gives. For random filter combinations
// of the seeded catalog, every listed option's link (the storefront's toggle: the option joins its group's values, or
// leaves them; a range stays as it is) is asked for, and its total must follow from the count:
//   - an option not chosen, in a group with nothing chosen: its link lists exactly `count` parts;
//   - an option not chosen, in a group with other options chosen: its link adds `count` parts to the list's total;
//   - a chosen option: the list holds `count` parts with it; its link (dropping it) loses them, or, when it was the
//     group's only choice, `count` is the whole list.
// Without a search text, the list's total is held against SQL on the tables as well (support/search-truth.ts).

const COMBINATIONS = 200;
/** Options checked per facet group and combination (chosen at random): every group, without a request per value. */
const OPTIONS_PER_GROUP = 3;
const SEED = 35;

/** mulberry32: a small deterministic generator, so a failure replays. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const below = (count: number) => Math.floor(next() * count);
  const chance = (probability: number) => next() < probability;
  const pick = <T>(items: T[]): T => items[below(items.length)];
  const some = <T>(items: T[], most: number): T[] => {
    const pool = [...items];
    const count = Math.min(pool.length, below(most + 1));
    return Array.from({ length: count }, () => pool.splice(below(pool.length), 1)[0]);
  };
  return { chance, pick, some };
}

type FacetValue = { value: string; label: string; count: number };
type PropertyFacet = { code: string; kind: "numeric" | "enum"; unit: string | null; values: FacetValue[] };
type Listing = {
  total: number;
  facets: { manufacturers: FacetValue[]; packaging: FacetValue[]; inStock: number; rohs: number; properties: PropertyFacet[] };
};

/**
 * A list's state as its links change it: the values chosen per facet group ("manufacturer", "packaging", "inStock",
 * "rohs", "prop:<code>"), the range bounds and the scope, which no facet link changes.
 */
interface Combination {
  category: string | null;
  search: string | null;
  groups: Record<string, string[]>;
  ranges: Array<{ code: string; bound: "min" | "max"; value: string }>;
}

let t: TestApp;
/** Each property code's kind (numeric values are numbers in SQL). */
const kinds = new Map<string, string>();
beforeAll(async () => {
  // Nothing here changes the catalog: the index need not read the change log before every answer.
  t = await createTestApp({ seed: true, config: { CATALOG_INDEX_STALENESS_MS: 60_000 } });
  for (const row of await rows<{ code: string; kind: string }>(t.db, sql`SELECT DISTINCT code, kind FROM property_definitions`))
    kinds.set(row.code, row.kind);
});
afterAll(() => t.close());

const listing = (params: Params) => getData<Listing>(t.app, search({ ...params, pageSize: 10 }));

function filtersOf({ groups, ranges }: Combination): Filter[] {
  const list: Filter[] = [];
  for (const [group, values] of Object.entries(groups)) {
    if (values.length === 0) continue;
    if (group === "manufacturer") list.push(filters.makers(...values));
    else if (group === "packaging") list.push(filters.packaging(...values));
    else if (group === "inStock") list.push(filters.inStock());
    else if (group === "rohs") list.push(filters.rohs());
    else {
      const code = group.slice("prop:".length);
      list.push(filters.prop(code, ...values.map((value) => (kinds.get(code) === "numeric" ? Number(value) : value))));
    }
  }
  for (const { code, bound, value } of ranges) list.push(filters[bound](code, value));
  return list;
}

function paramsOfCombination(combination: Combination): Params {
  const params = paramsOf(filtersOf(combination));
  if (combination.category) params.category = combination.category;
  if (combination.search) params.search = combination.search;
  return params;
}

/**
 * The list of a combination: a category's through its filter options (the same search without the page's items, a
 * quarter of the cost), the whole catalog's through the list itself.
 */
function listOf(combination: Combination) {
  const { category, ...params } = paramsOfCombination(combination);
  if (!category) return listing(params);
  return getData<Listing>(t.app, `/v1/products/categories/${category}/filter-options?${queryOf(params)}`);
}

const total = async (combination: Combination) => (await listOf(combination)).total;

const withGroup = (combination: Combination, group: string, values: string[]): Combination => ({
  ...combination,
  groups: { ...combination.groups, [group]: values },
});

/** Every listed option with its facet group, as the storefront links them. */
function listedOptions(facets: Listing["facets"]) {
  return [
    { group: "inStock", options: facets.inStock > 0 ? [{ value: "true", count: facets.inStock }] : [] },
    { group: "rohs", options: facets.rohs > 0 ? [{ value: "true", count: facets.rohs }] : [] },
    { group: "manufacturer", options: facets.manufacturers },
    { group: "packaging", options: facets.packaging },
    ...facets.properties.map((property) => ({ group: `prop:${property.code}`, options: property.values })),
  ];
}

/** What the scopes offer to filter by: their base listing, and words and part numbers to type. */
async function filterPool() {
  const parametric = await rows<{ code: string; parent: string | null }>(
    t.db,
    sql`SELECT c.code, parent.code AS parent FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
        WHERE c.id IN (SELECT category_id FROM property_definitions) ORDER BY c.code`,
  );
  const categories = [...new Set(parametric.flatMap((row) => (row.parent ? [row.code, row.parent] : [row.code])))];
  const listings = new Map<string | null, Listing>();
  for (const category of [null, ...categories]) listings.set(category, await listing(category ? { category } : {}));
  const leafListings = parametric.map((row) => listings.get(row.code)!).filter((item) => item.facets.properties.length > 0);
  const mpns = await rows<{ mpn: string }>(t.db, sql`SELECT mpn FROM products ORDER BY id LIMIT 400`);
  const makers = listings.get(null)!.facets.manufacturers.map((maker) => maker.label.split(" ")[0].toLowerCase());
  return { categories, listings, leafListings, mpns: mpns.map((row) => row.mpn), makers };
}

type Pool = Awaited<ReturnType<typeof filterPool>>;
type Random = ReturnType<typeof generator>;

/** Text typed in the search box: values, a maker, a word, a part number's start, or a part number with a typo. */
function searchText(random: Random, pool: Pool): string {
  const mpn = random.pick(pool.mpns);
  return random.pick([
    () => random.pick(["10k", "0603", "100nF", "X7R 50V", "resistor", "1%"]),
    () => random.pick(pool.makers),
    () => mpn.slice(0, Math.max(3, Math.ceil(mpn.length / 2))),
    () => `${mpn.slice(0, -2)}${mpn.at(-2) === "X" ? "Y" : "X"}${mpn.at(-1)}`,
  ])();
}

function randomCombination(random: Random, pool: Pool): Combination {
  const category = random.chance(0.2) ? null : random.pick(pool.categories);
  const base = pool.listings.get(category)!;
  // The whole catalog and a parent have no property facets: their property filters come from a leaf's.
  const properties = base.facets.properties.length ? base.facets.properties : random.pick(pool.leafListings).facets.properties;
  const values = (options: FacetValue[], most: number) => random.some(options, most).map((option) => option.value);
  const groups: Record<string, string[]> = {
    manufacturer: values(base.facets.manufacturers, 2),
    packaging: values(base.facets.packaging, random.chance(0.3) ? 2 : 0),
    inStock: random.chance(0.3) ? ["true"] : [],
    rohs: random.chance(0.2) ? ["true"] : [],
  };
  for (const property of random.some(properties, 2)) groups[`prop:${property.code}`] = values(property.values, 2);
  const ranges: Combination["ranges"] = [];
  const numeric = properties.filter(
    (property) => property.kind === "numeric" && !isMemoryUnit(property.unit) && property.values.length > 1,
  );
  if (numeric.length && random.chance(0.5)) {
    const property = random.pick(numeric);
    const [low, high] = [random.pick(property.values), random.pick(property.values)]
      .map((option) => Number(option.value))
      .sort((a, b) => a - b);
    const bounds = random.pick([["min"], ["max"], ["min", "max"]] as const);
    for (const bound of bounds) ranges.push({ code: property.code, bound, value: String(bound === "min" ? low : high) });
  }
  return { category, search: random.chance(0.3) ? searchText(random, pool) : null, groups, ranges };
}

/**
 * Asks for the combination's list, then for the links of its listed options (`choose` picks which: all, or a few at
 * random), and holds each link's total to the option's count. Returns the list and how many options were checked.
 */
async function expectLinksAddUp(combination: Combination, choose: <T>(options: T[]) => T[]) {
  const label = decodeURIComponent(queryOf(paramsOfCombination(combination)));
  const current = await listOf(combination);
  if (!combination.search) {
    const scope = combination.category ? [scopes.category(combination.category)] : [];
    const expected = await partTotals(t.db, whereOf(scope, filtersOf(combination)));
    expect(current.total, `${label}: total against SQL`).toBe(expected.total);
  }
  let checked = 0;
  for (const { group, options } of listedOptions(current.facets)) {
    for (const { value, count } of choose(options)) {
      const what = `${label}: ${group}=${value} (${count})`;
      expect(count, `${what}: a listed option finds parts`).toBeGreaterThan(0);
      const chosen = combination.groups[group] ?? [];
      if (!chosen.includes(value)) {
        const after = await total(withGroup(combination, group, [...chosen, value]));
        expect(after, `${what}: its link`).toBe((chosen.length ? current.total : 0) + count);
      } else if (chosen.length === 1) {
        expect(count, `${what}: the only choice of its group`).toBe(current.total);
      } else {
        const after = await total(
          withGroup(
            combination,
            group,
            chosen.filter((item) => item !== value),
          ),
        );
        expect(after, `${what}: its link`).toBe(current.total - count);
      }
      checked += 1;
    }
  }
  return { current, checked };
}

const all = <T>(options: T[]) => options;
const noFilters = (category: string | null, search: string | null = null): Combination => ({ category, search, groups: {}, ranges: [] });

describe("a facet count is what its link gives", () => {
  it(`on ${COMBINATIONS} random filter combinations of the seeded catalog`, async () => {
    const random = generator(SEED);
    const pool = await filterPool();
    let checked = 0;
    for (let run = 0; run < COMBINATIONS; run += 1) {
      const combination = randomCombination(random, pool);
      checked += (await expectLinksAddUp(combination, (options) => random.some(options, OPTIONS_PER_GROUP))).checked;
    }
    expect(checked, "options checked").toBeGreaterThan(COMBINATIONS * 3);
  }, 120_000);

  it("a range: its property's facet lists only the values inside it, each leading to its parts", async () => {
    // The case: resistance 1k–47k listed 100 kΩ, which led to no part.
    const combination: Combination = {
      ...noFilters("chip-resistors"),
      ranges: [
        { code: "resistance", bound: "min", value: "1000" },
        { code: "resistance", bound: "max", value: "47000" },
      ],
    };
    const { current } = await expectLinksAddUp(combination, all);
    const resistance = current.facets.properties.find((property) => property.code === "resistance")!;
    expect(resistance.values.length).toBeGreaterThan(1);
    for (const option of resistance.values) expect(Number(option.value)).toSatisfy((value: number) => value >= 1000 && value <= 47000);
    expect(resistance.values.reduce((sum, option) => sum + option.count, 0)).toBeLessThanOrEqual(current.total);
  });

  it("a value of one category's property: the other categories' values of it count too", async () => {
    // 5 % chip resistors only; 1 % is a tolerance of chip and through-hole resistors, and its link finds both.
    const { current } = await expectLinksAddUp({ ...noFilters("resistors"), groups: { "prop:tolerance": ["5"] } }, all);
    const tolerance = current.facets.properties.find((property) => property.code === "tolerance");
    expect(tolerance?.values.map((option) => option.value)).toContain("1");
  });

  it("a search the filters alone leave empty is answered as read: its facets show where its parts are", async () => {
    const { current } = await expectLinksAddUp({ ...noFilters(null, "yageo"), groups: { manufacturer: ["murata"] } }, all);
    expect(current.total).toBe(0);
    expect(current.facets.manufacturers.map((option) => option.value)).toContain("yageo");
  });
});
