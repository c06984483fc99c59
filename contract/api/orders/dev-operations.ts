import { z } from "zod";
import { operation } from "../../operation";
import { orderNumberParams } from "./schemas";
import { ORDER_STATUSES } from "./values";

/**
 * Outside production only, for tests and demos while the store's staff have no tools: moves an order one step along
 * ORDER_TRANSITIONS (paid → preparing → shipped → delivered…), as staff will. 404 in production (not registered) and
 * to any caller not on the API's own machine; 409 for a move the transitions table does not allow.
 */
export const devMoveOrder = operation({
  method: "POST",
  path: "/dev/orders/:orderNumber/status",
  summary: "Move an order to its next status (development only)",
  tags: ["dev"],
  access: "public",
  params: orderNumberParams,
  body: z.object({
    status: z.enum(ORDER_STATUSES),
    /** On `shipped`: the carrier's tracking number (one is made up when none is given). */
    trackingNumber: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{4,40}$/)
      .optional(),
  }),
  data: z.object({ orderNumber: z.string(), status: z.enum(ORDER_STATUSES), trackingNumber: z.string().nullable() }),
  errors: [404, 409],
});
