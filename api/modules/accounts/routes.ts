import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import addressRoutes from "./address-routes";
import companyRoutes from "./company-routes";
import deletionRoutes from "./deletion-routes";
import preferenceRoutes from "./preference-routes";
import profileRoutes from "./profile-routes";

/** The signed-in user's account: every route here needs a token and reads only the caller's rows. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
  await app.register(preferenceRoutes);
  await app.register(deletionRoutes);
  await app.register(addressRoutes);
  await app.register(companyRoutes);
};

export default accountRoutes;
