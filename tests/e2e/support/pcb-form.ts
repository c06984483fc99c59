import type { Page } from "@playwright/test";
import { expect, jsEnabled } from "./fixtures";

// The PCB and stencil quote form (English page) as a person fills it, with and without JavaScript.

/** A select of the form by its exact label. */
export const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A board of 100 × 80 mm on aluminium, whose usual options are applied (by the button without JavaScript). */
export async function chooseAluminiumBoard(page: Page) {
  await page.getByLabel("Board width").fill("100");
  await page.getByLabel("Board height").fill("80");
  await page.getByLabel("Notes on the boards").fill("Please panelise 2 × 2.");
  await select(page, "Base material").selectOption({ label: "Aluminium (metal core)" });
  if (!jsEnabled()) await page.getByRole("button", { name: "Apply the usual options for the base material" }).click();
  // Spec §4, base material 2: layer 1, copper 1, colour 3, silkscreen 2, finish 2; everything else as typed.
  await expect(select(page, "Layers")).toHaveValue("1");
  await expect(select(page, "Outer copper weight")).toHaveValue("1");
  await expect(select(page, "Solder mask colour")).toHaveValue("3");
  await expect(select(page, "Silkscreen colour")).toHaveValue("2");
  await expect(select(page, "Surface finish")).toHaveValue("2");
  await expect(select(page, "Base material")).toHaveValue("2");
  await expect(page.getByLabel("Board width")).toHaveValue("100");
  await expect(page.getByLabel("Notes on the boards")).toHaveValue("Please panelise 2 × 2.");
}
