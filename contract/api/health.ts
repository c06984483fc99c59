import * as z from "zod";
import { operation } from "../operation";

/**
 * Liveness: the process answers. It never asks the database (a slow or unreachable database is readiness's
 * business): an orchestrator that restarts on a failed liveness check must not kill a healthy process.
 */
export const health = operation({
  method: "GET",
  path: "/health",
  summary: "Liveness: the process answers (the database is not asked)",
  tags: ["health"],
  access: "public",
  data: z.object({ status: z.literal("ok") }),
  errors: [503],
});

/**
 * Readiness: a balancer sends traffic once the database answers within a second and this process's catalog search
 * index is loaded.
 */
export const healthReady = operation({
  method: "GET",
  path: "/health/ready",
  summary: "Readiness: database reachable and this process's catalog search index loaded (503 until then)",
  tags: ["health"],
  access: "public",
  data: z.object({ status: z.literal("ready") }),
  errors: [503],
});
