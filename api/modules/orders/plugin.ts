import type { FastifyInstance } from "fastify";
import orderDeskRoutes from "./desk/routes";
import type { OrderMailSettings } from "./mails";
import type { PlaceOptions } from "./place-options";
import orderRoutes from "./routes";

export interface OrdersOptions {
  /** How orders are placed and what their mails name and link to. */
  orders: PlaceOptions & OrderMailSettings;
}

/** Orders (mounted under /v1): placing, reading, cancelling and exporting orders, their invoices, and the staff's desk. */
export default async function ordersPlugin(app: FastifyInstance, { orders }: OrdersOptions) {
  await app.register(orderRoutes, orders);
  await app.register(orderDeskRoutes, orders);
}
