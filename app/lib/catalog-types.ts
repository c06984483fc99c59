/** A category as the API's menu answers it (GET /v1/products/categories/menu). */
export interface MenuCategory {
  id: number;
  code: string;
  name: string;
  slug: string;
  children: MenuCategory[];
}
