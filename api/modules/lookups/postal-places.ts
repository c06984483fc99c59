import { cityIdOfPlate, referenceTable } from "./reference-data";

// Turkey's places from PTT's postal code list (api/data/postal-codes.csv): provinces by plate, their districts (ilçe,
// the address's town), their neighbourhoods (mahalle, the address's district) and each neighbourhood's postal code.
// One source for names and codes, so a neighbourhood's code is known. Names are unique within their level, so the
// name is the id (as the address rows store them); the lists keep the file's Turkish alphabetical order.

type Neighbourhoods = Map<string, string[]>;
interface Province {
  name: string;
  towns: Map<string, Neighbourhoods>;
}

const provinces = referenceTable("postal-codes.csv", ["plate", "province", "district", "neighbourhood", "postal_code"], (rows) => {
  const byCity = new Map<string, Province>();
  for (const row of rows) {
    const cityId = cityIdOfPlate(row.plate);
    const province = byCity.get(cityId) ?? { name: row.province, towns: new Map<string, Neighbourhoods>() };
    byCity.set(cityId, province);
    const town = province.towns.get(row.district) ?? new Map<string, string[]>();
    province.towns.set(row.district, town);
    town.set(row.neighbourhood, [...(town.get(row.neighbourhood) ?? []), row.postal_code]);
  }
  return byCity;
});

const itemsOf = (names: Iterable<string>) => Array.from(names, (name) => ({ id: name, name }));
const distinctSorted = (codes: Iterable<string>) => [...new Set(codes)].sort();

/** The 81 provinces (il): id is the plate code ("01"), name as the file writes it ("İstanbul"). */
export const cityItems = () => Array.from(provinces(), ([id, province]) => ({ id, name: province.name }));

export const isCityId = (cityId: string) => provinces().has(cityId);

export const cityName = (cityId: string) => provinces().get(cityId)?.name ?? null;

const townsOf = (cityId: string) => provinces().get(cityId)?.towns;
const neighbourhoodsOf = (cityId: string, townId: string) => townsOf(cityId)?.get(townId);

/** The districts (ilçe) of a province: the address's towns. */
export const townItems = (cityId: string) => itemsOf(townsOf(cityId)?.keys() ?? []);

export const isTownOf = (cityId: string, townId: string) => Boolean(neighbourhoodsOf(cityId, townId));

/** The neighbourhoods (mahalle) of a district: the address's districts. */
export const districtItems = (cityId: string, townId: string) => itemsOf(neighbourhoodsOf(cityId, townId)?.keys() ?? []);

/** The postal codes of a neighbourhood (one but for a handful), or null when it is not a neighbourhood of the town. */
export const neighbourhoodPostalCodes = (cityId: string, townId: string, districtId: string) =>
  neighbourhoodsOf(cityId, townId)?.get(districtId) ?? null;

/**
 * The postal codes of the narrowest place given: the neighbourhood's, else every code of the town's neighbourhoods,
 * else of the province's; none for a place not in the list.
 */
export function postalCodesOf(cityId: string, townId?: string, districtId?: string): string[] {
  if (townId && districtId) return neighbourhoodPostalCodes(cityId, townId, districtId) ?? [];
  if (townId) return distinctSorted([...(neighbourhoodsOf(cityId, townId)?.values() ?? [])].flat());
  return distinctSorted([...(townsOf(cityId)?.values() ?? [])].flatMap((town) => [...town.values()].flat()));
}
