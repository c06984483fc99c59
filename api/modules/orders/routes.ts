import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CART_EXPORT_TYPES } from "@contract/api/carts/operations";
import * as guestOrders from "@contract/api/checkout/guest";
import * as orderLink from "@contract/api/orders/order-link";
import * as orderCardPayment from "@contract/api/orders/card-payment";
import * as orders from "@contract/api/orders/operations";
import { ORDER_EXPORT_LIMIT, type orderExportQuery, type placeOrderBody } from "@contract/api/orders/schemas";
import type { z } from "zod";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { message } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { mine } from "../carts/http";
import { cancelByBuyer, expireUnpaidOrders } from "./cancel";
import { orderCardCharges, startCardConversion } from "./card-conversion";
import { activeBankAccounts } from "../payments/bank-accounts";
import { invoicePdfAnswer, invoiceXmlAnswer } from "../invoices/http";
import { placeOrder } from "./place";
import { placeContextOf } from "./place-context";
import type { PlaceOptions } from "./place-options";
import { orderExportFileName, orderListPdf, orderListXlsx } from "./export";
import { findLinkedOrder } from "./order-link";
import { mailedOrderById, orderCancelledMail, orderConfirmationMail, sendOrderMail, type OrderMailSettings } from "./mails";
import {
  companyOrders,
  findGuestOrder,
  findVisibleOrder,
  listOrders,
  orderDetail,
  orderPlacers,
  ownOrders,
  summaryOf,
  type OrderListScope,
} from "./read";
import { guestBuyer, userBuyer, type Buyer } from "../checkout/buyer";

type PlaceRequest = FastifyRequest<{ Body: z.output<typeof placeOrderBody> }>;

