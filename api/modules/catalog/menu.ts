import { asc } from "drizzle-orm";
import type { MenuCategory } from "@contract/api/catalog/schemas";
import type { Database } from "../../db/client";
import { categories } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";

/** The top two levels of the tree, in menu order, named in the caller's language. */
export async function categoryMenu(db: Database, locale: ApiLocale): Promise<MenuCategory[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.menuOrder), asc(categories.id));
  const named = (row: (typeof rows)[number]): MenuCategory => ({
    id: row.id,
    code: row.code,
    name: locale === "en" ? row.nameEn : row.nameTr,
    slug: locale === "en" ? row.slugEn : row.slugTr,
    children: [],
  });
  const topLevel = rows.filter((row) => row.parentId === null).map(named);
  const byId = new Map(topLevel.map((item) => [item.id, item]));
  for (const row of rows) {
    if (row.parentId !== null) byId.get(row.parentId)?.children.push(named(row));
  }
  return topLevel;
}
