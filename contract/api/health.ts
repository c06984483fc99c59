import { z } from "zod";
import { operation } from "../operation";

/** Liveness: the process answers and reaches its database (503 when it does not). */
export const health = operation({
  method: "GET",
  path: "/health",
  summary: "Liveness and database reachability",
  tags: ["health"],
  access: "public",
  data: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
  errors: [503],
});

/** Readiness: a balancer sends traffic once the database answers and this process's catalog search index is loaded. */
export const healthReady = operation({
  method: "GET",
  path: "/health/ready",
  summary: "Readiness: database reachable and this process's catalog search index loaded (503 until then)",
  tags: ["health"],
  access: "public",
  data: z.object({ status: z.literal("ready") }),
  errors: [503],
});