/** The signed-in user's orders (mounted under /v1, docs/decisions/017-orders.md). */
export default async function orderRoutes(app: FastifyInstance, options: PlaceOptions & OrderMailSettings) {
  // Unpaid orders past their time give their stock back. Every process sweeps; the order's row lock keeps it once.
  const sweep = setInterval(() => {
    expireUnpaidOrders(app.db)
      .then((expired) =>
        Promise.all(
          expired.map(async (id) => {
            await sendOrderMail(app, async () => orderCancelledMail(await mailedOrderById(app.db, id), "orders.expired", options));
          }),
        ),
      )
      .catch((error: unknown) => app.log.warn({ err: error }, "expiring unpaid orders failed"));
  }, 60_000);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  /** Places the order, mails the confirmation of one that needs no card (a card's comes when it is paid), answers it. */
  const place = async (request: PlaceRequest, reply: FastifyReply, buyer: Buyer) => {
    const placed = await placeOrder(app.db, placeContextOf(request), buyer, request.body, options);
    if (placed.order.paymentType !== "pos")
      await sendOrderMail(app, async () =>
        orderConfirmationMail(
          await mailedOrderById(app.db, placed.order.id),
          options,
          placed.order.paymentType === "eft" ? await activeBankAccounts(app.db, options.seller) : [],
        ),
      );
    return mine(reply, {
      order: summaryOf({ ...placed.order, placedBy: null }, placed.itemCount),
      paymentRedirect: placed.paymentRedirect,
    });
  };
  // A guest's order, by the anonymous-customer id of the guest's cart: placed, then shown on its success page.
  route(app, guestOrders.placeGuestOrder, (request, reply) => place(request, reply, guestBuyer(request)));
  /** The guest's order `:orderNumber`, by the anonymous-customer id that placed it; any other answers 404. */
  const guestOrder = async (request: FastifyRequest<{ Params: { orderNumber: string } }>) => {
    const row = await findGuestOrder(app.db, guestBuyer(request).guestId, request.params.orderNumber);
    if (!row) throw new AppError(404, message("notFound", requestLocale(request)));
    return row;
  };
  const { invoicing } = options;
  route(app, guestOrders.getGuestOrder, async (request, reply) => mine(reply, await orderDetail(app.db, await guestOrder(request))));
  route(app, guestOrders.guestOrderInvoice, async (request, reply) =>
    invoicePdfAnswer(reply, app.db, await guestOrder(request), invoicing),
  );
  route(app, guestOrders.guestOrderInvoiceXml, async (request, reply) =>
    invoiceXmlAnswer(reply, app.db, await guestOrder(request), invoicing, requestLocale(request)),
  );

  /**
   * The order a signed link of its mails opens (docs/decisions/051-guest-order-link.md), whoever calls: a forged,
   * altered or expired link answers 404 like a missing order, and a signed-in caller's own orders change nothing.
   */
  const linkedOrder = async (request: FastifyRequest<{ Params: { token: string } }>) => {
    const row = await findLinkedOrder(app.db, options.orderLinkKey, request.params.token);
    if (!row) throw new AppError(404, message("notFound", requestLocale(request)));
    return row;
  };
  // Read-only: nothing of the order is done through the link, so it offers no cancel.
  route(app, orderLink.linkedOrder, async (request, reply) =>
    mine(reply, { ...(await orderDetail(app.db, await linkedOrder(request))), canCancel: false }),
  );
  route(app, orderLink.linkedOrderInvoice, async (request, reply) =>
    invoicePdfAnswer(reply, app.db, await linkedOrder(request), invoicing),
  );
  route(app, orderLink.linkedOrderInvoiceXml, async (request, reply) =>
    invoiceXmlAnswer(reply, app.db, await linkedOrder(request), invoicing, requestLocale(request)),
  );

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    const { db } = signedIn;
    /** The order `:orderNumber` if the caller may see it, else 404 (another's answers like a missing one). */
    const visible = async (request: FastifyRequest<{ Params: { orderNumber: string } }>) => {
      const row = await findVisibleOrder(db, identityOf(request), request.params.orderNumber);
      if (!row) throw new AppError(404, message("notFound", requestLocale(request)));
      return row;
    };

    route(signedIn, orders.placeOrder, (request, reply) => place(request, reply, userBuyer(request)));
    /** An order list as a file: its newest orders up to the export's limit, with the list's filters. */
    const exportList = async (
      request: FastifyRequest,
      reply: FastifyReply,
      scope: OrderListScope,
      { format, ...filters }: z.output<typeof orderExportQuery>,
    ) => {
      const locale = requestLocale(request);
      const list = await listOrders(db, scope, { ...filters, page: 1, pageSize: ORDER_EXPORT_LIMIT });
      const date = new Date();
      const content = { orders: list.items, scope: list.scope, storeName: options.storeName, locale, date };
      reply.header("cache-control", "private, no-store");
      reply.header("content-type", CART_EXPORT_TYPES[format]);
      reply.header("content-disposition", `attachment; filename="${orderExportFileName(format, locale, date)}"`);
      return format === "pdf" ? orderListPdf(content) : orderListXlsx(content);
    };

    // The list's two variants (spec §6): the caller's own orders, and the company's for a view-orders holder.
    route(signedIn, orders.listOrders, async (request, reply) =>
      mine(reply, await listOrders(db, ownOrders(identityOf(request)), request.query)),
    );
    route(signedIn, orders.exportOrders, (request, reply) => exportList(request, reply, ownOrders(identityOf(request)), request.query));
    route(signedIn, orders.listCompanyOrders, async (request, reply) => {
      const { userId, ...query } = request.query;
      return mine(reply, await listOrders(db, companyOrders(identityOf(request), userId), query));
    });
    route(signedIn, orders.exportCompanyOrders, (request, reply) => {
      const { userId, ...query } = request.query;
      return exportList(request, reply, companyOrders(identityOf(request), userId), query);
    });
    route(signedIn, orders.companyOrderPlacers, async (request, reply) =>
      mine(reply, await orderPlacers(db, identityOf(request).companyId!)),
    );
    route(signedIn, orders.getOrder, async (request, reply) => mine(reply, await orderDetail(db, await visible(request))));
    route(signedIn, orders.cancelOrder, async (request, reply) => {
      const row = await visible(request);
      await cancelByBuyer(db, row.id, requestLocale(request));
      const cancelled = await mailedOrderById(db, row.id);
      await sendOrderMail(app, async () => orderCancelledMail(cancelled, "orders.cancelledByBuyer", options));
      return mine(reply, cancelled.order);
    });
    // An EFT order awaiting payment paid by card instead (docs/decisions/050-current-account-self-service.md).
    route(signedIn, orderCardPayment.getOrderCardCharges, async (request, reply) =>
      mine(reply, await orderCardCharges(db, await visible(request), options, { bin: request.query.bin, locale: requestLocale(request) })),
    );
    route(signedIn, orderCardPayment.convertToCardPayment, async (request, reply) => {
      const row = await visible(request);
      const caller = { buyerId: row.userId ?? identityOf(request).userId, clientAddress: request.ip, locale: requestLocale(request) };
      return mine(reply, { paymentRedirect: await startCardConversion(db, row, request.body, options, caller) });
    });
    route(signedIn, orders.orderInvoice, async (request, reply) => invoicePdfAnswer(reply, db, await visible(request), invoicing));
    route(signedIn, orders.orderInvoiceXml, async (request, reply) =>
      invoiceXmlAnswer(reply, db, await visible(request), invoicing, requestLocale(request)),
    );
  });
}
