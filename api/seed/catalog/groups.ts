import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../lib/query-rows";
import { categoryGroups, categoryGroupVariants, type Category } from "../../db/schema";

interface GroupSeed {
  code: string;
  type: "discounted-products" | "home-page-special" | "led-lighting-page";
  tr: string;
  en: string;
  categories: string[];
  discount?: boolean;
  /**
   * Only LED lighting products of this type (the LED lighting page groups them so). The demo catalog holds drivers
   * only: strips, panels and modules come back with real ordering codes (docs/decisions/056-demo-catalog-real-parts.md).
   */
  productType?: string;
}

const groupSeeds: GroupSeed[] = [
  {
    code: "discounted-passives",
    type: "discounted-products",
    tr: "İndirimli Pasif Komponentler",
    en: "Discounted Passives",
    categories: ["chip-resistors", "ceramic-capacitors", "power-inductors"],
    discount: true,
  },
  {
    code: "discounted-semiconductors",
    type: "discounted-products",
    tr: "İndirimli Yarı İletkenler",
    en: "Discounted Semiconductors",
    categories: ["mosfets", "voltage-regulators", "microcontrollers", "op-amps"],
    discount: true,
  },
  {
    code: "home-new-mcus",
    type: "home-page-special",
    tr: "Öne Çıkan Mikrodenetleyiciler",
    en: "Featured Microcontrollers",
    categories: ["microcontrollers"],
  },
  {
    code: "home-power",
    type: "home-page-special",
    tr: "Güç Elektroniği Seçkisi",
    en: "Power Electronics Picks",
    categories: ["ac-dc-converters", "dc-dc-converters", "aluminum-heat-sinks"],
  },
  {
    code: "led-drivers",
    type: "led-lighting-page",
    tr: "LED Sürücüler",
    en: "LED Drivers",
    categories: ["led-lighting"],
    productType: "LED Driver",
  },
];

const GROUP_SIZE = 12;

/** Curated groups: in-stock, priced variants picked by a fixed spread over ids, so the pick is the same every time. */
export async function seedCategoryGroups(db: Database, categoryByCode: Map<string, Category>) {
  for (const [order, group] of groupSeeds.entries()) {
    const [row] = await db
      .insert(categoryGroups)
      .values({ code: group.code, groupTypeCode: group.type, nameTr: group.tr, nameEn: group.en, sortOrder: order })
      .returning({ id: categoryGroups.id });
    const categoryIds = group.categories.map((code) => categoryByCode.get(code)?.id).filter((id): id is number => id !== undefined);
    const typeFilter = group.productType ? sql`AND p.properties @> ${JSON.stringify({ "product-type": group.productType })}::jsonb` : sql``;
    const picked = await queryRows<{ id: number }>(
      db,
      sql`
      SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
      WHERE p.category_id = ANY(${sql.param(categoryIds)}::int[]) AND v.total_stock > 0 AND v.is_show_price ${typeFilter}
      ORDER BY (v.id::bigint * 7919) % 10007, v.id LIMIT ${GROUP_SIZE}`,
    );
    const ids = picked.map((item) => item.id);
    if (ids.length === 0) continue;
    await db.insert(categoryGroupVariants).values(
      ids.map((variantId, position) => ({
        groupId: row.id,
        variantId,
        sortOrder: position,
        discountRate: group.discount ? String(5 + ((variantId * 13) % 26)) : null,
      })),
    );
  }
}
