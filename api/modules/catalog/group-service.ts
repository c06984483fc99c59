import { sql } from "drizzle-orm";
import type { CategoryGroupType as GroupType } from "@contract/api/catalog/values";
import type { PresentContext } from "./present";
import { listItems, variantRows, type ListItem } from "./present";
import { queryRows } from "../../lib/query-rows";

/** The curated groups of a group type, each with its products (a discounted product carries its price story). */
export async function categoryGroupsOfType(context: PresentContext, groupTypeCode: GroupType, take: number) {
  const rows = await queryRows<{
    groupId: number;
    code: string;
    groupTypeCode: GroupType;
    nameTr: string;
    nameEn: string;
    variantId: number;
  }>(
    context.db,
    sql`SELECT g.id AS "groupId", g.code, g.group_type_code AS "groupTypeCode", g.name_tr AS "nameTr", g.name_en AS "nameEn",
               gv.variant_id AS "variantId"
        FROM category_groups g JOIN category_group_variants gv ON gv.group_id = g.id
        WHERE g.group_type_code = ${groupTypeCode}
        ORDER BY g.sort_order, g.id, gv.sort_order, gv.variant_id`,
  );
  const variants = new Map(
    (
      await listItems(await variantRows(context.db, [...new Set(rows.map((row) => row.variantId))], context.companyId ?? null), context)
    ).map((item) => [item.variantId, item]),
  );
  const groups = new Map<number, { id: number; code: string; groupTypeCode: GroupType; name: string; products: ListItem[] }>();
  for (const row of rows) {
    const group = groups.get(row.groupId) ?? {
      id: row.groupId,
      code: row.code,
      groupTypeCode: row.groupTypeCode,
      name: context.locale === "en" ? row.nameEn : row.nameTr,
      products: [],
    };
    groups.set(row.groupId, group);
    const variant = variants.get(row.variantId);
    if (variant && group.products.length < take) group.products.push(variant);
  }
  return [...groups.values()];
}
