import { expect, test } from "./support/fixtures";

/** "128 KB" → 131072: the bytes a shown memory size stands for. */
const bytesOf = (text: string) => {
  const match = /^(\d+(?:\.\d+)?) (B|KB|MB)$/.exec(text.trim());
  if (!match) throw new Error(`not a memory size: "${text}"`);
  return Number(match[1]) * { B: 1, KB: 1024, MB: 1024 * 1024 }[match[2] as "B" | "KB" | "MB"];
};

test("microcontrollers show flash in KB/MB, list its values in order and filter a range typed in KB", async ({ page }) => {
  await page.goto("/en/ps/microcontrollers");
  const cells = page.locator('td.list-property[data-label="Program Memory Size"]');
  await expect(cells.first()).toBeVisible();
  // A part with no on-chip flash (the RP2040 runs from an external chip) shows a dash.
  const shown = (await cells.allTextContents()).map((text) => text.trim()).filter((text) => text !== "–");
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) expect(text).toMatch(/^\d+(\.\d+)? (KB|MB)$/);

  const facet = page.locator("#facet-flash-size");
  const labels = (await facet.getByRole("link").allTextContents()).map((text) => /\d+(?:\.\d+)? (?:B|KB|MB)/.exec(text)?.[0] ?? text);
  const sizes = labels.filter((label) => /KB|MB/.test(label)).map(bytesOf);
  expect(sizes.length).toBeGreaterThan(2);
  expect(sizes).toEqual([...sizes].sort((a, b) => a - b));

  const range = page.getByRole("form", { name: "Program Memory Size (KB)" });
  const minimum = range.getByLabel("Min");
  expect(await minimum.getAttribute("placeholder")).toMatch(/^\d+(\.\d+)? (KB|MB)$/);
  await minimum.fill("32");
  await range.getByRole("button", { name: /Apply/ }).click();
  await expect(page).toHaveURL(/min\.flash-size=32(&|$)/);
  await expect(page.getByRole("link", { name: /Program Memory Size ≥ 32 KB/ })).toBeVisible();
  await expect(page.getByRole("form", { name: "Program Memory Size (KB)" }).getByLabel("Min")).toHaveValue("32");
  const filtered = await page.locator('td.list-property[data-label="Program Memory Size"]').allTextContents();
  expect(filtered.length).toBeGreaterThan(0);
  for (const text of filtered) expect(bytesOf(text)).toBeGreaterThanOrEqual(32 * 1024);
  expect(filtered.map(bytesOf).some((bytes) => bytes < 32 * 1024)).toBe(false);
});

test("the home page shows every category's children, featured categories with pictures and readable brand logos", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Bellekler", exact: true })).toBeVisible();
  const featured = page.locator("section[aria-labelledby=home-featured] img");
  expect(await featured.count()).toBeGreaterThan(3);
  for (const image of await featured.all()) await expect(image).toHaveAttribute("src", /^\/images\/catalog\/[a-z-]+\.svg$/);
  const logos = page.locator("section[aria-labelledby=home-brands] img");
  expect(await logos.count()).toBeGreaterThan(3);
  for (const logo of await logos.all()) {
    await logo.scrollIntoViewIfNeeded();
    const box = await logo.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(64);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(36);
  }
});
