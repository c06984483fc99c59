import type { FastifyInstance } from "fastify";
import { guardSignedIn } from "../../plugins/auth";
import { addressRoutes } from "./address-routes";
import { companyRoutes } from "./company-routes";
import { deletionRoutes } from "./deletion-routes";
import { preferenceRoutes } from "./preference-routes";
import { profileRoutes } from "./profile-routes";

/** The signed-in user's account (mounted under /v1): every route needs a token and reads only the caller's rows. */
export default async function accountRoutes(app: FastifyInstance) {
  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    profileRoutes(signedIn);
    preferenceRoutes(signedIn);
    deletionRoutes(signedIn);
    addressRoutes(signedIn);
    companyRoutes(signedIn);
  });
}
