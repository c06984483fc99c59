import type { CategoryNode } from "../../contract/api/catalog/schemas";
import { pathFor } from "../../contract/paths";
import { catalogApi } from "./support/catalog-api";
import { expect, test } from "./support/fixtures";

// What the user receives, byte for byte: no NUL and nothing that is not UTF-8 in a streamed page. React 18.3.1 wrote
// zero bytes at 2 KB boundaries of the HTML just before a multi-byte character (patches/react-dom+18.3.1.patch);
// Turkish category names searched in both languages put ç ğ ı İ ö ş ü at every alignment.

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

test("search and category pages in both languages hold no NUL byte and only UTF-8 @http-only", async ({ request }) => {
  const tree = await catalogApi<CategoryNode[]>(request, "products/categories/tree", {}, "tr");
  const words = [...new Set(flatten(tree).map((category) => category.name))].slice(0, 24);
  expect(words.length).toBeGreaterThan(10);
  const pages = words.flatMap((word) => [
    pathFor("productLists", "tr", {}, { search: word }),
    pathFor("productLists", "en", {}, { search: word }),
  ]);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const corrupt: string[] = [];
  for (const page of pages) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    const bytes = await response.body();
    if (bytes.includes(0)) corrupt.push(`${page}: NUL at byte ${bytes.indexOf(0)}`);
    try {
      if (decoder.decode(bytes).includes("\uFFFD")) corrupt.push(`${page}: U+FFFD`);
    } catch {
      corrupt.push(`${page}: not UTF-8`);
    }
  }
  expect(corrupt, `${pages.length} pages read`).toEqual([]);
});
