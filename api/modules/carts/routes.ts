import type { FastifyInstance } from "fastify";
import { guardSignedIn } from "../../plugins/auth";
import { cartDocumentRoutes } from "./documents/routes";
import { guestCartRoutes } from "./guest-routes";
import type { CartOptions } from "./http";
import { userCartRoutes } from "./user-routes";
import { userManagementCartRoutes } from "./user-management/routes";

/** Carts (mounted under /v1, docs/decisions/012-carts.md): a guest's by the X-Anonymous-Customer-Id header, a signed-in user's several named carts. */
export default async function cartRoutes(app: FastifyInstance, options: CartOptions) {
  guestCartRoutes(app, options);
  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    userCartRoutes(signedIn, options);
    cartDocumentRoutes(signedIn, options);
    userManagementCartRoutes(signedIn, options);
  });
}
