import type { Page } from "@playwright/test";
import { expect, jsEnabled, test } from "./support/fixtures";
import { readCodeFromOutbox, uniqueEmail } from "./support/account-flows";

const pdf = (size: number) => ({
  name: "vergi-levhasi.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size, 32)]),
});

/** City → town → district: without JavaScript the "update the lists" button brings each next list. */
async function chooseAddress(page: Page) {
  const nextList = async () => {
    if (!jsEnabled()) await page.getByRole("button", { name: "Update the lists" }).click();
  };
  await page.getByLabel("City").selectOption("34");
  await nextList();
  await expect(page.getByLabel("Town (ilçe)").locator("option", { hasText: "Kadıköy" })).toHaveCount(1);
  await page.getByLabel("Town (ilçe)").selectOption("Kadıköy");
  await nextList();
  await expect(page.getByLabel("District (mahalle)").locator("option", { hasText: "Caferağa Mah" })).toHaveCount(1);
  await page.getByLabel("District (mahalle)").selectOption("Caferağa Mah");
}

async function fillBusiness(page: Page, email: string) {
  await page.goto("/en/signup?type=b2b");
  await chooseAddress(page);
  await page.getByLabel("Address").fill("Moda Cad. No: 1");
  await page.getByLabel("First name").fill("Murat");
  await page.getByLabel("Last name").fill("Şahin");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Company123");
  await page.getByLabel("Company name").fill("Şahin Elektronik Ltd. Şti.");
  await page.getByLabel("Tax office").fill("Kadıköy");
  await page.getByLabel("Tax number").fill(String(Date.now()).slice(-10));
  for (const label of ["Company type", "Sector", "Activity area"]) await page.getByLabel(label).selectOption({ index: 1 });
  await page.getByLabel(/accept the membership agreement/).check();
  await page.getByLabel(/personal data protection \(KVKK\) notice/).check();
}

test("a business signs up with a company document, verifies the code and lands on its congratz page", async ({ page }) => {
  const email = uniqueEmail("business", test.info().project.name);
  await fillBusiness(page, email);
  await page.getByLabel("Company document").setInputFiles(pdf(2048));
  await page.getByRole("button", { name: "Create the company account" }).click();
  await expect(page).toHaveURL(/\/en\/otp$/);

  const code = await readCodeFromOutbox(page, email);
  await page.goto("/en/otp");
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/en\/register\/b2b\/congratz$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your company account is ready" })).toBeVisible();

  await page.goto("/en/dashboard/profile/company");
  await expect(page.getByText("vergi-levhasi.pdf")).toBeVisible();
});

test("a company document over the limit is refused next to its field and everything else is kept", async ({ page }) => {
  const email = uniqueEmail("large-doc", test.info().project.name);
  await fillBusiness(page, email);
  await page.getByLabel("Company document").setInputFiles(pdf(6 * 1024 * 1024));
  await page.getByRole("button", { name: "Create the company account" }).click();
  await expect(page.getByLabel("Company document")).toHaveAccessibleDescription(/large|5 MB/i);
  await expect(page.getByLabel("Company name")).toHaveValue("Şahin Elektronik Ltd. Şti.");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByLabel("District (mahalle)")).toHaveValue("Caferağa Mah");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(jsEnabled() ? "Company123" : "");
});

test("a document larger than the store reads: with JavaScript refused before sending, without it the 413 page", async ({ page }) => {
  await fillBusiness(page, uniqueEmail("huge-doc", test.info().project.name));
  await page.getByLabel("Company document").setInputFiles(pdf(12 * 1024 * 1024));
  await page.getByRole("button", { name: "Create the company account" }).click();
  if (jsEnabled()) {
    await expect(page.getByLabel("Company document")).toHaveAccessibleDescription(/too large/i);
    await expect(page.getByLabel("Company name")).toHaveValue("Şahin Elektronik Ltd. Şti.");
  } else {
    await expect(page.getByRole("heading", { name: "Too large" })).toBeVisible();
    await expect(page.getByText("The file or content you sent is too large.")).toBeVisible();
  }
});

test("without JavaScript, updating the address lists keeps the form and asks again for the password and the document", async ({ page }) => {
  test.skip(jsEnabled(), "with JavaScript the lists update in place and nothing leaves the form");
  await page.goto("/en/signup?type=b2b");
  await page.getByLabel("Company name").fill("Şahin Elektronik Ltd. Şti.");
  await page.getByLabel("Password", { exact: true }).fill("Company123");
  await page.getByLabel("Company document").setInputFiles(pdf(2048));
  await page.getByLabel("City").selectOption("34");
  await page.getByRole("button", { name: "Update the lists" }).click();
  await expect(page.getByLabel("Town (ilçe)").locator("option", { hasText: "Kadıköy" })).toHaveCount(1);
  await expect(page.getByLabel("Company name")).toHaveValue("Şahin Elektronik Ltd. Şti.");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/type your password again/);
  await expect(page.getByLabel("Company document")).toHaveAccessibleDescription(
    /“vergi-levhasi\.pdf” could not be kept.*choose the document again/,
  );
});
