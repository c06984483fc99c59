import { expect, test } from "./support/fixtures";

// A form's client-side validation loads on its first use (app/lib/forms/use-lazy-validation.ts,
// docs/decisions/062-page-javascript.md): the page's JavaScript carries no zod, the first focus in the form loads it,
// and a field left before it has arrived still shows its mistake, without anything posted to the server.

test("a form's validation loads on its first focus, and a field left at once still shows its mistake before any post @needs-js", async ({
  page,
}) => {
  const loaded: string[] = [];
  const intentsPosted: string[] = [];
  page.on("request", (request) => {
    if (/zod-validation-[\w-]+\.js$/.test(request.url())) loaded.push(request.url());
    if (request.method() === "POST" && (request.postData() ?? "").includes("__intent__")) intentsPosted.push(request.url());
  });
  await page.goto("/pcb-teklifi/teklif");
  await expect(page.locator("#pcb-offer")).toBeVisible();
  expect(loaded, "no validation before the form is used").toEqual([]);

  const email = page.getByLabel("E-posta", { exact: true });
  // Typed and left at once: the blur may come before the validation has loaded; it is held and replayed.
  await email.fill("ece@@example");
  await email.press("Tab");
  await expect(email).toHaveAccessibleDescription(/Geçerli bir e-posta adresi girin/);
  expect(loaded.length, "the validation loaded on the first focus").toBeGreaterThan(0);
  // Fixed, the mistake goes as it is typed (conform revalidates on input).
  await email.fill("ece@example.com");
  await expect(email).not.toHaveAccessibleDescription(/Geçerli bir e-posta adresi girin/);
  expect(intentsPosted, "conform's validation requests stay in the browser").toEqual([]);
});

test("the form's constraints come from the server, in its HTML and after a navigation in the page", async ({ page }) => {
  await page.goto("/en/pcb-offer");
  // With JavaScript a client-side navigation: the constraints come with the route's data.
  await page.getByRole("link", { name: "Ask for a PCB or stencil quote" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "PCB and stencil quote" })).toBeVisible();
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveAttribute("required", "");
  await expect(page.getByLabel("First name")).toHaveAttribute("required", "");
  // The optional commercial messages box is not required (app/lib/forms/constraint.ts).
  await expect(page.getByLabel(/commercial messages/i)).not.toHaveAttribute("required", /.*/);
});
