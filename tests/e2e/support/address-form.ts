import type { Page } from "@playwright/test";
import { expect, jsEnabled } from "./fixtures";

/**
 * İstanbul → Kadıköy → Caferağa through the dependent selects: without JavaScript the "update the lists"
 * button brings each next list, with JavaScript the fetcher fills it as soon as a choice changes.
 */
export async function chooseKadikoy(page: Page) {
  const step = async (label: string, value: string, next?: string, nextOption?: string) => {
    await page.getByLabel(label).selectOption(value);
    if (!jsEnabled()) await page.getByRole("button", { name: "Update the lists" }).click();
    if (next) await expect(page.getByLabel(next).locator("option", { hasText: nextOption })).toHaveCount(1);
  };
  await step("City", "34", "Town (ilçe)", "Kadıköy");
  await step("Town (ilçe)", "Kadıköy", "District (mahalle)", "Caferağa");
  await step("District (mahalle)", "Caferağa Mah");
  await expect(page.getByLabel("City")).toHaveValue("34");
}

/** The person fields of an address form: its name, first and last name, phone. */
export async function fillPerson(page: Page, title: string) {
  await page.getByLabel("Address name").fill(title);
  await page.getByLabel("First name").fill("Ece");
  await page.getByLabel("Last name").fill("Test");
  await page.getByLabel("Phone", { exact: true }).fill("532 111 22 33");
}

/**
 * Caferağa's postal code: with scripts the district's choice fills it in (typing meanwhile would race the fill), without
 * them it is typed.
 */
export async function fillKadikoyPostalCode(page: Page) {
  const postalCode = page.getByLabel("Postal code");
  if (jsEnabled()) await expect(postalCode).toHaveValue("34710");
  else await postalCode.fill("34710");
}
