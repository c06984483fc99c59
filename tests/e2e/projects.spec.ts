import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { VariantSearchResult } from "../../contract/api/catalog/schemas";
import type { Order } from "../../contract/api/orders/schemas";
import { LOCALE_TAGS } from "../../contract/locale";
import { pathFor } from "../../contract/paths";
import { catalogApi } from "./support/catalog-api";
import { expect, expectAccessible, jsEnabled, test } from "./support/fixtures";
import { apiAs } from "./support/fresh-account";
import { demoCompanyColleague } from "./support/fresh-company";
import { apiUrl, signIn } from "./support/session";
import { signInAsStaff } from "./support/staff";

// Issue 33's second done-when (docs/decisions/045-projects.md): sales creates a project for the demo company with two
// parts; a business user of the demo company sees it on the project list, its page and the project parts page with
// its maturity days and interest-rate code, adds both parts to the cart, the cart groups them under the project, and
// the net-term order falls due the maturity days after the order date. The buyer is a colleague of the demo company's
// administrator, made by the administrator with a role holding view-projects and create-orders: each run orders from
// a cart of its own, while other specs order from the administrator's active cart at the same time.

const MATURITY_DAYS = 75;

/** Two priced parts of the demo catalog, with stock for a few times their smallest order. */
/** The smallest quantity the cart takes of a part: its minimum, raised to a whole number of its multiple. */
const smallestOrder = (part: { minimumOrderQuantity: number; orderQuantityMultiplier: number }) => {
  const multiplier = Math.max(1, part.orderQuantityMultiplier);
  return Math.ceil(Math.max(1, part.minimumOrderQuantity) / multiplier) * multiplier;
};

async function twoParts(request: Parameters<typeof catalogApi>[0]) {
  const list = await catalogApi<VariantSearchResult>(request, "products/variants/search", {
    category: "chip-resistors-smd",
    inStock: "true",
    pageSize: 100,
  });
  // Small orders: the demo current account's limit is shared by every run.
  const parts = list.items.filter(
    (item) => item.isShowPrice && smallestOrder(item) <= 1000 && (item.stock ?? 0) >= 4 * smallestOrder(item),
  );
  expect(parts.length, "two priced parts in stock among the first SMD chip resistors").toBeGreaterThanOrEqual(2);
  return parts.slice(0, 2);
}

/** A buyer of the demo company whose role holds view-projects and create-orders, with an invoice address. */
const demoCompanyBuyer = (project: string) =>
  demoCompanyColleague(
    { firstName: "Selin", lastName: "Proje", roleName: "Projeler" },
    ["view-orders", "create-orders", "view-projects"],
    project,
  );

