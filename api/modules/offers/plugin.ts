import type { FastifyInstance } from "fastify";
import heatSinkOfferRoutes from "./heat-sink-routes";
import pcbOfferRoutes from "./pcb-routes";
import productRequestRoutes from "./product-request-routes";
import type { OfferMailSettings } from "./request-mails";

/** Offers (mounted under /v1): PCB and heat sink quotes, and requests for parts the catalog does not list. */
export default async function offersPlugin(app: FastifyInstance, { storeName, storefrontUrl, salesEmail }: OfferMailSettings) {
  const settings = { storeName, storefrontUrl, salesEmail };
  await app.register(pcbOfferRoutes, settings);
  await app.register(heatSinkOfferRoutes, settings);
  await app.register(productRequestRoutes, settings);
}
