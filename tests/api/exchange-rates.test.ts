import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBulletin } from "../../api/modules/rates/bulletin";
import { istanbulClock } from "../../api/modules/rates/calendar";
import { invoiceRateFor } from "../../api/modules/rates/invoice-rate";
import { refreshRates } from "../../api/modules/rates/refresh";
import { refreshWithRetries } from "../../api/modules/rates/scheduler";
import { storeDay } from "../../api/modules/rates/store";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, signIn } from "./support/accounts";
import { rows, sql } from "./support/catalog";
import { readyCheckout, stockLimitedPart } from "./support/checkout";
import { staffToken } from "./support/staff";
import { createTestApp, type TestApp } from "./support/test-app";

// The central bank's daily rates (docs/decisions/032-exchange-rates.md), fetched from a small local server that plays
// the bank with the recorded files of tests/fixtures/tcmb: never the network.

const todayXml = readFileSync(path.join(import.meta.dirname, "../fixtures/tcmb/today.xml"), "utf8");
/** After the recorded bulletin of Thursday 26 November 2026 was due (17:00 Istanbul). */
const afterBulletin = new Date("2026-11-26T18:00:00+03:00");

let t: TestApp;
let bank: Server;
let bankUrl = "";
const hits: string[] = [];
let consumer = "";
let part: { variantId: number };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  consumer = (await signIn(t.app, DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c")).accessToken;
  staff = bearer(await staffToken(t.db, "finance"));
  part = await stockLimitedPart(t.db);
  bank = createServer((request, response) => {
    hits.push(request.url ?? "");
    if (request.url === "/kurlar/today.xml") response.writeHead(200, { "content-type": "application/xml" }).end(todayXml);
    else if (request.url === "/kurlar/html.xml") response.writeHead(200, { "content-type": "text/html" }).end("<html>Bakım</html>");
    else if (request.url === "/kurlar/slow.xml")
      return; // never answers: the fetch's timeout ends it
    else response.writeHead(500).end("Internal Server Error");
  });
  await new Promise<void>((resolve) => bank.listen(0, "127.0.0.1", resolve));
  bankUrl = `http://127.0.0.1:${(bank.address() as AddressInfo).port}/kurlar`;
});
afterAll(async () => {
  bank.closeAllConnections();
  await new Promise((resolve) => bank.close(resolve));
  await t.close();
});

