// The adversarial suite (docs/errors.md): generated from the API's own OpenAPI document, so an operation added
// later is covered without a test written for it. Every input of every operation gets the hostile values of its
// type (support/hostile-inputs.ts); every body, the wrong content types and sizes; every signed-in operation, the
// wrong callers; every operation on an id of the caller's own, another user's id. No answer may be a 5xx, and
// every refusal is the error envelope.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@contract/envelope";
import { STAFF_ROLES, staffRoleHolds, type StaffPermission, type StaffRole } from "@contract/api/back-office/permissions";
import { ALL_PERMISSIONS, type Permission } from "../../api/modules/identity/permissions";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { createCompanyUser, createVerifiedAccount, signIn } from "./support/accounts";
import {
  bodyInputs,
  hostileValues,
  sampleObject,
  sampleValue,
  type Expectation,
  type Input,
  type JsonSchema,
} from "./support/hostile-inputs";
import { rows, sql } from "./support/catalog";
import { staffToken } from "./support/staff";
import { createTestApp, TEST_BODY_LIMIT_BYTES, type TestApp } from "./support/test-app";

/**
 * `lacking:<permission>`: a user of the demo company whose role holds every permission but that one; `staff:<role>`:
 * the demo staff member of that back-office role (docs/decisions/036-staff-accounts.md).
 */
type Caller = "anonymous" | "consumer" | "business" | "otherConsumer" | "otherBusiness" | `lacking:${Permission}` | `staff:${StaffRole}`;

interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  access: "public" | "user" | "b2b" | "b2c" | "staff";
  permission?: string;
  staffPermission?: StaffPermission;
  parameters: Parameter[];
  bodyType?: "application/json" | "multipart/form-data";
  bodySchema?: JsonSchema;
}

interface Request {
  caller: Caller;
  params: Record<string, string>;
  query: [string, string][];
  body?: unknown;
  /** Sent as is, instead of `body`, with this content type. */
  raw?: { contentType: string; payload: string | Buffer };
}

interface Outcome {
  operation: string;
  case: string;
  status: number;
  problem: string;
}

const OTHER_PASSWORD = "Baska2026";
/** A role of the demo company: a body's `roleId` that sampling cannot guess. */
let companyRoleId = "";
let recordCount = 0;
let t: TestApp;
let operations: Operation[] = [];
const tokens = new Map<Caller, string>();
const failures: Outcome[] = [];
let requestCount = 0;
let caseCount = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await createVerifiedAccount(t.db, "b2c", "other.consumer@example.com", OTHER_PASSWORD);
  await createVerifiedAccount(t.db, "b2b", "other.business@example.com", OTHER_PASSWORD);
  const accounts: [Caller, string, string, "b2b" | "b2c"][] = [
    ["consumer", DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password, "b2c"],
    ["business", DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b"],
    ["otherConsumer", "other.consumer@example.com", OTHER_PASSWORD, "b2c"],
    ["otherBusiness", "other.business@example.com", OTHER_PASSWORD, "b2b"],
  ];
  for (const [caller, email, password, userType] of accounts)
    tokens.set(caller, (await signIn(t.app, email, password, userType)).accessToken);
  // The permission matrix: for each permission, a colleague of the demo administrator lacking only that one.
  for (const permission of ALL_PERMISSIONS) {
    const email = `lacking.${permission}@example.com`;
    await createCompanyUser(
      t.db,
      DEMO_ACCOUNTS.businessAdmin.email,
      email,
      OTHER_PASSWORD,
      ALL_PERMISSIONS.filter((held) => held !== permission),
    );
    tokens.set(`lacking:${permission}`, (await signIn(t.app, email, OTHER_PASSWORD, "b2b")).accessToken);
  }
  // The staff: one member per back-office role, each with a sign-in of its own.
  for (const role of STAFF_ROLES) tokens.set(`staff:${role}`, await staffToken(t.db, role));
  const roles = await t.app.inject({
    method: "GET",
    url: "/v1/lookups/fkey-list/roles",
    headers: { authorization: `Bearer ${tokens.get("business")}` },
  });
  companyRoleId = roles.json().data[0].id;
  operations = readOperations((await t.app.inject({ method: "GET", url: "/v1/openapi.json" })).json());
}, 120_000);
afterAll(() => t.close());

/** The parts of the OpenAPI document the suite reads. */
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        "x-access": Operation["access"];
        "x-permission"?: string;
        "x-staff-permission"?: StaffPermission;
      }
    >
  >;
}

function readOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const bodyType = Object.keys(content)[0] as Operation["bodyType"];
      return {
        method: method.toUpperCase(),
        path,
        access: operation["x-access"],
        permission: operation["x-permission"],
        staffPermission: operation["x-staff-permission"],
        parameters: operation.parameters ?? [],
        bodyType,
        bodySchema: bodyType ? content[bodyType].schema : undefined,
      };
    }),
  );
}

let clientCount = 0;
/**
 * A new client address for every request, so that per-address limits stay out of the cases; on the loopback
 * network (127.0.0.0/8), where the development-only operations (the dev outbox) answer too.
 */
function freshLoopbackIp() {
  clientCount += 1;
  return `127.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`;
}

const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;

/** Who calls an operation when the case is not about the caller: the kind of user it is for. */
function rightCaller(operation: Operation): Caller {
  if (operation.access === "staff") return "staff:owner";
  if (operation.access === "b2b") return "business";
  if (operation.access === "user" || operation.access === "b2c") return "consumer";
  return "anonymous";
}

/** The caller a user-type or permission check must refuse with 403, if the operation has one. */
function wrongCaller(operation: Operation): Caller | null {
  if (operation.permission) return `lacking:${operation.permission as Permission}`;
  if (operation.access === "b2b") return "consumer";
  if (operation.access === "b2c") return "business";
  return null;
}

/** A sampled body, with the references sampling cannot guess filled in: a role of the caller's company. */
function sampledBody(schema: JsonSchema): Record<string, unknown> {
  const body = sampleObject(schema);
  if ("roleId" in body) body.roleId = companyRoleId;
  return body;
}

/** The collection an operation on one record belongs to (`…/shipping-addresses/{id}/default` → `…/shipping-addresses`). */
const collectionOf = (path: string) => path.slice(0, path.indexOf("/{"));

const idParameter = (operation: Operation) => operation.parameters.find((parameter) => parameter.in === "path" && parameter.name === "id");

/**
 * Collections without a create operation of their own, and the collection whose create makes their records: the
 * administrator reaches a colleague's carts by the colleague's id (an invited user) and exports a cart by its id; a
 * BOM request is sent from the BOM tool (docs/decisions/059-bom-matching.md).
 */
const CREATED_IN: Record<string, string> = {
  "/v1/aggregator/users/me/user-management/users": "/v1/identity/users/me/user-management/users",
  "/v1/aggregator/users/me/carts": "/v1/carts/users/me",
  "/v1/aggregator/users/me/user-bom-requests": "/v1/bom/requests",
};

/**
 * Collections whose records are made by an add-or-update (PUT) naming a part, which sampling cannot guess: a company's
 * customer part numbers (docs/decisions/043-customer-references.md), each a part of the catalog of its own.
 */
const PUT_CREATED: Record<string, (count: number) => Promise<Record<string, unknown>>> = {
  "/v1/identity/users/me/variant-customer-references": async (count) => {
    const [part] = await rows<{ id: number }>(t.db, sql`SELECT id FROM variants ORDER BY id OFFSET ${count} LIMIT 1`);
    return { variantId: part.id, number: `RECORD-${count}` };
  },
};

/** A record the caller owns, made through the collection's create operation with a sampled body; null when there is none. */
async function createOwnRecord(operation: Operation, caller: Caller): Promise<string | null> {
  const collection = collectionOf(operation.path);
  const putBody = PUT_CREATED[collection];
  if (putBody) {
    recordCount += 1;
    const put = operations.find((other) => other.method === "PUT" && other.path === collection)!;
    const response = await send(put, { caller, params: {}, query: [], body: await putBody(recordCount) });
    return response.statusCode === 200 ? String(response.json().data.id) : null;
  }
  const create = operations.find((other) => other.method === "POST" && other.path === (CREATED_IN[collection] ?? collection));
  if (!create?.bodySchema) return null;
  const body = sampledBody(create.bodySchema);
  // Each record its own e-mail and name: an invited user's e-mail and a role's name must be free.
  recordCount += 1;
  if ("email" in body) body.email = `record.${recordCount}@example.com`;
  if (typeof body.name === "string") body.name = `Record ${recordCount}`;
  const response = await send(create, { caller, params: {}, query: [], body });
  return response.statusCode === 201 ? response.json().data.id : null;
}

