import { expect, test } from "./support/fixtures";

// A page carries the strings its render used; a later page's other namespaces load while the navigation waits
// (docs/decisions/062-page-javascript.md).

test("a page works with the strings it carries; the next page loads the namespace it lacks and shows its words @needs-js", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/locales/")) asked.push(pathname);
  });

  await page.goto("/en");
  const carried = JSON.parse((await page.locator("script#page-strings").textContent()) ?? "{}") as {
    locale: string;
    namespaces: Record<string, unknown>;
  };
  expect(carried.locale).toBe("en");
  expect(Object.keys(carried.namespaces)).toContain("common");
  expect(Object.keys(carried.namespaces)).not.toContain("offers");
  expect(asked).toEqual([]);

  // A mark on the document: still there after the click if the navigation happened in the page.
  await page.evaluate(() => document.documentElement.setAttribute("data-first-document", ""));
  await page.getByRole("contentinfo").getByRole("link", { name: "PCB and stencil quote" }).click();
  await expect(page).toHaveURL(/\/en\/pcb-offer$/);
  await expect(page.getByText("We have printed circuit boards and SMT stencils made to your Gerber files")).toBeVisible();
  expect(asked).toEqual(["/locales/en/offers"]);
  await expect(page.locator("html[data-first-document]")).toHaveCount(1);
});

test("a Turkish page carries Turkish strings, an English page English ones", async ({ page }) => {
  for (const [path, locale, skipLink] of [
    ["/", "tr", "İçeriğe geç"],
    ["/en", "en", "Skip to content"],
  ] as const) {
    await page.goto(path);
    const carried = JSON.parse((await page.locator("script#page-strings").textContent()) ?? "{}") as {
      locale: string;
      namespaces: { common: { skipToContent: string } };
    };
    expect(carried.locale).toBe(locale);
    expect(carried.namespaces.common.skipToContent).toBe(skipLink);
  }
});