const source = (file: string, timeoutMs = 2000) => ({ url: `${bankUrl}/${file}`, timeoutMs });
const hitsOf = (file: string) => hits.filter((url) => url === `/kurlar/${file}`).length;
const call = (method: "GET" | "PUT" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/v1${url}`, headers: { ...bearer(consumer), "accept-language": "en", ...headers }, payload });
/** The finance desk's staff member, who holds rates.manage. */
let staff: Record<string, string> = {};

/** The consumer's cart in lira: its rate as the answer gives it. */
const cartRate = async () => (await call("GET", "/carts/users/me/active?currency=TRY")).json().data.exchangeRate;

/** An EFT order of one part placed by the consumer, as its page reads it. */
async function placeOrder() {
  await readyCheckout(t.app, consumer, { variantId: part.variantId });
  const placed = await call("POST", "/orders/users/me", { paymentType: "eft", readTerms: true }, { "idempotency-key": randomUUID() });
  expect(placed.statusCode, placed.body).toBe(201);
  return (await call("GET", `/orders/users/me/${placed.json().data.order.orderNumber}`)).json().data;
}

/** A logger that keeps what was logged, to read the failures back. */
function keptLog() {
  const lines: Array<{ level: string; message: string; fields: Record<string, unknown> }> = [];
  const keep = (level: string) => (fields: Record<string, unknown>, message: string) => lines.push({ level, message, fields });
  const log = { info: keep("info"), warn: keep("warn"), error: keep("error") } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe("when the bank's file cannot be had", () => {
  it("stores nothing for an error answer, a timeout or a page that is not the bulletin", async () => {
    await expect(refreshRates(t.db, source("broken.xml"), afterBulletin)).rejects.toThrow(/answered 500/);
    await expect(refreshRates(t.db, source("slow.xml", 300), afterBulletin)).rejects.toThrow(/timeout|abort/i);
    await expect(refreshRates(t.db, source("html.xml"), afterBulletin)).rejects.toThrow(/Tarih_Date/);
    const [newest] = await rows<{ rateDate: string }>(
      t.db,
      sql`SELECT rate_date::text AS "rateDate" FROM exchange_rates ORDER BY rate_date DESC LIMIT 1`,
    );
    expect(newest.rateDate).toBe("2026-11-20");
  });

  it("tries again, logs each failure and at last that the last good day keeps serving", async () => {
    const before = hitsOf("broken.xml");
    const { log, lines } = keptLog();
    const schedule = { ...source("broken.xml"), time: "15:45", retries: 2, retryDelayMs: 0 };
    expect(await refreshWithRetries(t.db, schedule, log)).toBe(false);
    expect(hitsOf("broken.xml") - before).toBe(3);
    expect(lines.filter((line) => line.level === "warn")).toHaveLength(3);
    expect(lines.at(-1)).toMatchObject({ level: "error", fields: { rateDate: "2026-11-20" } });
  });

  it("leaves carts and orders on the last good day, saying its date and that it is stale", async () => {
    expect(await cartRate()).toEqual({ currency: "TRY", rate: "42.35400000", rateDate: "2026-11-20", stale: true });
    const order = await placeOrder();
    expect(order).toMatchObject({ rateDate: "2026-11-20", rateStale: true });
    expect(order.exchangeRates).toMatchObject({ TRY: "42.35400000" });
    const published = (await call("GET", "/products/exchange-rates")).json().data;
    expect(published).toContainEqual({ currency: "TRY", rate: 42.354, rateDate: "2026-11-20", stale: true });
  });
});

describe("the recorded bulletin, fetched", () => {
  it("is stored with its source, number and time: USD and EUR in lira, the store's rates per USD", async () => {
    const { outcome, bulletin } = await refreshRates(t.db, source("today.xml"), afterBulletin);
    expect(outcome).toBe("stored");
    expect(bulletin?.number).toBe("2026/224");
    const stored = await rows<Record<string, string | null>>(
      t.db,
      sql`SELECT currency, rate::text, forex_buying::text AS "forexBuying", forex_selling::text AS "forexSelling", source,
                 bulletin_number AS "bulletinNumber", (fetched_at IS NOT NULL)::text AS fetched
          FROM exchange_rates WHERE rate_date = '2026-11-26' ORDER BY currency`,
    );
    const common = { source: "tcmb", bulletinNumber: "2026/224", fetched: "true" };
    expect(stored).toEqual([
      { currency: "EUR", rate: "0.86533268", forexBuying: "49.01270000", forexSelling: "49.10100000", ...common },
      { currency: "TRY", rate: "42.48870000", forexBuying: null, forexSelling: null, ...common },
      { currency: "USD", rate: "1.00000000", forexBuying: "42.41230000", forexSelling: "42.48870000", ...common },
    ]);
  });

  it("is not fetched again once the store holds the bulletin due", async () => {
    const before = hitsOf("today.xml");
    expect((await refreshRates(t.db, source("today.xml"), afterBulletin)).outcome).toBe("current");
    expect(hitsOf("today.xml")).toBe(before);
  });

  it("prices the cart and the next order", async () => {
    expect(await cartRate()).toMatchObject({ currency: "TRY", rate: "42.48870000", rateDate: "2026-11-26" });
    const order = await placeOrder();
    expect(order.rateDate).toBe("2026-11-26");
    expect(order.exchangeRates).toMatchObject({ TRY: "42.48870000" });
  });

  it("gives an invoice the forex buying rate of the last bulletin before its day", async () => {
    // Friday the 27th: Thursday's bulletin; Thursday: the one before it, the seed's Friday 20th.
    expect(await invoiceRateFor(t.db, "USD", "2026-11-27")).toEqual({
      currency: "USD",
      rate: "42.41230000",
      rateDate: "2026-11-26",
      source: "tcmb",
      bulletinNumber: "2026/224",
    });
    expect(await invoiceRateFor(t.db, "EUR", "2026-11-26")).toMatchObject({ rate: "48.92120000", rateDate: "2026-11-20", source: "seed" });
    expect(await invoiceRateFor(t.db, "USD", "2020-01-01")).toBeNull();
  });
});

describe("a staff override", () => {
  const today = istanbulClock(new Date()).date;
  const override = { rateDate: today, forexBuying: "43.1000", forexSelling: "43.2000", reason: "TCMB dosyası gecikti" };

  it("answers a customer 403, no token 401, and a staff member without rates.manage (or rates.view) 403", async () => {
    expect((await call("PUT", "/back-office/exchange-rates/USD", override)).statusCode).toBe(403);
    expect((await call("GET", "/back-office/exchange-rates")).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/v1/back-office/exchange-rates" });
    expect(anonymous.statusCode).toBe(401);
    const operations = bearer(await staffToken(t.db, "operations"));
    expect((await call("GET", "/back-office/exchange-rates", undefined, operations)).statusCode).toBe(200);
    const refused = await call("PUT", "/back-office/exchange-rates/USD", override, operations);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 403 });
    expect((await call("GET", "/back-office/exchange-rates", undefined, bearer(await staffToken(t.db, "content")))).statusCode).toBe(403);
    const [{ count }] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM exchange_rates WHERE source = 'override'`,
    );
    expect(count).toBe(0);
  });

  it("sets the day's rates with who and why, and carts use them, no longer stale", async () => {
    const answer = await call("PUT", "/back-office/exchange-rates/USD", override, staff);
    expect(answer.statusCode, answer.body).toBe(200);
    const board = answer.json().data;
    expect(board.stale).toBe(false);
    expect(board.current).toContainEqual(
      expect.objectContaining({
        currency: "TRY",
        rateDate: today,
        rate: "43.20000000",
        source: "override",
        overriddenBy: "finance@staff.devre.example",
        overrideReason: "TCMB dosyası gecikti",
      }),
    );
    expect(board.current).toContainEqual(expect.objectContaining({ currency: "USD", rateDate: today, forexBuying: "43.10000000" }));
    expect(await cartRate()).toEqual({ currency: "TRY", rate: "43.20000000", rateDate: today, stale: false });
    const listed = await call("GET", "/back-office/exchange-rates?days=30", undefined, staff);
    expect(listed.json().data.history.map((row: { rateDate: string }) => row.rateDate)).toContain("2026-11-26");
  });

  it("is kept when the bank's file for that day comes again", async () => {
    const overrideThursday = { ...override, rateDate: "2026-11-26", reason: "Yanlış kur düzeltildi" };
    expect((await call("PUT", "/back-office/exchange-rates/USD", overrideThursday, staff)).statusCode).toBe(200);
    const bulletin = parseBulletin(todayXml);
    await storeDay(t.db, bulletin.date, bulletin.rates, { source: "tcmb", bulletinNumber: bulletin.number, fetchedAt: new Date() });
    const thursday = await rows<{ currency: string; rate: string; source: string }>(
      t.db,
      sql`SELECT currency, rate::text, source FROM exchange_rates WHERE rate_date = '2026-11-26' ORDER BY currency`,
    );
    // EUR's own figures are the bank's; its rate per USD follows the overridden USD: 43.2 ÷ 49.1010.
    expect(thursday).toEqual([
      { currency: "EUR", rate: "0.87981915", source: "tcmb" },
      { currency: "TRY", rate: "43.20000000", source: "override" },
      { currency: "USD", rate: "1.00000000", source: "override" },
    ]);
  });

  it("refuses a day to come, selling below buying, and EUR on a day without a USD rate", async () => {
    const future = await call("PUT", "/back-office/exchange-rates/USD", { ...override, rateDate: "2999-01-04" }, staff);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.errors[0].field).toBe("rateDate");
    const inverted = await call("PUT", "/back-office/exchange-rates/USD", { ...override, forexSelling: "43.0000" }, staff);
    expect(inverted.statusCode).toBe(400);
    const noUsd = await call("PUT", "/back-office/exchange-rates/EUR", { ...override, rateDate: "2026-11-15" }, staff);
    expect(noUsd.statusCode).toBe(409);
    expect(noUsd.json().error.message).toMatch(/2026-11-15/);
    expect((await call("PUT", "/back-office/exchange-rates/GBP", override, staff)).statusCode).toBe(400);
  });
});

