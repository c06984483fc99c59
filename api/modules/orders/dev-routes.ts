import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { devMoveOrder } from "@contract/api/orders/dev-operations";
import { isLoopbackAddress } from "@contract/loopback";
import { orders } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message, text } from "../../lib/messages";
import { route } from "../../lib/route";
import { canMove, lockOrder, markPaid, moveOrder } from "./status";

/**
 * Development only (mounted under /v1, never registered in production): moves an order along the transitions table,
 * as the store's staff will once they have tools, so that tests and demos can reach a delivered order. Served only to
 * a caller on this machine, like the dev outbox; anyone else gets the 404 of a route that does not exist.
 */
export default async function orderDevRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (!isLoopbackAddress(request.ip)) return reply.callNotFound();
  });

  route(app, devMoveOrder, async (request) => {
    const locale = requestLocale(request);
    const { status, trackingNumber } = request.body;
    const [found] = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, request.params.orderNumber));
    if (!found) throw new AppError(404, message("notFound", locale));
    const moved = await app.db.transaction(async (tx) => {
      const order = (await lockOrder(tx, found.id))!;
      if (!canMove(order.status, status)) throw new AppError(409, text("orderDev.moveRefused", locale, { from: order.status, to: status }));
      // Paid as a confirmed transfer makes it, its invoice issued with it.
      if (status === "paid") await markPaid(tx, order, app.invoicing);
      else await moveOrder(tx, order, status);
      if (status !== "shipped") return order.trackingNumber;
      // A made-up number of the order's own when none is given: the order page shows one once shipped.
      const tracking = trackingNumber ?? `DEV-${order.orderNumber}`;
      await tx.update(orders).set({ trackingNumber: tracking }).where(eq(orders.id, order.id));
      return tracking;
    });
    return { success: true, data: { orderNumber: request.params.orderNumber, status, trackingNumber: moved } };
  });
}