/** The demo company's id, as the back office's companies search finds it by its tax number. */
async function demoCompanyId(accessToken: string) {
  const response = await fetch(`${apiUrl()}/back-office/companies?q=1234567890`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return ((await response.json()) as { data: { items: Array<{ id: string }> } }).data.items[0].id;
}

/** Sales creates the project on the company's page and adds the two parts by SKU with prices and committed quantities. */
async function salesCreatesProject(page: Page, companyId: string, name: string, parts: Array<{ sku: string; committed: number }>) {
  await page.goto(pathFor("backOfficeCompany", "en", { companyId }));
  const projects = page.getByRole("region", { name: "Projects" });
  await projects.getByRole("link", { name: "Create a project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^New project for Demo Elektronik/ })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Project name").fill(name);
  await page.getByLabel("Period start").fill(end);
  await page.getByLabel("Period end").fill(today);
  await page.getByLabel("Interest-rate code").fill("VF-75");
  await page.getByLabel("Maturity (days)").fill(String(MATURITY_DAYS));
  await page.getByRole("button", { name: "Create the project" }).click();
  // A period ending before it starts is refused next to its end, with what was typed kept.
  await expect(page.getByText("The end date cannot be before the start date")).toBeVisible();
  await expect(page.getByLabel("Project name")).toHaveValue(name);
  await page.getByLabel("Period start").fill(today);
  await page.getByLabel("Period end").fill(end);
  await page.getByRole("button", { name: "Create the project" }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const prices = ["0.0125", "0.02"];
  for (const [index, { sku, committed }] of parts.entries()) {
    await page.getByLabel("SKU or MPN").fill(sku);
    await page.getByLabel("Project unit price (USD)").fill(prices[index]);
    await page.getByLabel("Committed quantity").fill(String(committed));
    await page.getByRole("button", { name: "Add the part" }).click();
    await expect(page.getByText("The part was added to the project").first()).toBeVisible();
    await expect(page.getByRole("table", { name: "The project's parts" })).toContainText(sku);
  }
  await expectAccessible(page);
}

test("sales creates a project; the company's buyer sees it, adds its parts, and the net-term order falls due after its maturity", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  const name = `Inverter line ${project} ${randomUUID().slice(0, 6)}`;
  const parts = await twoParts(request);
  const skus = parts.map((part) => part.sku);
  const staff = await signInAsStaff(context, baseURL!, "sales");
  const committed = parts.map((part) => ({ sku: part.sku, committed: 2 * smallestOrder(part) }));
  await salesCreatesProject(page, await demoCompanyId(staff.accessToken), name, committed);

  const buyer = await demoCompanyBuyer(project);
  await signIn(context, baseURL!, buyer);

  // The list, filtered by the name: the filters form has no page field, so a filter goes back to page 1.
  await page.goto(`${pathFor("projectList", "en")}?page=2`);
  await expect(page.getByRole("heading", { level: 1, name: "Project list" })).toBeVisible();
  await page.getByLabel("Project name").fill(name);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).not.toHaveURL(/page=2/);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(`${MATURITY_DAYS} days`);
  await expect(row).toContainText("VF-75");
  await expectAccessible(page);

  // The project's page: its terms and both parts at the project price, then all of them into the cart.
  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("project-terms")).toContainText(`${MATURITY_DAYS} days`);
  await expect(page.getByTestId("project-terms")).toContainText("VF-75");
  const table = page.getByRole("table", { name: "Parts at project prices" });
  for (const sku of skus) await expect(table).toContainText(sku);
  await expect(table).toContainText("0.0125");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Add all parts to the cart" }).click();
  await expect(page.getByText("2 parts added to the cart at the project price").first()).toBeVisible();

  // Every part of the open projects, on their own page.
  await page.goto(pathFor("projectItems", "en"));
  const items = page.getByRole("table", { name: "Project parts" });
  // Other runs' projects of the demo company are listed too: each part is looked for in this project's row.
  for (const sku of skus) await expect(items.getByRole("row", { name: new RegExp(`^${name} .*${sku}`) })).toBeVisible();
  await expectAccessible(page);

  // The cart groups the parts under the project with its terms, priced at the project price.
  await page.goto(pathFor("shoppingCart", "en"));
  const slot = page.getByRole("region", { name: `Project: ${name}` });
  await expect(slot).toContainText(`Maturity ${MATURITY_DAYS} days · interest-rate code VF-75`);
  for (const sku of skus) await expect(slot).toContainText(sku);
  await expectAccessible(page);

  // The net-term order on the demo company's current account.
  await page.goto(pathFor("checkoutAddress", "en"));
  await page.getByLabel("Recipient's first name").fill("Selin");
  await page.getByLabel("Recipient's last name").fill("Proje");
  await page.getByLabel("Recipient's phone").fill("532 000 00 03");
  await page.getByLabel("Current account to charge").selectOption("120.01.001");
  await page.getByRole("button", { name: "Continue to the delivery method" }).click();
  await page.getByRole("radio", { name: /· Standard/ }).check();
  await page.getByRole("button", { name: "Continue to the payment" }).click();
  await page.getByRole("radio", { name: /Net term \(current account\)/ }).check();
  await page.getByRole("checkbox", { name: /I have read and accept/ }).check();
  await page.getByRole("button", { name: "Place the order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you: your order is placed on your current account" })).toBeVisible();
  const orderNumber = (await page.locator("[data-order-number]").textContent())!.trim();

  const order = await apiAs<Order>(buyer.token, "GET", `orders/users/me/${orderNumber}`);
  const due = new Date(Date.parse(`${order.createdAt.slice(0, 10)}T00:00:00Z`) + MATURITY_DAYS * 86_400_000);
  expect(order.dueDate).toBe(due.toISOString().slice(0, 10));
  await page.goto(pathFor("orderDetail", "en", { id: orderNumber }));
  const dueText = new Intl.DateTimeFormat(LOCALE_TAGS.en, { dateStyle: "long", timeZone: "UTC" }).format(due);
  await expect(page.getByText("Due date").locator("..")).toContainText(dueText);
  await expectAccessible(page);
});

