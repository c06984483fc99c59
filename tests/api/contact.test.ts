import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFormRequests } from "../../api/db/schema";
import { accessTokenFor, createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = {
  name: "Ayşe!!",
  lastName: "Yılmaz",
  email: "Ayse@Firma.com.tr",
  subject: "Stok sorusu",
  message: "STM32F103C8T6 için stok durumu nedir?",
};

describe("contact form requests", () => {
  it("stores a guest's message with the guest id, cleaned name and lower-case e-mail", async () => {
    const guestId = randomUUID();
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/crm/contact-form-requests",
      headers: { "x-anonymous-customer-id": guestId, "x-forwarded-for": "203.0.113.9" },
      payload: message,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    const [row] = await t.db.select().from(contactFormRequests).where(eq(contactFormRequests.id, id));
    expect(row).toMatchObject({ guestId, userId: null, name: "Ayşe", email: "ayse@firma.com.tr", clientIp: "203.0.113.9", locale: "tr" });
  });

  it("refuses a name with no letters", async () => {
    const response = await t.app.inject({ method: "POST", url: "/v1/crm/contact-form-requests", payload: { ...message, name: "!!!" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.errors[0]).toEqual({ field: "name", message: "En az bir harf içermelidir" });
  });

  it("requires a valid token on the user endpoint and stores the user's id from it", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/v1/aggregator/users/me/contact-form-requests", payload: message });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe(401);

    const forged = await t.app.inject({
      method: "POST",
      url: "/v1/aggregator/users/me/contact-form-requests",
      headers: { authorization: "Bearer not.a.token" },
      payload: message,
    });
    expect(forged.statusCode).toBe(401);

    const userId = randomUUID();
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/aggregator/users/me/contact-form-requests",
      headers: { authorization: `Bearer ${await accessTokenFor({ userId })}` },
      payload: message,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactFormRequests).where(eq(contactFormRequests.id, response.json().data.id));
    expect(row.userId).toBe(userId);
  });

  it("limits a client to 5 guest messages a minute", async () => {
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/v1/crm/contact-form-requests",
        headers: { "x-forwarded-for": "198.51.100.7" },
        payload: message,
      });
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
    const limited = await send();
    expect(limited.json()).toMatchObject({ success: false, errorCode: 429 });
  });
});
