import { describe, expect, it } from "vitest";
import en from "../../locales/en/common.json";
import tr from "../../locales/tr/common.json";
import { ApiError } from "~/server/api.server";
import { refusal } from "~/server/api-errors.server";
import { jsonRoute } from "~/server/json-route.server";
import { failureMessage } from "~/lib/failure-message";
import { testLoadContext } from "./support/load-context";

const context = testLoadContext();
const args = (lng: string) => ({ request: new Request(`http://store.test/api/shoppingCart?lng=${lng}`, { method: "POST" }), context });
const envelopeOf = (status: number, message: string) => ({ success: false, errorCode: status, error: { message, errors: [{ message }] } });

describe("jsonRoute", () => {
  it("passes the route's own answer through", async () => {
    const answer = await jsonRoute(args("en"), async () => Response.json({ success: true }));
    expect(await answer.json()).toEqual({ success: true });
  });

  it("answers the API away, an empty 503 thrown by the page helpers and a bug as the envelope in the language asked", async () => {
    const away = await jsonRoute(args("tr"), async () => {
      throw new ApiError(503, 503, "The API did not answer");
    });
    expect(away.status).toBe(503);
    expect(away.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await away.json()).toEqual(envelopeOf(503, tr.errors.unavailable.text));

    const thrown = await jsonRoute(args("en"), async () => {
      throw new Response(null, { status: 503 });
    });
    expect(await thrown.json()).toEqual(envelopeOf(503, en.errors.unavailable.text));

    const bug = await jsonRoute(args("en"), async () => {
      throw new TypeError("x is undefined");
    });
    expect(bug.status).toBe(500);
    expect(await bug.json()).toEqual(envelopeOf(500, en.errors.serverError.text));
  });

  it("keeps a refusal's status and own sentence, and lets a redirect go as it is", async () => {
    const refused = await jsonRoute(args("en"), async () => {
      throw refusal(409, "The cart changed.");
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(envelopeOf(409, "The cart changed."));
    const forbidden = await jsonRoute(args("en"), async () => {
      throw new Response(null, { status: 403 });
    });
    expect(await forbidden.json()).toEqual(envelopeOf(403, en.errors.forbidden.text));
    const signIn = await jsonRoute(args("en"), async () => {
      throw new Response(null, { status: 303, headers: { Location: "/en/login" } });
    });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get("location")).toBe("/en/login");
  });
});

describe("failureMessage", () => {
  it("reads an envelope's sentence, and nothing else", () => {
    expect(failureMessage(envelopeOf(503, "down"))).toBe("down");
    expect(failureMessage({ success: false, message: "refused", cartError: {} })).toBeNull();
    expect(failureMessage(undefined)).toBeNull();
    expect(failureMessage("text")).toBeNull();
  });
});
