import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVED_BOMS_MAX, type SavedBom, type SavedBomSummary } from "../../contract/api/bom/saved";
import { BOM_MAX_LINES } from "../../contract/api/bom/values";
import { savedBoms, users } from "../../api/db/schema";
import { bearer, createVerifiedAccount } from "./support/accounts";
import { accessTokenFor, createTestApp, type TestApp } from "./support/test-app";

// Issue 36: a saved BOM is opened and re-priced later. The API keeps a user's named BOMs (lines, boards, spares),
// each user's own; docs/decisions/059-bom-matching.md, "Saved BOMs".

let t: TestApp;
const who = { consumer: { id: "", token: "" }, business: { id: "", token: "" }, full: { id: "", token: "" } };

async function account(userType: "b2b" | "b2c", email: string) {
  await createVerifiedAccount(t.db, userType, email, "Secret-123456");
  const [user] = await t.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, email));
  return { id: user.id, token: await accessTokenFor({ userId: user.id, userType, companyId: user.companyId ?? undefined }) };
}

beforeAll(async () => {
  t = await createTestApp();
  who.consumer = await account("b2c", "saved-consumer@example.com");
  who.business = await account("b2b", "saved-business@example.com");
  who.full = await account("b2c", "saved-full@example.com");
}, 120_000);
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (caller: keyof typeof who | null, method: Method, url: string, payload?: object, language = "en") =>
  t.app.inject({
    method,
    url: `/v1/aggregator/users/me/boms${url}`,
    headers: { ...(caller ? bearer(who[caller].token) : {}), "accept-language": language },
    payload,
  });

const LINES = [
  { row: 1, references: ["R1", "R2"], quantityPerBoard: 2, value: "10k", package: "0603" },
  { row: 2, references: ["U1"], quantityPerBoard: 1, mpn: "NE555P", manufacturer: "Texas Instruments" },
];
const bom = (name: string, more: object = {}) => ({ name, lines: LINES, boards: 25, sparePercent: 5, ...more });