function multipart(fields: Record<string, unknown>) {
  const boundary = `----adversarial${randomUUID()}`;
  const parts = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof item === "string" ? item : JSON.stringify(item)}\r\n`,
    ),
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: `${parts.join("")}--${boundary}--\r\n` };
}

async function send(operation: Operation, request: Request) {
  requestCount += 1;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params[name] ?? ""));
  const query = new URLSearchParams(request.query).toString();
  const token = tokens.get(request.caller);
  const headers: Record<string, string> = { "x-forwarded-for": freshLoopbackIp(), "accept-language": "en" };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (request.raw) {
    headers["content-type"] = request.raw.contentType;
    payload = request.raw.payload;
  } else if (request.body !== undefined && operation.bodyType === "multipart/form-data") {
    const form = multipart(request.body as Record<string, unknown>);
    headers["content-type"] = form.contentType;
    payload = form.payload;
  } else if (request.body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(request.body);
  }
  return t.app.inject({ method: operation.method as "GET", url: query ? `${path}?${query}` : path, headers, payload });
}

/** Holds one answer to what the case expects; a miss is kept with the others and all are shown at the end. */
function check(
  operation: Operation,
  name: string,
  response: Awaited<ReturnType<typeof send>>,
  expect: Expectation | number,
  field?: string,
) {
  caseCount += 1;
  const fail = (problem: string) => failures.push({ operation: nameOf(operation), case: name, status: response.statusCode, problem });
  const status = response.statusCode;
  if (status >= 500) return fail(`a ${status}: ${response.body.slice(0, 200)}`);
  if (status < 400) {
    if (expect === "harmless") return;
    return fail(`accepted (${status})`);
  }
  let envelope;
  try {
    envelope = errorEnvelopeSchema.parse(response.json());
  } catch {
    return fail(`not the error envelope: ${response.body.slice(0, 200)}`);
  }
  if (envelope.errorCode !== status) fail(`errorCode ${envelope.errorCode} on a ${status}`);
  if (typeof expect === "number" && status !== expect) return fail(`expected ${expect}: ${envelope.error.message}`);
  if (expect === "field" && field) {
    const fields = envelope.error.errors.map((item) => item.field ?? "");
    if (!fields.some((named) => named === field || named.startsWith(`${field}.`)))
      fail(`does not name ${field}: ${JSON.stringify(envelope.error.errors)}`);
  }
}

/** The inputs of an operation, each with the request its hostile values are put into. */
function inputsOf(operation: Operation): Input[] {
  const parameters = operation.parameters
    .filter((parameter) => parameter.in === "path" || parameter.in === "query")
    .map((parameter): Input => ({
      location: parameter.in as "path" | "query",
      field: parameter.name,
      schema: parameter.schema,
      required: Boolean(parameter.required),
    }));
  return [...parameters, ...(operation.bodySchema ? bodyInputs(operation.bodySchema) : [])];
}

function baseRequest(operation: Operation, caller: Caller, ownId: string | null): Request {
  const params: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const parameter of operation.parameters) {
    const value = parameter.name === "id" && parameter.in === "path" ? (ownId ?? randomUUID()) : String(sampleValue(parameter.schema));
    if (parameter.in === "path") params[parameter.name] = value;
    else if (parameter.in === "query" && parameter.required) query.push([parameter.name, value]);
  }
  return { caller, params, query, body: operation.bodySchema ? sampledBody(operation.bodySchema) : undefined };
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

/** The base request with one input set to a hostile value. */
function withValue(base: Request, input: Input, value: unknown): Request {
  const request: Request = { ...base, params: { ...base.params }, query: base.query.filter(([name]) => name !== input.field) };
  if (input.location === "path") request.params[input.field] = String(value);
  else if (input.location === "query")
    for (const item of Array.isArray(value) ? value : [value]) request.query.push([input.field, String(item)]);
  else {
    request.body = structuredClone(base.body) as Record<string, unknown>;
    setPath(request.body as Record<string, unknown>, input.field, value);
  }
  return request;
}

async function attackInputs(operation: Operation, base: Request) {
  for (const input of inputsOf(operation)) {
    for (const hostile of hostileValues(input, operation.bodyType === "multipart/form-data")) {
      const response = await send(operation, withValue(base, input, hostile.value));
      check(operation, `${input.location} ${input.field}: ${hostile.name}`, response, hostile.expect, input.field);
    }
  }
}

async function attackBody(operation: Operation, base: Request) {
  const { caller } = base;
  const plain = { caller, params: base.params, query: base.query };
  if (operation.bodyType === "multipart/form-data") {
    check(
      operation,
      "JSON instead of multipart",
      await send(operation, { ...plain, body: undefined, raw: { contentType: "application/json", payload: "{}" } }),
      "refused",
    );
    check(
      operation,
      "malformed multipart",
      await send(operation, { ...plain, raw: { contentType: "multipart/form-data; boundary=x", payload: "--x\r\nnonsense" } }),
      "refused",
    );
    return;
  }
  const oversized = JSON.stringify({ padding: "x".repeat(TEST_BODY_LIMIT_BYTES) });
  const cases: [string, Request["raw"], Expectation | number][] = [
    ["text/plain body", { contentType: "text/plain", payload: "a=b" }, 415],
    ["empty JSON body", { contentType: "application/json", payload: "" }, 400],
    ["malformed JSON", { contentType: "application/json", payload: '{"a":' }, 400],
    ["array body", { contentType: "application/json", payload: "[]" }, 400],
    ["body over the limit", { contentType: "application/json", payload: oversized }, 413],
  ];
  for (const [name, raw, expect] of cases) check(operation, name, await send(operation, { ...plain, raw }), expect);

  const polluted = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(base.body).slice(1)}`;
  const response = await send(operation, { ...plain, raw: { contentType: "application/json", payload: polluted } });
  check(operation, "__proto__ in the body", response, "harmless");
  if ((Object.prototype as Record<string, unknown>).polluted !== undefined)
    failures.push({ operation: nameOf(operation), case: "__proto__", status: response.statusCode, problem: "Object.prototype polluted" });
}

