import type { FastifyInstance } from "fastify";
import orderDevRoutes from "./dev-routes";
import type { OrderMailSettings } from "./mails";
import type { PlaceOptions } from "./place-options";
import orderRoutes from "./routes";

export interface OrdersOptions {
  /** The routes that move an order by hand on a development machine: never in production. */
  devRoutes: boolean;
  /** How orders are placed and what their mails name and link to. */
  orders: PlaceOptions & OrderMailSettings;
}

/** Orders (mounted under /v1): placing, reading, cancelling and exporting orders, and their invoices. */
export default async function ordersPlugin(app: FastifyInstance, { devRoutes, orders }: OrdersOptions) {
  if (devRoutes) await app.register(orderDevRoutes);
  await app.register(orderRoutes, orders);
}
