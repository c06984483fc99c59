import type { Category } from "../../../db/schema";
import type { ApiLocale } from "../../../lib/locale";
import { ancestry, categoryName, categorySlug, type CatalogReference } from "../reference";

/** The category a list is of, as the answer names it. */
export const listCategory = (reference: CatalogReference, category: Category, locale: ApiLocale) => ({
  id: category.id,
  code: category.code,
  name: categoryName(category, locale),
  slug: categorySlug(category, locale),
  imagePath: category.imagePath,
  productCount: reference.skuCountByCategory.get(category.id) ?? 0,
});

/** The categories from the root down to the list's. */
export const listBreadcrumb = (reference: CatalogReference, category: Category, locale: ApiLocale) =>
  ancestry(reference, category.id).map((row) => ({
    id: row.id,
    code: row.code,
    name: categoryName(row, locale),
    slug: categorySlug(row, locale),
  }));
