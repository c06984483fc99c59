import type { Page } from "@playwright/test";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";

/**
 * The staples an engineer searches for by part number, as typed (lower case, often a prefix), and the part number the
 * list's first row must begin with. Several read as values by engineering notation (`2n7002` = 2.7 nF): the catalog
 * knowing them as part numbers reads them as part numbers first (docs/decisions/055-part-numbers-before-values.md).
 */
const STAPLES = [
  ["2n7002", "2N7002"],
  ["1n4148", "1N4148"],
  ["ne555", "NE555"],
  ["ams1117", "AMS1117"],
  ["bc547", "BC547"],
  ["stm32f103c8t6", "STM32F103C8T6"],
] as const;

const firstRowPart = (page: Page) => page.locator("main tbody tr").first().getByRole("link").first();

for (const [typed, part] of STAPLES) {
  test(`\`${typed}\` typed into the header search lists ${part} first`, async ({ page }) => {
    await page.goto("/en");
    const box = page.getByRole(jsEnabled() ? "combobox" : "searchbox", { name: "Search products" });
    if (jsEnabled()) {
      // The suggestions read it as the list does: the part first.
      await box.pressSequentially(typed, { delay: 10 });
      await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toContainText(part);
    } else {
      await box.fill(typed);
    }
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/en/ps\\?search=${typed}`));
    await expect(firstRowPart(page)).toHaveText(new RegExp(`^${part}`));
    // Read as a part number, not as a value.
    await expect(page.getByText("Searched as:")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "No part matches" })).toHaveCount(0);
  });
}

test("a value-shaped part number with a typo offers the part: did you mean 1N4148?", async ({ page }) => {
  // `1n4149` reads as 1.4149 nF, which no part has: the nearest part numbers are offered instead, in Turkish here.
  await page.goto("/ps?search=1n4149");
  const corrected = page.getByRole("status").filter({ hasText: "“1n4149” ile eşleşen parça yok" });
  await expect(corrected).toContainText("Bunu mu demek istediniz:");
  await expect(corrected.getByRole("link")).toHaveText("1N4148");
  await expect(firstRowPart(page)).toHaveText("1N4148");
  await expectAccessible(page);
  await corrected.getByRole("link").click();
  await expect(page).toHaveURL(/search=1N4148/);
  await expect(firstRowPart(page)).toHaveText("1N4148");
  await expect(page.getByRole("status").filter({ hasText: "eşleşen parça yok" })).toHaveCount(0);
});

test("`2n7` is still a value: searched as 2.7 nF", async ({ page }) => {
  await page.goto("/en/ps?search=2n7");
  await expect(page.getByText("Searched as:")).toContainText("Capacitance = 2.7 nF");
});
