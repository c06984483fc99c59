import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { HeatSinkProfile, heatSinkProfileSearchBody } from "@contract/api/offers/heat-sink-schemas";
import type { Database } from "../../db/client";
import type { ApiLocale } from "../../lib/locale";
import { queryRows } from "../../lib/query-rows";
import { catalogReference, categorySlug, findCategory } from "../catalog/reference";

/** The catalog's category of aluminium heat sinks (api/seed/categories.ts). */
export const HEAT_SINK_CATEGORY = "aluminum-heat-sinks";

interface LengthRow {
  profile: string;
  manufacturer_id: number;
  width: number;
  height: number;
  length: number;
  rth: number;
}

/** Metres (the catalog's SI values) to millimetres, without the float noise of the multiplication. */
const millimetres = (metres: number) => Number((metres * 1000).toPrecision(6));

/**
 * The catalog's heat-sink profiles: the part numbers' first segment ("SK89" of "SK89-75-SA"), one row per profile and
 * length with the lowest thermal resistance listed at it (an anodized finish radiates better than a bare one). Read
 * from the products' property values (SI units: metres, K/W), so a profile added to the catalog appears here.
 */
export async function heatSinkProfiles(
  db: Database,
  locale: ApiLocale,
  filter: z.output<typeof heatSinkProfileSearchBody>,
): Promise<HeatSinkProfile[]> {
  const reference = await catalogReference(db);
  const category = findCategory(reference, HEAT_SINK_CATEGORY);
  if (!category) return [];
  const rows = await queryRows<LengthRow>(
    db,
    sql`SELECT split_part(mpn, '-', 1) AS profile, manufacturer_id,
          (properties->>'width')::float8 AS width, (properties->>'height')::float8 AS height,
          (properties->>'length')::float8 AS length, min((properties->>'thermal-resistance')::float8) AS rth
        FROM products
        WHERE category_id = ${category.id} AND status <> 'obsolete'
          AND properties ?& array['width', 'height', 'length', 'thermal-resistance']
        GROUP BY 1, 2, 3, 4, 5
        ORDER BY 1, 5`,
  );
  const profiles = new Map<string, HeatSinkProfile>();
  for (const row of rows) {
    if (filter.maxThermalResistance !== undefined && row.rth > filter.maxThermalResistance) continue;
    const key = `${row.profile}\u0000${row.manufacturer_id}`;
    let profile = profiles.get(key);
    if (!profile) {
      const manufacturer = reference.manufacturerById.get(row.manufacturer_id);
      profile = {
        profile: row.profile,
        manufacturer: { name: manufacturer?.name ?? "", slug: manufacturer?.slug ?? "" },
        widthMm: millimetres(row.width),
        heightMm: millimetres(row.height),
        lengths: [],
        productList: { name: categorySlug(category, locale), search: row.profile },
      };
      profiles.set(key, profile);
    }
    profile.lengths.push({ lengthMm: millimetres(row.length), thermalResistance: row.rth });
  }
  return [...profiles.values()];
}

/** Whether `profile` is one of the catalog's heat-sink profiles (a request must name one). */
export async function isHeatSinkProfile(db: Database, profile: string): Promise<boolean> {
  const reference = await catalogReference(db);
  const category = findCategory(reference, HEAT_SINK_CATEGORY);
  if (!category) return false;
  const rows = await queryRows<{ found: number }>(
    db,
    sql`SELECT 1 AS found FROM products
        WHERE category_id = ${category.id} AND status <> 'obsolete' AND split_part(mpn, '-', 1) = ${profile} LIMIT 1`,
  );
  return rows.length > 0;
}
