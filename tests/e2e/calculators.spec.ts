import type { Page } from "@playwright/test";
import { pathFor } from "../../contract/paths";
import { expect, expectAccessible, test } from "./support/fixtures";

// The calculators (issue 17): each answers a plain form post, and with JavaScript as one types.

/** A conversion's table row of a unit: its name, then the value written with the unit's symbol. */
const row = (page: Page, unitName: string) => page.getByRole("row", { name: new RegExp(`^${unitName}\\b`) }).getByRole("cell");
/** The value an answer lists under a label. */
const answer = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

test("30 dBm is 1 W, by form post", async ({ page }) => {
  await page.goto(pathFor("calcDbmToWatt", "en"));
  await page.getByLabel("Value").fill("30");
  await expect(page.getByLabel("Unit")).toHaveValue("dBm");
  await page.getByRole("button", { name: "Convert" }).click();

  await expect(row(page, "watt")).toHaveText("1 W");
  await expect(row(page, "milliwatt")).toHaveText("1000 mW");
  await expect(page.getByLabel("Value")).toHaveValue("30");
});

test("capacitor code 104 is 100 nF, by form post", async ({ page }) => {
  await page.goto(pathFor("calcCapacitor", "tr"));
  await page.getByRole("textbox", { name: "Kod" }).fill("104K");
  await page.getByRole("button", { name: "Kodu çöz" }).click();

  await expect(answer(page, "Kapasitans")).toHaveText("100 nF");
  await expect(answer(page, "pF")).toHaveText("100 000 pF");
  await expect(answer(page, "µF")).toHaveText("0,1 µF");
  await expect(answer(page, "Tolerans")).toHaveText("±%10");
  await expect(page.getByRole("textbox", { name: "Kod" })).toHaveValue("104K");
});

test("12 V over 10 kΩ and 10 kΩ gives 6 V, by form post", async ({ page }) => {
  await page.goto(pathFor("calcVoltageDivider", "en"));
  await page.getByLabel("Input voltage (Vin)").fill("12");
  await page.getByLabel("Resistor R1").fill("10k");
  await page.getByLabel("Resistor R2").fill("10 kΩ");
  await page.getByRole("button", { name: "Calculate" }).click();

  await expect(answer(page, "Output voltage (Vout)")).toHaveText("6 V");
  await expect(answer(page, "Current (I)")).toHaveText("600 µA");
  await expect(page.getByLabel("Resistor R2")).toHaveValue("10 kΩ");
});

test("100 °C is 212 °F and 373.15 K, by form post, in each language's decimals", async ({ page }) => {
  await page.goto(pathFor("calcTemperature", "tr"));
  await page.getByLabel("Değer").fill("100");
  await page.getByRole("button", { name: "Dönüştür" }).click();
  await expect(row(page, "Fahrenheit")).toHaveText("212 °F");
  await expect(row(page, "Kelvin")).toHaveText("373,15 K");

  await page.goto(pathFor("calcTemperature", "en"));
  await page.getByLabel("Value").fill("100");
  await page.getByRole("button", { name: "Convert" }).click();
  await expect(row(page, "Kelvin")).toHaveText("373.15 K");
  await expectAccessible(page);
});

test("an impossible input is explained next to its field and what was typed stays", async ({ page }) => {
  await page.goto(pathFor("calcOhmsLaw", "tr"));
  await page.getByLabel("Gerilim (V)").fill("12");
  await page.getByLabel("Direnç (R)").fill("-5");
  await page.getByRole("button", { name: "Hesapla" }).click();

  await expect(page.getByLabel("Direnç (R)")).toHaveAccessibleDescription(/Direnç negatif olamaz/);
  await expect(page.getByLabel("Direnç (R)")).toHaveValue("-5");
  await expect(page.getByLabel("Gerilim (V)")).toHaveValue("12");
  await expectAccessible(page);

  await page.goto(pathFor("calcOhmsLaw", "en"));
  await page.getByLabel("Voltage (V)").fill("12");
  await page.getByLabel("Current (I)").fill("0");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByLabel("Current (I)")).toHaveAccessibleDescription(/Division by zero/);
  await expect(page.getByLabel("Current (I)")).toHaveValue("0");

  await page.goto(pathFor("calcTemperature", "en"));
  await page.getByLabel("Value").fill("-300");
  await page.getByRole("button", { name: "Convert" }).click();
  await expect(page.getByLabel("Value")).toHaveAccessibleDescription(/below absolute zero/);
  await expect(page.getByLabel("Value")).toHaveValue("-300");
});

test("too few values get a prompt, not an answer", async ({ page }) => {
  await page.goto(pathFor("calcOhmsLaw", "en"));
  await page.getByLabel("Voltage (V)").fill("12");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Enter two of the four values/);
  await expect(page.locator("dd")).toHaveCount(0);
});

test("an unknown calculator is not found", async ({ page }) => {
  const response = await page.goto("/en/conversion/no-such-calculator");
  expect(response?.status()).toBe(404);
});

test("with JavaScript the answer follows the typing, without a submit @needs-js", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto(pathFor("calcTemperature", "en"));
  await page.getByLabel("Value").fill("100");
  await expect(row(page, "Fahrenheit")).toHaveText("212 °F");
  await page.getByLabel("Value").fill("-40");
  await expect(row(page, "Fahrenheit")).toHaveText("−40 °F");
  await page.getByLabel("Value").fill("300");
  await page.getByLabel("Unit").selectOption("K");
  await expect(row(page, "Celsius")).toHaveText("26.85 °C");

  await page.getByRole("navigation", { name: "Calculators and converters" }).getByRole("link", { name: "Ohm's law calculator" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ohm's law calculator");
  await page.getByLabel("Voltage (V)").fill("12");
  await page.getByLabel("Resistance (R)").fill("4k7");
  await expect(answer(page, "Current (I)")).toHaveText("2.55319 mA");
  await expect(answer(page, "Power (P)")).toHaveText("30.6383 mW");
  expect(posts).toEqual([]);
  await expectAccessible(page);
});

test("every calculator lists the others and marks its own", async ({ page }) => {
  await page.goto(pathFor("calcWeight", "tr"));
  const list = page.getByRole("navigation", { name: "Hesaplayıcılar ve dönüştürücüler" });
  await expect(list.getByRole("link")).toHaveCount(11);
  await expect(list.getByRole("link", { name: "Ağırlık dönüştürücü" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle(/^Ağırlık dönüştürücü \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /0,45359237 kg/);
  await expect(page.getByText("Dönüştürmek için bir değer girin.")).toBeVisible();
});