/** A price-and-stock request of the buyer's, answered by sales with a sent offer: the part at an offered price and a PCB batch. */
async function offerForBuyer(
  buyer: Parameters<typeof apiAs>[0],
  sales: Parameters<typeof apiAs>[0],
  part: { variantId: number; sku: string },
) {
  const request = await apiAs<{ id: number }>(buyer, "POST", "aggregator/users/me/user-product-requests", {
    variantId: part.variantId,
    quantity: "100",
  });
  const number = `FST-${String(request.id).padStart(6, "0")}`;
  const inbox = await apiAs<{ items: Array<{ caseId: number }> }>(sales, "GET", `back-office/requests?q=${number}`);
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const offer = await apiAs<{ id: number; number: string }>(sales, "POST", `back-office/requests/${inbox.items[0].caseId}/offers`, {
    currency: "USD",
    validUntil,
  });
  for (const line of [
    { kind: "catalog-part", part: part.sku, quantity: "100", unitPrice: "0.015", leadTimeDays: "0" },
    {
      kind: "pcb-batch",
      description: "Motor driver PCB, 4 layers",
      specification: "FR-4 1.6 mm, ENIG",
      quantity: "50",
      unitPrice: "3.2",
      leadTimeDays: "10",
    },
  ])
    await apiAs(sales, "POST", `back-office/offers/${offer.id}/lines`, line);
  await apiAs(sales, "POST", `back-office/offers/${offer.id}/send`, {});
  return offer.number;
}

test("sales adds an offer's lines to a project; the buyer adds the part and the PCB batch to the cart under the project", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  const name = `Drive boards ${project} ${randomUUID().slice(0, 6)}`;
  const [part] = await twoParts(request);
  const buyer = await demoCompanyBuyer(project);
  const staff = await signInAsStaff(context, baseURL!, "sales");
  const offerNumber = await offerForBuyer(buyer.token, staff, { variantId: part.variantId, sku: part.sku });
  const today = new Date().toISOString().slice(0, 10);
  const created = await apiAs<{ id: number }>(staff, "POST", `back-office/companies/${await demoCompanyId(staff.accessToken)}/projects`, {
    name,
    periodStart: today,
    periodEnd: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
    interestRateCode: "VF-75",
    maturityDays: MATURITY_DAYS,
  });

  // Sales adds the offer's lines on the project's page: a wrong number is refused next to its field, kept as typed.
  await page.goto(pathFor("backOfficeProject", "en", { projectId: created.id }));
  await page.getByLabel("Offer number").fill("TKL-999999");
  await page.getByRole("button", { name: "Add the offer's lines" }).click();
  await expect(page.getByText("No offer TKL-999999 was made for this company")).toBeVisible();
  await expect(page.getByLabel("Offer number")).toHaveValue("TKL-999999");
  await page.getByLabel("Offer number").fill(offerNumber);
  await page.getByRole("button", { name: "Add the offer's lines" }).click();
  await expect(page.getByText(`The lines of offer ${offerNumber} were added to the project`).first()).toBeVisible();
  const parts = page.getByRole("table", { name: "The project's parts" });
  await expect(parts.getByRole("row", { name: new RegExp(part.sku) })).toContainText(`From offer line ${offerNumber}/1`);
  await expect(parts.getByRole("row", { name: /Motor driver PCB/ })).toContainText(`${offerNumber}/2`);
  await expectAccessible(page);

  // The buyer finds both on the project parts page and adds each to the cart.
  await signIn(context, baseURL!, buyer);
  await page.goto(pathFor("projectItems", "en"));
  const items = page.getByRole("table", { name: "Project parts" });
  const partRow = items.getByRole("row", { name: new RegExp(`^${name} .*${part.sku}`) });
  const batchRow = items.getByRole("row", { name: new RegExp(`^${name} .*Motor driver PCB`) });
  await expect(batchRow).toContainText(`Made to order · offer line ${offerNumber}/2`);
  await expect(batchRow).toContainText("FR-4 1.6 mm, ENIG");
  await expectAccessible(page);
  await batchRow.getByRole("button", { name: `Add 50 of ${offerNumber}/2 to the cart` }).click();
  await expect(page.getByText("1 part added to the cart at the project price").first()).toBeVisible();
  // The second add says the same: with scripts, the first one's toast must be gone for the next one to be its answer.
  if (jsEnabled()) await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await partRow.getByRole("button", { name: new RegExp(`^Add .* of ${part.sku} to the cart$`) }).click();
  await expect(page.getByText("1 part added to the cart at the project price").first()).toBeVisible();

  // The cart holds both under the project, the batch at the offered price and quantity.
  await page.goto(pathFor("shoppingCart", "en"));
  const slot = page.getByRole("region", { name: `Project: ${name}` });
  await expect(slot).toContainText(`Maturity ${MATURITY_DAYS} days · interest-rate code VF-75`);
  await expect(slot).toContainText(part.sku);
  await expect(slot).toContainText(`${offerNumber}/2`);
  await expect(slot).toContainText("Motor driver PCB, 4 layers");
  await expect(slot).toContainText("3.2000");
  await expectAccessible(page);
});
