import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { IDEMPOTENCY_KEY, UNSAFE_METHODS } from "@contract/idempotency";
import type { Database } from "../db/client";
import { announcePresence } from "../db/process-presence";
import { AppError } from "../lib/errors";
import { guestIdOf } from "../lib/guest";
import {
  claimKey,
  completeKey,
  forgetOldKeys,
  readOutcome,
  releaseFailedKey,
  releaseKey,
  type IdempotencyClaim,
} from "../lib/idempotency-store";
import { requestLocale } from "../lib/locale";
import { message } from "../lib/messages";
import { noteFailure } from "./request-log";

declare module "fastify" {
  interface FastifyRequest {
    /** Set when this request is the first attempt of its Idempotency-Key: its answer is kept for the repeats. */
    idempotency: IdempotencyClaim | null;
    /** Set by a handler whose 2xx answer says nothing was done (a cart add whose every part was refused). */
    nothingApplied: boolean;
  }
}

/** A handler's answer is a refusal in a 2xx (every part of a cart add refused): the key goes back as for a 4xx. */
export function markNothingApplied(request: FastifyRequest) {
  request.nothingApplied = true;
}

/** Sign-in, refresh and one-time codes answer tokens, which are never stored; their repeats are harmless anyway. */
const NOT_KEPT = /^\/v1\/identity\/auth\//;
/** How long a repeat waits for a first attempt still running (bounded by the database timeouts) before a 409. */
const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 100;
/** How often a key that could not be given back (the database was away) is tried again. */
const GIVE_BACK_EVERY_MS = 250;
const FORGET_EVERY_MS = 60 * 60 * 1000;

/**
 * Whose key: the signed-in user's or the guest's. A caller the API cannot tell apart (no token, no guest id) keeps no
 * keys: two visitors behind one address must never get each other's answers.
 */
const ownerOf = (request: FastifyRequest) => {
  if (request.identity) return `user:${request.identity.userId}`;
  const guestId = guestIdOf(request);
  return guestId ? `guest:${guestId}` : null;
};

const requestHash = (request: FastifyRequest) =>
  createHash("sha256")
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest("base64url");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotent writes (docs/decisions/016-idempotent-writes.md): an unsafe request sent with an `Idempotency-Key`
 * header runs once per caller and key. A repeat gets the first attempt's answer (`Idempotent-Replayed: true`) —
 * also when the first finished after its caller gave up —, waits while the first is still running, and is refused
 * (422) when it asks something else under the same key. A first attempt that is refused (4xx) or fails (5xx) applied
 * nothing and gives the key back, so the repeat runs again.
 */
async function idempotencyPlugin(app: FastifyInstance) {
  const { db } = app;
  // Keys this process claims name it, so that once it is gone a repeat takes them over at once.
  const presence = await announcePresence(db);
  const givingBack = keysToGiveBack(db, presence.id);
  app.decorateRequest("idempotency", null);
  app.decorateRequest("nothingApplied", false);

  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers["idempotency-key"];
    if (key === undefined || !UNSAFE_METHODS.has(request.method) || NOT_KEPT.test(request.url)) return;
    const locale = requestLocale(request);
    if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)) throw new AppError(400, message("idempotencyKeyInvalid", locale));
    const owner = ownerOf(request);
    if (!owner) return;
    const claim = { owner, key };
    const hash = requestHash(request);
    // This process's own failed attempt of the key, not given back yet: the database answers again, so it goes now.
    await givingBack.settle(claim);
    if (await claimKey(db, claim, hash, presence.id)) {
      request.idempotency = claim;
      return;
    }
    for (let waited = 0; ; waited += POLL_MS) {
      const first = await readOutcome(db, claim);
      // Given back meanwhile (the first attempt failed), or its process has died since: this one runs as the first.
      if (first?.state !== "done" && (await claimKey(db, claim, hash, presence.id))) {
        request.idempotency = claim;
        return;
      }
      if (first && first.requestHash !== hash) throw new AppError(422, message("idempotencyKeyReused", locale));
      if (first?.state === "done") {
        reply.status(first.statusCode ?? 200).header("idempotent-replayed", "true");
        if (first.contentType) reply.header("content-type", first.contentType);
        return reply.send(first.body);
      }
      if (waited >= WAIT_FOR_FIRST_MS) {
        reply.header("retry-after", "2");
        throw new AppError(409, message("idempotencyInProgress", locale));
      }
      await sleep(POLL_MS);
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    // Only what was applied is kept. A refusal (4xx) or a failure (5xx) applied nothing: the key goes back, and the
    // corrected form, posted again with the same key, runs.
    const kept = reply.statusCode < 400 && !request.nothingApplied && (typeof payload === "string" || Buffer.isBuffer(payload));
    try {
      if (kept) {
        const contentType = String(reply.getHeader("content-type") ?? "application/json; charset=utf-8");
        await completeKey(db, claim, { statusCode: reply.statusCode, contentType, body: payload.toString() });
      } else await releaseKey(db, claim);
    } catch (error) {
      noteFailure(request, `idempotency: the outcome could not be kept: ${error instanceof Error ? error.message : String(error)}`);
      // A failure that could not give its key back (the database is what failed) gives it back as soon as the
      // database answers, so the same form sent again runs at once. An applied answer that could not be kept stays
      // `running`: a repeat takes it over once it counts as abandoned (a minute on, this process living).
      if (!kept) givingBack.add(claim);
    }
    return payload;
  });

  const forgetting = setInterval(() => {
    forgetOldKeys(db).catch((error: unknown) => app.log.warn({ err: error }, "idempotency: old keys not removed"));
  }, FORGET_EVERY_MS);
  forgetting.unref();
  app.addHook("onClose", async () => {
    clearInterval(forgetting);
    givingBack.stop();
    await presence.close();
  });
}

/**
 * The keys of this process's failed attempts whose release did not reach the database: tried again every
 * GIVE_BACK_EVERY_MS until it does, and at once when a repeat of one reaches this process. One release of a key is
 * under way at a time, so none can remove a later attempt's claim.
 */
function keysToGiveBack(db: Database, holder: number) {
  const pending = new Map<string, { claim: IdempotencyClaim; releasing: Promise<void> | null }>();
  const id = (claim: IdempotencyClaim) => `${claim.owner} ${claim.key}`;
  const release = (entry: { claim: IdempotencyClaim; releasing: Promise<void> | null }) =>
    (entry.releasing ??= releaseFailedKey(db, entry.claim, holder).then(
      () => {
        pending.delete(id(entry.claim));
      },
      () => {
        entry.releasing = null;
      },
    ));
  const retry = setInterval(() => {
    for (const entry of pending.values()) void release(entry);
  }, GIVE_BACK_EVERY_MS);
  retry.unref();
  return {
    add(claim: IdempotencyClaim) {
      pending.set(id(claim), { claim, releasing: null });
    },
    /** Gives `claim` back first when it is one of these (a failure to do so leaves it to the timer). */
    async settle(claim: IdempotencyClaim) {
      const entry = pending.get(id(claim));
      if (entry) await release(entry);
    },
    stop: () => clearInterval(retry),
  };
}

export default fp(idempotencyPlugin, { name: "idempotency", dependencies: ["errors", "request-log"] });
