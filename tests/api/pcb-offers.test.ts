import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GERBER_MAX_BYTES } from "@contract/api/offers/pcb-values";
import { pathFor } from "@contract/paths";
import { mailOutbox, pcbOfferGerbers, pcbOfferRequests, requestCases } from "../../api/db/schema";
import trOffers from "../../locales/tr/offers.json";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createVerifiedAccount, freshIp, signIn } from "./support/accounts";
import { multipart } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";

// PCB and stencil quote requests through the real API and database (docs/decisions/021-pcb-offers.md).

let t: TestApp;
const tokens = { consumer: "", admin: "", buyer: "", other: "" };
type Who = keyof typeof tokens;

const SALES = "sales@devre.example";
/** The spec's defaults (spec §3) with a board of 100 × 80 mm. */
const SPECIFICATION = {
  offerType: "pcb",
  dimensionWidth: "100",
  dimensionHeigth: "80",
  dimensionMeasurementType: "1",
  pcbQuantity: "10",
  baseMaterial: "1",
  layer: "2",
  pcbThickness: "5",
  outerCopperWeight: "1",
  pcbColor: "1",
  silkscreen: "1",
  surfaceFinish: "2",
  pcbRemark: "",
  stencilType: "1",
  size: "6",
  stencilSide: "1",
  stencilQuantity: "1",
  stencilThickness: "",
  existingFiducials: "",
  stencilRemark: "",
};
const GUEST = {
  ...SPECIFICATION,
  companyName: "Örnek Elektronik",
  name: "Ece",
  lastName: "Demir",
  email: "ece.demir@example.com",
  phoneCountryCode: "+90",
  phone: "532 000 00 09",
  isMembershipTermsAccepted: "on",
};
/** The smallest zip: an empty archive's end record. */
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

const asGuest = (url: string, payload: object | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `/v1${url}`,
    payload,
    headers: { "accept-language": "en", "x-forwarded-for": freshIp(), ...headers },
  });