describe("several API processes", () => {
  it("fetch the bank's file once between them, the others finding it fetched or being fetched", async () => {
    const fresh = await createTestApp({ seed: true });
    try {
      const before = hitsOf("today.xml");
      const outcomes = await Promise.all([1, 2, 3].map(() => refreshRates(fresh.db, source("today.xml"), afterBulletin)));
      const names = outcomes.map((result) => result.outcome);
      expect(names.filter((name) => name === "stored")).toHaveLength(1);
      expect(names.filter((name) => name === "busy" || name === "current")).toHaveLength(2);
      expect(hitsOf("today.xml") - before).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe("an API starting without the bulletin due", () => {
  it("fetches it once, in the background, when the daily fetch is on", async () => {
    const before = hitsOf("today.xml");
    const started = await createTestApp({
      seed: true,
      config: { RATES_FETCH: "on", RATES_SOURCE_URL: `${bankUrl}/today.xml`, RATES_FETCH_RETRIES: 0 },
    });
    try {
      await expect
        .poll(
          async () => (await rows(started.db, sql`SELECT 1 FROM exchange_rates WHERE rate_date = '2026-11-26' AND source = 'tcmb'`)).length,
        )
        .toBe(3);
      expect(hitsOf("today.xml") - before).toBe(1);
    } finally {
      await started.close();
    }
  });
});
