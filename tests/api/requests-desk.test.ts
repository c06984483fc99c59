// The back office's requests inbox (issue 33 item 1, docs/decisions/041-request-cases.md): every request's case listed
// and filtered, one request read, assigned, noted and answered (the reply mailed in the request's language), the
// Gerber archive for staff only, a contact form's message in the inbox and the sales mail, and who may do what.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, staffAuditLog, variants } from "../../api/db/schema";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, freshIp, latestMail, signIn } from "./support/accounts";
import { multipart } from "./support/multipart";
import { staffIdOf, staffToken } from "./support/staff";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
const tokens: Record<"buyer" | "admin" | "sales" | "operations" | "owner", string> = {
  buyer: "",
  admin: "",
  sales: "",
  operations: "",
  owner: "",
};
type Caller = keyof typeof tokens;
const SALES_MAILBOX = "sales@devre.example";
/** The smallest zip: an empty archive's end record. */
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

const call = (caller: Caller | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { "accept-language": "en", "x-forwarded-for": freshIp(), ...(caller ? bearer(tokens[caller]) : {}) },
    payload,
  });

const CONTACT = {
  companyName: "Kuzey Otomasyon",
  name: "Deniz",
  lastName: "Kaya",
  email: "deniz.kaya@kuzey.example",
  subject: "Toplu alım indirimi",
  message: "Yıllık 5000 adet mikrodenetleyici için fiyat konuşabilir miyiz?",
};

let contactCaseId = 0;
let pcbCaseId = 0;
let productCase = { caseId: 0, id: 0, userId: "" };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.buyer = (await signIn(t.app, DEMO_ACCOUNTS.businessBuyer.email, DEMO_ACCOUNTS.businessBuyer.password, "b2b")).accessToken;
  tokens.admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  for (const role of ["sales", "operations", "owner"] as const) tokens[role] = await staffToken(t.db, role);
});
afterAll(() => t.close());