const asUser = (who: Who, method: "GET" | "POST", url: string, payload?: object | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/v1${url}`, payload, headers: { ...bearer(tokens[who]), "accept-language": "en", ...headers } });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
  await createVerifiedAccount(t.db, "b2c", "pcb.other@example.com", "Baska2026");
  tokens.other = (await signIn(t.app, "pcb.other@example.com", "Baska2026", "b2c")).accessToken;
});
afterAll(() => t.close());

describe("the indicative price", () => {
  it("is worked out from the price table: set-up fee plus area × quantity × price per cm² × the options' multipliers", async () => {
    // 2 layers: 20 USD set-up + 80 cm² × 10 × 0.025 USD × 1.05 (lead-free HASL) = 41.00 USD.
    const answer = await asGuest("/crm/pcb-stencil-offers/estimate", SPECIFICATION);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      boards: { amount: "41.00", currency: "USD" },
      stencil: null,
      total: { amount: "41.00", currency: "USD" },
      boardAreaCm2: 80,
    });
    // In inches the sides are converted; a stencil adds its size's price (size 6, frameless: 45 USD a piece).
    const both = await asGuest("/crm/pcb-stencil-offers/estimate", {
      ...SPECIFICATION,
      offerType: "pcb-stencil",
      dimensionWidth: "2",
      dimensionHeigth: "1,5",
      dimensionMeasurementType: "2",
      stencilQuantity: "2",
    });
    expect(both.json().data.boardAreaCm2).toBe(19.35);
    expect(both.json().data.stencil).toEqual({ amount: "90.00", currency: "USD" });
  });

  it("refuses a board without sides, a side of letters, and one over the largest, naming each field", async () => {
    const answer = await asGuest("/crm/pcb-stencil-offers/estimate", { ...SPECIFICATION, dimensionWidth: "", dimensionHeigth: "abc" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.errors).toEqual(
      expect.arrayContaining([
        { field: "dimensionHeigth", message: "Enter a size greater than zero, such as 100 or 12,5" },
        { field: "dimensionWidth", message: "This field is required" },
      ]),
    );
    const tooLarge = await asGuest("/crm/pcb-stencil-offers/estimate", { ...SPECIFICATION, dimensionWidth: "700" });
    expect(tooLarge.json().error.errors).toEqual([{ field: "dimensionWidth", message: expect.stringContaining("600 mm") }]);
    // A stencil alone needs no board sides; a lone 0 is 0,1 by the numeric-field rule.
    expect(
      (await asGuest("/crm/pcb-stencil-offers/estimate", { ...SPECIFICATION, offerType: "stencil", dimensionWidth: "" })).statusCode,
    ).toBe(200);
    expect((await asGuest("/crm/pcb-stencil-offers/estimate", { ...SPECIFICATION, dimensionWidth: "0" })).json().data.boardAreaCm2).toBe(
      0.08,
    );
  });
});

describe("a guest's request", () => {
  it("is stored with its Gerber archive and mailed to the sales team and the requester", async () => {
    const form = multipart(
      { ...GUEST, deliveryTypeList: ["1", "3"] },
      { gerber: { name: "board.zip", content: ZIP, type: "application/zip" } },
    );
    const answer = await asGuest("/crm/pcb-stencil-offers", form.payload, form.headers);
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, type, estimate } = answer.json().data;
    expect(type).toBe("pcb");
    expect(estimate.total.amount).toBe("41.00");
    expect(answer.json().message).toContain(`PCB-${String(id).padStart(6, "0")}`);

    const [row] = await t.db.select().from(pcbOfferRequests).where(eq(pcbOfferRequests.id, id));
    expect(row).toMatchObject({ userId: null, email: "ece.demir@example.com", deliveryTypes: ["1", "3"], stencil: null });
    expect(row.boards).toMatchObject({ dimensionWidth: 100, dimensionHeigth: 80, layer: "2", pcbQuantity: "10" });
    expect(row.membershipTermsAcceptedAt).toBeInstanceOf(Date);
    const [gerber] = await t.db.select().from(pcbOfferGerbers).where(eq(pcbOfferGerbers.requestId, id));
    expect(gerber).toMatchObject({ fileName: "board.zip", size: ZIP.length });

    const number = `PCB-${String(id).padStart(6, "0")}`;
    const [sales] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, SALES));
    expect(sales.subject).toContain(number);
    expect(sales.text).toContain("ece.demir@example.com");
    expect(sales.text).toContain("board.zip");
    // Every field of the form, named as the form names it (in Turkish, the sales team's language), and the inbox's page.
    const { fields, options } = trOffers.pcb;
    expect(sales.text).toContain(`${fields.dimensionWidth}: 100 mm`);
    expect(sales.text).toContain(`${fields.dimensionHeigth}: 80 mm`);
    expect(sales.text).toContain(`${fields.pcbQuantity}: 10`);
    // The estimate with the Turkish decimal comma, as the rest of the mail writes numbers.
    expect(sales.text).toContain("41,00 USD");
    expect(sales.text).not.toContain("41.00");
    for (const field of ["baseMaterial", "layer", "pcbThickness", "outerCopperWeight", "pcbColor", "silkscreen", "surfaceFinish"] as const)
      expect(sales.text).toContain(`${fields[field]}: ${(options[field] as Record<string, string>)[SPECIFICATION[field]]}`);
    expect(sales.text).toContain(`${fields.deliveryTypeList}: ${options.deliveryType["1"]}, ${options.deliveryType["3"]}`);
    const [requestCase] = await t.db
      .select({ id: requestCases.id })
      .from(requestCases)
      .where(and(eq(requestCases.kind, "pcb"), eq(requestCases.requestRef, String(id))));
    expect(sales.text).toContain(pathFor("backOfficeRequest", "tr", { caseId: String(requestCase.id) }));
    const [receipt] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ece.demir@example.com"));
    expect(receipt.subject).toContain(number);
    // At an address a guest typed, the copy is the store's summary alone (docs/decisions/029-outbound-mail-limits.md).
    for (const typed of ["Ece", "board.zip"]) expect(receipt.text).not.toContain(typed);
  });

  it("refuses an invalid e-mail, a name of symbols, terms not accepted, a file that is not a zip and one too large", async () => {
    const wrong = await asGuest("/crm/pcb-stencil-offers", {
      ...GUEST,
      email: "ece@@example",
      name: "!!!",
      isMembershipTermsAccepted: "false",
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json()
        .error.errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["email", "isMembershipTermsAccepted", "name"]);

    const notZip = multipart(GUEST, { gerber: { name: "board.zip", content: Buffer.from("not a zip at all") } });
    const refused = await asGuest("/crm/pcb-stencil-offers", notZip.payload, notZip.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.errors).toEqual([{ field: "gerber", message: "The Gerber files must be one zip archive (.zip)" }]);

    const large = multipart(GUEST, { gerber: { name: "board.zip", content: Buffer.concat([ZIP, Buffer.alloc(GERBER_MAX_BYTES)]) } });
    const tooLarge = await asGuest("/crm/pcb-stencil-offers", large.payload, { ...large.headers, "accept-language": "tr" });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toMatch(/büyük/);
  });
});

describe("a signed-in user's requests", () => {
  it("are listed and shown to their owner and the owner's company administrator, and answer 404 to anyone else", async () => {
    const created = await asUser("buyer", "POST", "/aggregator/users/me/pcb-stencil-offers", {
      ...SPECIFICATION,
      offerType: "pcb-stencil",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const list = await asUser("buyer", "GET", "/aggregator/users/me/pcb-stencil-offers");
    const [item] = list.json().data.items;
    expect(item).toMatchObject({ id, type: "pcb-stencil", status: "new", requester: expect.any(String) });

    const detailUrl = `/aggregator/users/me/pcb-stencil-offers/${id}?type=pcb-stencil&userId=${item.userId}`;
    const detail = await asUser("buyer", "GET", detailUrl);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id, stencil: { size: "6", stencilQuantity: 1 }, boards: { layer: "2" }, gerber: null });
    // The company's administrator sees a colleague's request; a consumer, and the buyer with the wrong type, do not.
    expect((await asUser("admin", "GET", detailUrl)).statusCode).toBe(200);
    expect(
      (await asUser("admin", "GET", "/aggregator/users/me/pcb-stencil-offers")).json().data.items.map((row: { id: number }) => row.id),
    ).toContain(id);
    expect((await asUser("other", "GET", detailUrl)).statusCode).toBe(404);
    expect((await asUser("buyer", "GET", detailUrl.replace("type=pcb-stencil", "type=pcb"))).statusCode).toBe(404);
    expect((await asUser("other", "GET", "/aggregator/users/me/pcb-stencil-offers")).json().data.totalCount).toBe(0);
    // The administrator's own request is not the buyer's to see.
    const adminOwn = (await asUser("admin", "POST", "/aggregator/users/me/pcb-stencil-offers", SPECIFICATION)).json().data;
    const adminUserId = (await asUser("admin", "GET", "/aggregator/users/me/pcb-stencil-offers")).json().data.items[0].userId;
    expect(
      (await asUser("buyer", "GET", `/aggregator/users/me/pcb-stencil-offers/${adminOwn.id}?type=pcb&userId=${adminUserId}`)).statusCode,
    ).toBe(404);
  });
});