/**
 * A staff operation refuses every customer (403) and each staff role without its staff permission (403); a customer
 * operation refuses a staff member (403).
 */
async function attackCallers(operation: Operation, base: Request) {
  if (operation.access === "public") return;
  check(operation, "no token", await send(operation, { ...base, caller: "anonymous" }), 401);
  if (operation.access === "staff") {
    for (const customer of ["consumer", "business"] as const)
      check(operation, `a customer (${customer})`, await send(operation, { ...base, caller: customer }), 403);
    for (const role of STAFF_ROLES.filter((held) => !staffRoleHolds(held, operation.staffPermission!)))
      check(
        operation,
        `a staff role without ${operation.staffPermission} (${role})`,
        await send(operation, { ...base, caller: `staff:${role}` }),
        403,
      );
    return;
  }
  check(operation, "a staff member", await send(operation, { ...base, caller: "staff:owner" }), 403);
  const wrong = wrongCaller(operation);
  if (wrong) check(operation, `the wrong kind of user (${wrong})`, await send(operation, { ...base, caller: wrong }), 403);
}

/** On a record of the caller's own: another user of the same kind, and an id that exists nowhere, both answer 404. */
async function attackIds(operation: Operation, base: Request, ownId: string | null) {
  // Staff reach every customer's records: a staff desk's ids are not the caller's own.
  if (operation.access === "public" || operation.access === "staff" || !idParameter(operation)) return;
  if (!ownId) {
    failures.push({
      operation: nameOf(operation),
      case: "another user's id",
      status: 0,
      problem: "no record could be made to test it (its collection's POST with a sampled body failed)",
    });
    return;
  }
  const other: Caller = base.caller === "business" ? "otherBusiness" : "otherConsumer";
  check(operation, "another user's id", await send(operation, { ...base, caller: other }), 404);
  const nothing = idParameter(operation)?.schema?.type === "integer" ? "2147483646" : randomUUID();
  check(operation, "an id of nothing", await send(operation, { ...base, params: { ...base.params, id: nothing } }), 404);
}

async function attackQuery(operation: Operation, base: Request) {
  const query: [string, string][] = [...base.query, ["__proto__[polluted]", "1"], ["constructor[prototype][polluted]", "1"]];
  check(operation, "prototype keys in the query", await send(operation, { ...base, query }), "harmless");
}

describe("the adversarial suite, generated from /v1/openapi.json", () => {
  it("answers every hostile input of every operation with a 4xx envelope naming the field, never a 5xx", async () => {
    expect(operations.length).toBeGreaterThan(0);
    const casesPerOperation = new Map<string, number>();
    for (const operation of operations) {
      const before = caseCount;
      const caller = rightCaller(operation);
      const ownId =
        idParameter(operation) && operation.access !== "public" && operation.access !== "staff"
          ? await createOwnRecord(operation, caller)
          : null;
      const base = baseRequest(operation, caller, ownId);
      await attackCallers(operation, base);
      await attackIds(operation, base, ownId);
      await attackInputs(operation, base);
      if (operation.bodyType) await attackBody(operation, base);
      await attackQuery(operation, base);
      casesPerOperation.set(nameOf(operation), caseCount - before);
    }
    console.log(`adversarial suite: ${operations.length} operations × their cases = ${caseCount} cases in ${requestCount} requests`);
    const uncovered = operations.filter((operation) => !(casesPerOperation.get(nameOf(operation)) ?? 0));
    expect(uncovered.map(nameOf)).toEqual([]);
    expect(failures).toEqual([]);
  }, 600_000);
});