const inbox = async (query: string, caller: Caller = "sales") => {
  const answer = await call(caller, "GET", `/back-office/requests${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

describe("requests reach the inbox", () => {
  it("a contact form's message: a new case in the inbox, and a mail to sales in Turkish", async () => {
    const sent = await t.app.inject({
      method: "POST",
      url: "/v1/crm/contact-form-requests",
      headers: { "accept-language": "en", "x-forwarded-for": freshIp() },
      payload: CONTACT,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json().data;

    const found = await inbox(`?q=${encodeURIComponent("deniz.kaya@kuzey")}`);
    expect(found.totalCount).toBe(1);
    expect(found.items[0]).toMatchObject({
      kind: "contact",
      requestRef: id,
      number: `MSG-${id.slice(0, 8).toUpperCase()}`,
      requester: "Deniz Kaya",
      companyName: "Kuzey Otomasyon",
      status: "new",
      assignee: null,
      summary: "Contact form: Toplu alım indirimi",
    });
    contactCaseId = found.items[0].caseId;

    const mail = await latestMail(t.db, SALES_MAILBOX);
    expect(mail?.subject).toBe("Yeni iletişim formu mesajı: Deniz Kaya – Toplu alım indirimi");
    expect(mail?.text).toContain("Yıllık 5000 adet mikrodenetleyici");
    expect(mail?.text).toContain("Firma: Kuzey Otomasyon");
  });

  it("a PCB request with its Gerber archive and a signed-in buyer's price and stock request", async () => {
    const form = multipart(
      {
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
        // The stencil's fields are sent by the form whatever the offer type, and stored only for a stencil.
        stencilType: "1",
        size: "6",
        stencilSide: "1",
        stencilQuantity: "1",
        deliveryTypeList: ["1"],
        name: "Ece",
        lastName: "Gerber",
        email: "ece.gerber@example.com",
        phoneCountryCode: "+90",
        phone: "532 000 00 09",
        isMembershipTermsAccepted: "on",
      },
      { gerber: { name: "board.zip", content: ZIP, type: "application/zip" } },
    );
    const pcb = await t.app.inject({
      method: "POST",
      url: "/v1/crm/pcb-stencil-offers",
      payload: form.payload,
      headers: { ...form.headers, "accept-language": "tr", "x-forwarded-for": freshIp() },
    });
    expect(pcb.statusCode, pcb.body).toBe(201);
    const pcbNumber = `PCB-${String(pcb.json().data.id).padStart(6, "0")}`;
    const byNumber = await inbox(`?q=${pcbNumber}`);
    expect(byNumber.items).toHaveLength(1);
    expect(byNumber.items[0]).toMatchObject({ kind: "pcb", number: pcbNumber, summary: "PCB: 10 boards", requester: "Ece Gerber" });
    pcbCaseId = byNumber.items[0].caseId;

    const [part] = await t.db.select({ id: variants.id, moq: variants.minimumOrderQuantity }).from(variants).limit(1);
    const product = await call("buyer", "POST", "/aggregator/users/me/user-product-requests", {
      variantId: part.id,
      quantity: part.moq * 3,
    });
    expect(product.statusCode, product.body).toBe(201);
    const { id, userId } = product.json().data;
    const listed = await inbox(`?kind=product&q=${encodeURIComponent(DEMO_ACCOUNTS.businessBuyer.email)}`);
    expect(listed.items[0]).toMatchObject({ kind: "product", requestRef: String(id), status: "new" });
    productCase = { caseId: listed.items[0].caseId, id, userId };
  });
});

describe("the inbox's filters", () => {
  it("by kind, status and assignee, newest first, a page at a time", async () => {
    const contacts = await inbox("?kind=contact");
    expect(contacts.items.every((item: { kind: string }) => item.kind === "contact")).toBe(true);
    const fresh = await inbox("?status=new&pageSize=2");
    expect(fresh.items).toHaveLength(2);
    expect(fresh.totalCount).toBeGreaterThanOrEqual(3);
    expect(Date.parse(fresh.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(fresh.items[1].createdAt));
    expect((await inbox("?assignee=me")).totalCount).toBe(0);
    expect((await inbox("?assignee=none")).totalCount).toBe(fresh.totalCount);
    // A wildcard typed is matched as a character, not as "anything".
    expect((await inbox("?q=%25")).totalCount).toBe(0);
    expect((await call("sales", "GET", "/back-office/requests?status=pending")).statusCode).toBe(400);
  });
});

describe("working on a request", () => {
  it("reads what the customer sent, with the staff who may take it", async () => {
    const answer = await call("sales", "GET", `/back-office/requests/${contactCaseId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const request = answer.json().data;
    expect(request).toMatchObject({
      kind: "contact",
      locale: "en",
      userId: null,
      contact: { name: "Deniz", lastName: "Kaya", email: "deniz.kaya@kuzey.example" },
      content: { kind: "contact", topic: "general", subject: CONTACT.subject, message: CONTACT.message, details: [] },
      messages: [],
      audit: [],
    });
    const salesId = await staffIdOf(t.db, "sales");
    expect(request.assignable.map((member: { id: string }) => member.id)).toContain(salesId);
    expect(request.assignable.map((member: { id: string }) => member.id)).not.toContain(await staffIdOf(t.db, "operations"));
    expect((await call("sales", "GET", "/back-office/requests/999999")).statusCode).toBe(404);
  });

  it("assigns to a staff member who may manage requests (the case is then in progress), never to one who may not", async () => {
    const salesId = await staffIdOf(t.db, "sales");
    const refused = await call("sales", "PUT", `/back-office/requests/${contactCaseId}/assignee`, {
      staffId: await staffIdOf(t.db, "operations"),
    });
    expect(refused.statusCode).toBe(409);
    const assigned = await call("sales", "PUT", `/back-office/requests/${contactCaseId}/assignee`, { staffId: salesId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ status: "in-progress", assignee: { id: salesId } });
    expect((await inbox("?assignee=me")).items.map((item: { caseId: number }) => item.caseId)).toEqual([contactCaseId]);
    expect((await inbox(`?assignee=${salesId}`, "owner")).items.map((item: { caseId: number }) => item.caseId)).toEqual([contactCaseId]);

    const [entry] = await t.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.objectType, "request-case"), eq(staffAuditLog.objectId, String(contactCaseId))))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: "assign",
      staffId: salesId,
      before: { status: "new", assigneeStaffId: null },
      after: { status: "in-progress", assigneeStaffId: salesId },
    });
  });

  it("replies: stored, mailed to the requester in the request's language; a note stays internal", async () => {
    const note = await call("sales", "POST", `/back-office/requests/${contactCaseId}/notes`, {
      body: "Called them: wants quarterly delivery.",
    });
    expect(note.statusCode, note.body).toBe(201);
    const reply = await call("sales", "POST", `/back-office/requests/${contactCaseId}/replies`, {
      body: "Thank you, Deniz. We can offer a 7% discount for 5000 pieces a year.",
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const messages = reply.json().data.messages;
    expect(messages.map((message: { internal: boolean }) => message.internal)).toEqual([true, false]);
    expect(messages[1]).toMatchObject({ staffName: expect.any(String), body: expect.stringContaining("7% discount") });

    const mail = await latestMail(t.db, CONTACT.email);
    expect(mail?.subject).toMatch(/an answer to your request MSG-/);
    expect(mail?.text).toContain("7% discount");
    expect(mail?.text).not.toContain("quarterly delivery");
    const actions = (await call("sales", "GET", `/back-office/requests/${contactCaseId}`))
      .json()
      .data.audit.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(["reply", "add-note", "assign"]);
  });

  it("a reply to a new request moves it to in progress; the status is set by hand and audited", async () => {
    const reply = await call("sales", "POST", `/back-office/requests/${productCase.caseId}/replies`, {
      body: "Bu parça için 6 hafta teslim süresiyle fiyat çalışıyoruz.",
    });
    expect(reply.json().data.status).toBe("in-progress");
    // The request was sent in English: so is its reply, with a link to the buyer's page of the request.
    const mail = await latestMail(t.db, DEMO_ACCOUNTS.businessBuyer.email);
    expect(mail?.subject).toContain(`an answer to your request FST-${String(productCase.id).padStart(6, "0")}`);
    expect(mail?.text).toContain(`/requests/price-stock-requests/${productCase.id}/${productCase.userId}`);

    const closed = await call("sales", "PUT", `/back-office/requests/${productCase.caseId}/status`, { status: "closed" });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.status).toBe("closed");
    expect(closed.json().data.audit[0]).toMatchObject({
      action: "set-status",
      before: { status: "in-progress" },
      after: { status: "closed" },
    });
    expect((await call("sales", "PUT", `/back-office/requests/${productCase.caseId}/status`, { status: "done" })).statusCode).toBe(400);
  });

  it("the customer's request page shows the case's status and the replies, never the internal notes", async () => {
    await call("sales", "POST", `/back-office/requests/${productCase.caseId}/notes`, { body: "Margin is thin on this part." });
    const detail = await call("buyer", "GET", `/aggregator/users/me/user-product-requests/${productCase.id}?userId=${productCase.userId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.status).toBe("closed");
    expect(detail.json().data.replies).toEqual([
      { body: "Bu parça için 6 hafta teslim süresiyle fiyat çalışıyoruz.", createdAt: expect.any(String) },
    ]);
    expect(detail.body).not.toContain("Margin is thin");
    const list = await call("buyer", "POST", "/aggregator/users/me/user-product-requests/search", { page: 1, pageSize: 50 });
    expect(list.json().data.items.find((item: { id: number }) => item.id === productCase.id).status).toBe("closed");
  });

  it("the Gerber archive is staff's to download", async () => {
    const detail = (await call("sales", "GET", `/back-office/requests/${pcbCaseId}`)).json().data;
    expect(detail.content).toMatchObject({ kind: "pcb", type: "pcb", gerber: { fileName: "board.zip", size: ZIP.length } });
    const file = await call("sales", "GET", `/back-office/requests/${pcbCaseId}/gerber`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/zip");
    expect(file.rawPayload.equals(ZIP)).toBe(true);
    // The PCB request was sent in Turkish: its reply is mailed in Turkish, whatever the staff member's language.
    await call("sales", "POST", `/back-office/requests/${pcbCaseId}/replies`, { body: "Teklifimiz hazırlanıyor." });
    expect((await latestMail(t.db, "ece.gerber@example.com"))?.subject).toContain(`talebinize yanıt`);
    expect((await call("operations", "GET", `/back-office/requests/${pcbCaseId}/gerber`)).statusCode).toBe(403);
    expect((await call("admin", "GET", `/back-office/requests/${pcbCaseId}/gerber`)).statusCode).toBe(403);
    expect((await call(null, "GET", `/back-office/requests/${pcbCaseId}/gerber`)).statusCode).toBe(401);
    expect((await call("sales", "GET", `/back-office/requests/${contactCaseId}/gerber`)).statusCode).toBe(404);
  });
});

describe("who may use the inbox", () => {
  it("a customer gets 403; a staff role without requests.view or requests.manage too, and nothing changes", async () => {
    for (const caller of ["buyer", "admin"] as const) {
      expect((await call(caller, "GET", "/back-office/requests")).statusCode).toBe(403);
      expect((await call(caller, "GET", `/back-office/requests/${contactCaseId}`)).statusCode).toBe(403);
      expect((await call(caller, "POST", `/back-office/requests/${contactCaseId}/replies`, { body: "Hi" })).statusCode).toBe(403);
    }
    expect((await call("operations", "GET", "/back-office/requests")).statusCode).toBe(403);
    const before = await t.db.select().from(mailOutbox);
    expect((await call("operations", "POST", `/back-office/requests/${contactCaseId}/replies`, { body: "Hi" })).statusCode).toBe(403);
    expect((await call("operations", "PUT", `/back-office/requests/${contactCaseId}/status`, { status: "won" })).statusCode).toBe(403);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length);
    expect((await call("sales", "GET", `/back-office/requests/${contactCaseId}`)).json().data.status).toBe("in-progress");
  });

  it("the staff home counts the requests nobody has acted on", async () => {
    const home = (await call("sales", "GET", "/back-office/home")).json().data;
    expect(home.requestsWaiting).toBe((await inbox("?status=new")).totalCount);
  });
});
