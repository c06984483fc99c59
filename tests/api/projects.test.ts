// Business projects (issue 33 item 3, docs/decisions/045-projects.md): sales creates a company's project and its items,
// audited with before and after; the company's users holding view-projects list, filter and read it, add its items to
// the cart as Project lines at the project price, and a net-term order of them falls due after the project's maturity.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createCompanyUser, createVerifiedAccount, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { readyCheckout } from "./support/checkout";
import { staffToken } from "./support/staff";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
const tokens: Record<"admin" | "noProjects" | "stranger" | "sales" | "finance", string> = {
  admin: "",
  noProjects: "",
  stranger: "",
  sales: "",
  finance: "",
};
let parts: Array<{ variantId: number; sku: string; firstBreak: string }>;
let companyId = "";
let projectId = 0;
const today = new Date().toISOString().slice(0, 10);
const daysFrom = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  const noProjects = `no-projects-${randomUUID()}@example.com`;
  await createCompanyUser(t.db, DEMO_ACCOUNTS.businessAdmin.email, noProjects, "Passw0rd!x", ["view-orders"]);
  tokens.noProjects = (await signIn(t.app, noProjects, "Passw0rd!x", "b2b")).accessToken;
  const stranger = `stranger-${randomUUID()}@example.com`;
  await createVerifiedAccount(t.db, "b2b", stranger, "Passw0rd!x");
  tokens.stranger = (await signIn(t.app, stranger, "Passw0rd!x", "b2b")).accessToken;
  tokens.sales = await staffToken(t.db, "sales");
  tokens.finance = await staffToken(t.db, "finance");
  // Two parts sold one by one, in stock, with a catalog price (so that the project price is seen to replace it).
  parts = await rows(
    t.db,
    sql`SELECT v.id AS "variantId", v.sku,
               (SELECT b.unit_price_usd::text FROM price_breaks b WHERE b.variant_id = v.id ORDER BY b.quantity LIMIT 1) AS "firstBreak"
          FROM variants v JOIN products p ON p.id = v.product_id
         WHERE v.is_show_price AND p.status <> 'obsolete' AND v.minimum_order_quantity = 1 AND v.order_quantity_multiplier = 1
           AND v.total_stock >= 100 AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.variant_id = v.id)
         ORDER BY v.id LIMIT 2`,
  );
  expect(parts).toHaveLength(2);
  const [company] = await rows<{ id: string }>(
    t.db,
    sql`SELECT company_id AS id FROM users WHERE email = ${DEMO_ACCOUNTS.businessAdmin.email}`,
  );
  companyId = company.id;
});
afterAll(() => t.close());

type Caller = keyof typeof tokens;
const call = (caller: Caller | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { "accept-language": "en", ...(caller ? bearer(tokens[caller]) : {}), ...headers },
    payload,
  });

const project = {
  name: "Line 4 inverter build",
  status: "active",
  periodStart: daysFrom(today, -10),
  periodEnd: daysFrom(today, 80),
  interestRateCode: "VF-60",
  maturityDays: 60,
};

