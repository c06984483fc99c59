import type { FastifyInstance } from "fastify";
import * as operations from "@contract/api/special-products/operations";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { staffOf } from "../back-office/staff-identity";
import { privateNoStore } from "../catalog/http";
import { addSpecialProduct, deskSpecialProducts, removeSpecialProduct, updateSpecialProduct } from "./desk";
import { companySpecialProducts } from "./read";

/**
 * Special products (mounted under /v1; docs/decisions/053-special-products.md): the company's users list their
 * company's; sales keeps them in the back office.
 */
export default async function specialProductRoutes(app: FastifyInstance) {
  const { db } = app;

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(signedIn, operations.listSpecialProducts, async (request, reply) => {
      // The operation's access (b2b) makes sure the caller has a company.
      const companyId = identityOf(request).companyId!;
      privateNoStore(reply);
      return { success: true, data: await companySpecialProducts(db, companyId, request.query, requestLocale(request)) };
    });
  });

  route(app, operations.listDeskSpecialProducts, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await deskSpecialProducts(db, request.params.companyId, requestLocale(request)) };
  });
  route(app, operations.addDeskSpecialProduct, async (request, reply) => {
    const locale = requestLocale(request);
    const { companyId } = request.params;
    await addSpecialProduct(db, companyId, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("specialProductsDesk.added", locale), data: await deskSpecialProducts(db, companyId, locale) };
  });
  route(app, operations.updateDeskSpecialProduct, async (request, reply) => {
    const locale = requestLocale(request);
    const { companyId, specialProductId } = request.params;
    await updateSpecialProduct(db, companyId, specialProductId, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("specialProductsDesk.saved", locale), data: await deskSpecialProducts(db, companyId, locale) };
  });
  route(app, operations.removeDeskSpecialProduct, async (request, reply) => {
    const locale = requestLocale(request);
    const { companyId, specialProductId } = request.params;
    await removeSpecialProduct(db, companyId, specialProductId, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("specialProductsDesk.removed", locale), data: await deskSpecialProducts(db, companyId, locale) };
  });
}