async function created(caller: keyof typeof who, body: object): Promise<SavedBomSummary> {
  const answer = await call(caller, "POST", "", body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data;
}

describe("saved BOMs", () => {
  it("saves a BOM, lists it with its counts, opens it with its lines, saves changes and deletes it", async () => {
    const saved = await created("consumer", bom("Motor driver rev A"));
    expect(saved).toMatchObject({ name: "Motor driver rev A", lineCount: 2, boards: 25, sparePercent: 5 });
    expect(saved.createdAt).toBe(saved.updatedAt);

    const opened = await call("consumer", "GET", `/${saved.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["cache-control"]).toBe("private, no-store");
    expect(opened.json().data).toEqual({ ...saved, lines: LINES } satisfies SavedBom);

    const changed = await call(
      "consumer",
      "PUT",
      `/${saved.id}`,
      bom("Motor driver rev B", { lines: [LINES[1]], boards: 10, sparePercent: 2.5 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: saved.id, name: "Motor driver rev B", lineCount: 1, boards: 10, sparePercent: 2.5 });
    expect(Date.parse(changed.json().data.updatedAt)).toBeGreaterThan(Date.parse(saved.createdAt));
    expect((await call("consumer", "GET", `/${saved.id}`)).json().data.lines).toEqual([LINES[1]]);

    expect((await call("consumer", "DELETE", `/${saved.id}`)).statusCode).toBe(200);
    expect((await call("consumer", "GET", `/${saved.id}`)).statusCode).toBe(404);
    expect((await call("consumer", "DELETE", `/${saved.id}`)).statusCode).toBe(404);
  });

  it("lists a user's BOMs the last saved first, a page at a time, and nobody else's", async () => {
    const first = await created("business", bom("First"));
    const second = await created("business", bom("Second"));
    await call("business", "PUT", `/${first.id}`, bom("First, changed"));

    const page1 = await call("business", "GET", "?pageSize=1");
    expect(page1.statusCode).toBe(200);
    expect(page1.headers["cache-control"]).toBe("private, no-store");
    expect(page1.json().data).toMatchObject({
      page: 1,
      pageSize: 1,
      totalCount: 2,
      items: [{ id: first.id, name: "First, changed", lineCount: 2 }],
    });
    const page2 = (await call("business", "GET", "?page=2&pageSize=1")).json().data;
    expect(page2.items.map((item: SavedBomSummary) => item.id)).toEqual([second.id]);
    expect(page2.items[0]).not.toHaveProperty("lines");
    expect((await call("consumer", "GET", "")).json().data.items.map((item: SavedBomSummary) => item.name)).not.toContain("Second");
  });

  it("answers another user's BOM as a missing one, and leaves it as it was", async () => {
    const theirs = await created("business", bom("Not yours"));
    expect((await call("consumer", "GET", `/${theirs.id}`)).statusCode).toBe(404);
    expect((await call("consumer", "PUT", `/${theirs.id}`, bom("Taken over"))).statusCode).toBe(404);
    expect((await call("consumer", "DELETE", `/${theirs.id}`)).statusCode).toBe(404);
    expect((await call("business", "GET", `/${theirs.id}`)).json().data.name).toBe("Not yours");
  });

  it("refuses a guest with 401", async () => {
    expect((await call(null, "GET", "")).statusCode).toBe(401);
    expect((await call(null, "POST", "", bom("Guest's"))).statusCode).toBe(401);
    expect((await call(null, "GET", "/1")).statusCode).toBe(401);
  });

  it("refuses a name the user already gives another BOM, in any case, on the name field in the caller's language", async () => {
    const kept = await created("consumer", bom("Power supply"));
    const again = await call("consumer", "POST", "", bom("POWER SUPPLY"), "tr");
    expect(again.statusCode).toBe(400);
    expect(again.json().error.errors).toEqual([{ field: "name", message: "Bu adla kayıtlı bir BOM'unuz zaten var." }]);
    const other = await created("consumer", bom("Power supply v2"));
    const renamed = await call("consumer", "PUT", `/${other.id}`, bom("power supply"));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.errors[0]).toEqual({ field: "name", message: "You already have a saved BOM of this name." });
    // Its own name, in another case, is no conflict; another user may use the name.
    expect((await call("consumer", "PUT", `/${kept.id}`, bom("POWER supply"))).statusCode).toBe(200);
    await created("business", bom("Power supply"));
  });

  it("validates the body as the match and shared BOMs do", async () => {
    const refused = async (body: object, field: string) => {
      const answer = await call("consumer", "POST", "", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.errors.map((error: { field?: string }) => error.field)).toContain(field);
    };
    await refused(bom("  "), "name");
    await refused(bom("x".repeat(101)), "name");
    await refused(bom("No lines", { lines: [] }), "lines");
    await refused(
      bom("Too many", { lines: Array.from({ length: BOM_MAX_LINES + 1 }, (_, at) => ({ ...LINES[0], row: at + 1 })) }),
      "lines",
    );
    await refused(bom("Zero quantity", { lines: [{ row: 1, quantityPerBoard: 0, value: "10k" }] }), "lines.0.quantityPerBoard");
    await refused(bom("No boards", { boards: 0 }), "boards");
    await refused(bom("Too many spares", { sparePercent: 150 }), "sparePercent");
    expect((await call("consumer", "POST", "", bom("x".repeat(100)))).statusCode).toBe(201);
    expect((await call("consumer", "GET", "/abc")).statusCode).toBe(400);
  });

  it(`keeps at most ${SAVED_BOMS_MAX} BOMs a user: one more answers 409 in the caller's language`, async () => {
    const userId = who.full.id;
    await t.db.insert(savedBoms).values(
      Array.from({ length: SAVED_BOMS_MAX - 1 }, (_, at) => ({
        userId,
        name: `BOM ${at + 1}`,
        lines: LINES,
        boards: 1,
        sparePercent: 0,
      })),
    );
    const last = await created("full", bom("The last place"));
    const over = await call("full", "POST", "", bom("One too many"), "tr");
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toContain(`Kayıtlı ${SAVED_BOMS_MAX} BOM'unuz var`);
    // Saving changes to one, or deleting one to make room, still works.
    expect((await call("full", "PUT", `/${last.id}`, bom("The last place, changed"))).statusCode).toBe(200);
    expect((await call("full", "DELETE", `/${last.id}`)).statusCode).toBe(200);
    await created("full", bom("One too many"));
  });
});