describe("sales keeps a company's projects", () => {
  it("creates a project for the demo company, audited; finance (without projects.manage) and customers may not", async () => {
    expect((await call("finance", "POST", `/back-office/companies/${companyId}/projects`, project)).statusCode).toBe(403);
    expect((await call("admin", "POST", `/back-office/companies/${companyId}/projects`, project)).statusCode).toBe(403);
    const backwards = await call("sales", "POST", `/back-office/companies/${companyId}/projects`, {
      ...project,
      periodEnd: daysFrom(today, -20),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.errors[0]).toMatchObject({ field: "periodEnd", message: "The end date cannot be before the start date" });
    expect((await call("sales", "POST", `/back-office/companies/${randomUUID()}/projects`, project)).statusCode).toBe(404);

    const created = await call("sales", "POST", `/back-office/companies/${companyId}/projects`, project);
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().data;
    projectId = page.id;
    expect(page).toMatchObject({ ...project, companyId, isOrderable: true, items: [] });
    expect(page.audit[0]).toMatchObject({
      objectType: "project",
      objectId: String(projectId),
      action: "create",
      staffEmail: "sales@staff.devre.example",
      before: null,
      after: { name: project.name, maturityDays: 60, interestRateCode: "VF-60" },
    });
    const listed = (await call("sales", "GET", `/back-office/companies/${companyId}/projects`)).json().data.items;
    expect(listed.map((summary: { id: number }) => summary.id)).toContain(projectId);
  });

  it("adds two parts by SKU at project prices with committed quantities, refuses an unknown or repeated part", async () => {
    const url = `/back-office/projects/${projectId}/items`;
    const unknown = await call("sales", "POST", url, { part: "NO-SUCH-PART-XYZ", unitPriceUsd: "1", committedQuantity: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.errors[0]).toMatchObject({ field: "part" });
    const first = await call("sales", "POST", url, { part: parts[0].sku, unitPriceUsd: "0,5125", committedQuantity: 40 });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call("sales", "POST", url, { part: parts[1].sku.toLowerCase(), unitPriceUsd: "2.75", committedQuantity: 12 });
    expect(second.statusCode, second.body).toBe(201);
    const page = second.json().data;
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      variantId: parts[0].variantId,
      unitPriceUsd: "0.512500",
      committedQuantity: 40,
      orderedQuantity: 0,
    });
    expect(page.audit[0]).toMatchObject({
      action: "add-item",
      after: { sku: parts[1].sku, unitPriceUsd: "2.750000", committedQuantity: 12 },
    });
    expect((await call("sales", "POST", url, { part: parts[0].sku, unitPriceUsd: "1", committedQuantity: 1 })).statusCode).toBe(409);
  });

  it("edits a project's fields and removes a part, each audited with before and after", async () => {
    const renamed = await call("sales", "PUT", `/back-office/projects/${projectId}`, { ...project, name: "Line 4 inverters" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.audit[0]).toMatchObject({
      action: "update",
      before: { name: project.name },
      after: { name: "Line 4 inverters" },
    });
    await call("sales", "PUT", `/back-office/projects/${projectId}`, project);

    const spare = await call("sales", "POST", `/back-office/companies/${companyId}/projects`, { ...project, name: "Spare" });
    const spareId = spare.json().data.id;
    const added = (
      await call("sales", "POST", `/back-office/projects/${spareId}/items`, { part: parts[0].sku, unitPriceUsd: "1", committedQuantity: 5 })
    ).json().data;
    const removed = await call("sales", "DELETE", `/back-office/projects/${spareId}/items/${added.items[0].id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.items).toEqual([]);
    expect(removed.json().data.audit[0]).toMatchObject({ action: "remove-item", before: { sku: parts[0].sku }, after: null });
    // An item of another project is not this one's.
    expect((await call("sales", "DELETE", `/back-office/projects/${projectId}/items/${added.items[0].id}`)).statusCode).toBe(404);
    await call("sales", "PUT", `/back-office/projects/${spareId}`, { ...project, name: "Spare", status: "closed" });
  });
});

describe("the company's users", () => {
  it("list the company's projects filtered by name, status and period, a page at a time", async () => {
    const all = (await call("admin", "GET", "/aggregator/users/me/projects")).json().data;
    expect(all.totalCount).toBe(2);
    const byName = (await call("admin", "GET", "/aggregator/users/me/projects?name=inverter")).json().data;
    expect(byName.items.map((item: { id: number }) => item.id)).toEqual([projectId]);
    expect(byName.items[0]).toMatchObject({ maturityDays: 60, interestRateCode: "VF-60", itemCount: 2, isOrderable: true });
    const closed = (await call("admin", "GET", "/aggregator/users/me/projects?status=closed")).json().data;
    expect(closed.items.map((item: { name: string }) => item.name)).toEqual(["Spare"]);
    const later = (await call("admin", "GET", `/aggregator/users/me/projects?from=${daysFrom(today, 100)}`)).json().data;
    expect(later.totalCount).toBe(0);
    const paged = (await call("admin", "GET", "/aggregator/users/me/projects?pageSize=1&page=2")).json().data;
    expect(paged).toMatchObject({ page: 2, pageSize: 1, totalCount: 2 });
    expect(paged.items).toHaveLength(1);
  });

  it("read a project with its items, and every item of the active projects", async () => {
    const detail = await call("admin", "GET", `/aggregator/users/me/projects/${projectId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.items.map((item: { sku: string }) => item.sku)).toEqual(parts.map((part) => part.sku));
    const items = (await call("admin", "GET", "/aggregator/users/me/project-items")).json().data.items;
    // The closed project's part is not offered.
    expect(items.map((item: { projectId: number }) => item.projectId)).toEqual([projectId, projectId]);
    const productId = detail.json().data.items[0].productId;
    const ofProduct = (await call("admin", "GET", `/aggregator/users/me/project-items?productId=${productId}`)).json().data.items;
    expect(ofProduct.map((item: { variantId: number }) => item.variantId)).toContain(parts[0].variantId);
  });

  it("answer 404 for another company's project and 403 without view-projects", async () => {
    expect((await call("stranger", "GET", `/aggregator/users/me/projects/${projectId}`)).statusCode).toBe(404);
    expect((await call("stranger", "POST", `/aggregator/users/me/projects/${projectId}/cart-items`, {})).statusCode).toBe(404);
    expect((await call("stranger", "GET", "/aggregator/users/me/projects")).json().data.totalCount).toBe(0);
    expect((await call("noProjects", "GET", "/aggregator/users/me/projects")).statusCode).toBe(403);
    expect((await call("noProjects", "GET", `/aggregator/users/me/projects/${projectId}`)).statusCode).toBe(403);
    expect((await call("noProjects", "GET", "/aggregator/users/me/project-items")).statusCode).toBe(403);
    expect((await call(null, "GET", "/aggregator/users/me/projects")).statusCode).toBe(401);
  });
});

describe("project lines in the cart and the order", () => {
  it("refuses a closed project's items", async () => {
    const spare = (await call("admin", "GET", "/aggregator/users/me/projects?status=closed")).json().data.items[0];
    expect((await call("admin", "POST", `/aggregator/users/me/projects/${spare.id}/cart-items`, {})).statusCode).toBe(409);
  });

  it("puts every item in the cart as Project lines at the project price, grouped under the project", async () => {
    // The address and delivery steps are made with a catalog part, which then leaves the cart.
    await readyCheckout(t.app, tokens.admin, {
      variantId: parts[0].variantId,
      business: true,
      extra: { currentAccountCode: "120.01.001" },
    });
    const active = (await call("admin", "GET", "/carts/users/me/active")).json().data;
    await call("admin", "POST", `/carts/users/me/${active.id}/lines/removal`, { lineIds: [], all: true });

    const added = await call("admin", "POST", `/aggregator/users/me/projects/${projectId}/cart-items?currency=USD`, {});
    expect(added.statusCode, added.body).toBe(200);
    const { cart, items } = added.json().data;
    expect(items.map((item: { added: boolean }) => item.added)).toEqual([true, true]);
    expect(cart.slots.normal).toEqual([]);
    expect(cart.slots.projects).toHaveLength(1);
    const slot = cart.slots.projects[0];
    expect(slot).toMatchObject({ projectId, projectName: project.name, maturityDays: 60, interestRateCode: "VF-60" });
    expect(slot.lines.map((line: { lineType: string; quantity: { value: number } }) => [line.lineType, line.quantity.value])).toEqual([
      ["Project", 40],
      ["Project", 12],
    ]);
    expect(slot.lines[0]).toMatchObject({ projectId, projectMaturityDays: 60, projectInterestRateCode: "VF-60", isAvailable: true });
    // The project price, whatever the catalog's breaks say.
    expect(slot.lines[0].unitPrice.primary).toMatch(/^0\.5125/);
    expect(slot.lines[0].unitPrice.primary).not.toBe(parts[0].firstBreak);
    expect(slot.lines[0].extendedPrice.primary).toBe("20.50");
    expect(slot.lines[1].extendedPrice.primary).toBe("33.00");
    expect(cart.totals.primary).toMatchObject({ subtotal: "0.00", projectSubtotal: "53.50" });
  });

  it("places a net-term order due after the project's maturity days, its lines keeping the project", async () => {
    const address = await call("admin", "GET", "/checkout/users/me");
    expect(address.statusCode, address.body).toBe(200);
    const placed = await call(
      "admin",
      "POST",
      "/orders/users/me",
      { paymentType: "net", readTerms: true },
      { "idempotency-key": randomUUID() },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = placed.json().data.order.orderNumber;
    const order = (await call("admin", "GET", `/orders/users/me/${orderNumber}`)).json().data;
    const orderDate = order.createdAt.slice(0, 10);
    // The demo current account's own maturity is 30 days: the project's 60 apply.
    expect(order.dueDate).toBe(daysFrom(orderDate, 60));
    expect(order.lines.map((line: { projectId: number | null }) => line.projectId)).toEqual([projectId, projectId]);

    const detail = (await call("admin", "GET", `/aggregator/users/me/projects/${projectId}`)).json().data;
    expect(detail.items.map((item: { orderedQuantity: number }) => item.orderedQuantity)).toEqual([40, 12]);
  });

  it("takes the shortest terms for an order mixing project and catalog lines", async () => {
    await readyCheckout(t.app, tokens.admin, {
      variantId: parts[1].variantId,
      business: true,
      extra: { currentAccountCode: "120.01.001" },
    });
    expect((await call("admin", "POST", `/aggregator/users/me/projects/${projectId}/cart-items`, {})).statusCode).toBe(200);
    const placed = await call(
      "admin",
      "POST",
      "/orders/users/me",
      { paymentType: "net", readTerms: true },
      { "idempotency-key": randomUUID() },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (await call("admin", "GET", `/orders/users/me/${placed.json().data.order.orderNumber}`)).json().data;
    expect(order.dueDate).toBe(daysFrom(order.createdAt.slice(0, 10), 30));
  });
});
