// The adversarial suite's table (tests/api/adversarial.test.ts), read off the OpenAPI document: for every input of
// every operation, the hostile values of its type and what the API must answer to each.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
}

export type Location = "path" | "query" | "body";

/** One input of an operation: a parameter, or a body field as a dotted path. */
export interface Input {
  location: Location;
  field: string;
  schema: JsonSchema;
  required: boolean;
}

/**
 * `field`: a 4xx envelope whose errors name the input; `refused`: a 4xx envelope (a router that does not match an
 * over-long path parameter answers 404 before any schema runs); `harmless`: anything but a 5xx (text that may be
 * legitimate, taken literally).
 */
export type Expectation = "field" | "refused" | "harmless";

export interface HostileValue {
  name: string;
  value: unknown;
  expect: Expectation;
}

/** The first branch of a union that is not null: what the input mostly is. */
export function mainSchema(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  return mainSchema(branches.find((branch) => branch.type !== "null") ?? branches[0]);
}

const typeOf = (schema: JsonSchema) => {
  const main = mainSchema(schema);
  if (main.enum) return "enum";
  return Array.isArray(main.type) ? main.type.find((type) => type !== "null") : main.type;
};

/** A value the schema accepts, as far as a schema can say: its example, first choice, or a plain value in bounds. */
export function sampleValue(schema: JsonSchema): unknown {
  const main = mainSchema(schema);
  if (main.example !== undefined) return main.example;
  if (schema.example !== undefined) return schema.example;
  if (main.enum) return main.enum[0];
  switch (typeOf(main)) {
    case "integer":
    case "number": {
      const floor = typeof main.minimum === "number" ? main.minimum + (main.exclusiveMinimum === true ? 1 : 0) : 1;
      return Math.max(floor, 1);
    }
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: main.minItems ?? 0 }, () => sampleValue(main.items ?? {}));
    case "object":
      return sampleObject(main);
    default: {
      const text = "Test 1";
      return text.padEnd(main.minLength ?? 0, "x").slice(0, main.maxLength ?? text.length);
    }
  }
}

/** An object with every required property sampled, and the optional ones the document gives an example of. */
export function sampleObject(schema: JsonSchema): Record<string, unknown> {
  const main = mainSchema(schema);
  const required = new Set(main.required ?? []);
  return Object.fromEntries(
    Object.entries(main.properties ?? {})
      .filter(([name, property]) => required.has(name) || mainSchema(property).example !== undefined || property.example !== undefined)
      .map(([name, property]) => [name, sampleValue(property)]),
  );
}

/** Every field of a body schema as a dotted path, nested objects included (a file part is not a text input). */
export function bodyInputs(schema: JsonSchema, prefix = ""): Input[] {
  const main = mainSchema(schema);
  const required = new Set(main.required ?? []);
  return Object.entries(main.properties ?? {}).flatMap(([name, property]): Input[] => {
    const field = prefix ? `${prefix}.${name}` : name;
    if (mainSchema(property).format === "binary") return [];
    if (typeOf(property) === "object") return bodyInputs(property, field);
    return [{ location: "body", field, schema: property, required: required.has(name) }];
  });
}

const LONG_TEXT = "x".repeat(10_000);

/** The hostile values for one input, by its type; what a JSON body cannot carry a query or path cannot either. */
export function hostileValues(input: Input, multipart = false): HostileValue[] {
  const inBody = input.location === "body";
  const inPath = input.location === "path";
  const type = typeOf(input.schema);
  const values: HostileValue[] = [
    { name: "NUL", value: "a\u0000b", expect: "field" },
    { name: "direction override", value: "a\u202Eb", expect: "field" },
    { name: "10,000 characters", value: LONG_TEXT, expect: inPath ? "refused" : "field" },
    { name: "SQL", value: "' OR '1'='1'; DROP TABLE users; --", expect: "harmless" },
    { name: "LIKE wildcards", value: "%_\\%", expect: "harmless" },
  ];
  // Only JSON can carry half a surrogate pair (UTF-8 cannot: an encoder writes U+FFFD) or an object.
  if (inBody && !multipart) {
    values.push(
      { name: "lone surrogate", value: "a\uD800b", expect: "field" },
      { name: "object for a scalar", value: { $gt: "" }, expect: "field" },
    );
  }
  if (!inPath && type !== "array") values.push({ name: "array for a scalar", value: ["a", "b"], expect: "field" });
  if (type === "integer" || type === "number") {
    const main = mainSchema(input.schema);
    const allowsNegative = typeof main.minimum !== "number" || main.minimum < 0;
    values.push(
      { name: "negative", value: inBody ? -1 : "-1", expect: allowsNegative ? "harmless" : "field" },
      { name: "fraction", value: inBody ? 1.5 : "1.5", expect: type === "integer" ? "field" : "harmless" },
      { name: "huge", value: inBody ? 1e20 : "100000000000000000000", expect: "field" },
      { name: "exponent", value: inBody ? 1e3 : "1e3", expect: "harmless" },
      { name: "not a number", value: "12abc", expect: "field" },
    );
  }
  if (type === "boolean") values.push({ name: "not a yes/no", value: "maybe", expect: "field" });
  if (type === "enum") values.push({ name: "not a choice", value: "no-such-choice", expect: "field" });
  return values;
}
