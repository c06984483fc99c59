import type { FastifyInstance } from "fastify";
import { poolShare } from "../../lib/pool-share";
import { guardSignedIn } from "../../plugins/auth";
import { cartCountRoutes } from "./count-routes";
import { cartDocumentRoutes } from "./documents/routes";
import { guestCartRoutes } from "./guest-routes";
import type { CartOptions } from "./http";
import { userCartRoutes } from "./user-routes";
import { userManagementCartRoutes } from "./user-management/routes";

/**
 * Carts (mounted under /v1, docs/decisions/012-carts.md): a guest's by the X-Anonymous-Customer-Id header, a signed-in
 * user's several named carts. Every cart request but the header's count runs within the carts' share of the pool, so
 * a locked cart table never holds the connections the catalog needs (docs/decisions/060-faults-under-load.md).
 */
export default async function cartRoutes(app: FastifyInstance, options: CartOptions) {
  await app.register(cartCountRoutes);
  await app.register(async (shared) => {
    poolShare(shared);
    guestCartRoutes(shared, options);
    await shared.register(async (signedIn) => {
      guardSignedIn(signedIn);
      userCartRoutes(signedIn, options);
      cartDocumentRoutes(signedIn, options);
      userManagementCartRoutes(signedIn, options);
    });
  });
}
