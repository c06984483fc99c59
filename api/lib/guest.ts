import type { FastifyRequest } from "fastify";

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The guest's anonymous-customer-id, forwarded by the storefront from its cookie. */
export function guestIdOf(request: FastifyRequest): string | null {
  const value = request.headers["x-anonymous-customer-id"];
  return typeof value === "string" && GUID.test(value) ? value.toLowerCase() : null;
}
