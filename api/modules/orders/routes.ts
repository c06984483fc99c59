import type { FastifyInstance } from "fastify";
import * as orders from "@contract/api/orders/operations";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { mine } from "../carts/http";
import { cancelByBuyer, expireUnpaidOrders } from "./cancel";
import { orderInvoicePdf } from "./invoice-pdf";
import { placeOrder, type PlaceOptions } from "./place";
import { findVisibleOrder, listOrders, orderDetail, summaryOf } from "./read";

/** The signed-in user's orders (mounted under /v1, docs/decisions/017-orders.md). */
export default async function orderRoutes(app: FastifyInstance, options: PlaceOptions) {
  // Unpaid orders past their time give their stock back. Every process sweeps; the order's row lock keeps it once.
  const sweep = setInterval(() => {
    expireUnpaidOrders(app.db).catch((error: unknown) => app.log.warn({ err: error }, "expiring unpaid orders failed"));
  }, 60_000);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    const { db } = signedIn;
    /** The order `:orderNumber` if the caller may see it, else 404 (another's answers like a missing one). */
    const visible = async (request: Parameters<Parameters<typeof route<typeof orders.getOrder>>[2]>[0]) => {
      const row = await findVisibleOrder(db, identityOf(request), request.params.orderNumber);
      if (!row) throw new AppError(404, message("notFound", requestLocale(request)));
      return row;
    };

    route(signedIn, orders.placeOrder, async (request, reply) => {
      const placed = await placeOrder(request, identityOf(request), request.body, options);
      return mine(reply, {
        order: summaryOf({ ...placed.order, placedBy: null }, placed.itemCount),
        paymentRedirect: placed.paymentRedirect,
      });
    });
    route(signedIn, orders.listOrders, async (request, reply) => mine(reply, await listOrders(db, identityOf(request), request.query)));
    route(signedIn, orders.getOrder, async (request, reply) => mine(reply, await orderDetail(db, await visible(request))));
    route(signedIn, orders.cancelOrder, async (request, reply) => {
      const row = await visible(request);
      await cancelByBuyer(db, row.id, requestLocale(request));
      return mine(reply, await orderDetail(db, (await findVisibleOrder(db, identityOf(request), row.orderNumber))!));
    });
    route(signedIn, orders.orderInvoice, async (request, reply) => {
      const order = await orderDetail(db, await visible(request));
      reply.header("cache-control", "private, no-store");
      reply.header("content-type", orders.ORDER_INVOICE_TYPE);
      reply.header("content-disposition", `attachment; filename="invoice-${order.orderNumber}.pdf"`);
      return orderInvoicePdf(order, { seller: options.seller });
    });
  });
}
