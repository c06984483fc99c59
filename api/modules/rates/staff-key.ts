import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { hashesEqual, keyedHash } from "../identity/secrets";

/** Who a change made with the staff key is recorded as, until staff accounts exist (issue 32). */
export const STAFF_KEY_LABEL = "staff-api-key";

/**
 * A hook refusing (403) a request whose `X-Staff-Key` header is not `key`, compared in constant time (both sides
 * hashed to one length first); with no key configured every request is refused.
 */
export function requireStaffKey(key: string | undefined) {
  return async (request: FastifyRequest) => {
    const given = request.headers["x-staff-key"];
    const valid = key !== undefined && typeof given === "string" && hashesEqual(keyedHash(key, given), keyedHash(key, key));
    if (!valid) throw new AppError(403, text("rates.staffKeyRequired", requestLocale(request)));
  };
}
