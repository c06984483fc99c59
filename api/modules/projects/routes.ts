import type { FastifyInstance, FastifyRequest } from "fastify";
import * as operations from "@contract/api/projects/operations";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { staffOf } from "../back-office/staff-identity";
import { added, cartContext } from "../carts/http";
import { privateNoStore } from "../catalog/http";
import { addProjectItems } from "./cart";
import { addProjectItem, createProject, deskProject, removeProjectItem, requireCompany, updateProject } from "./desk";
import { addOfferToProject } from "./offer-items";
import { allCompanyProjects, companyProjects, itemsOfProjects, orderableProjectIds, requireProject, summaryOf } from "./read";

/**
 * Business projects (mounted under /v1; docs/decisions/045-projects.md): the company's users read their company's
 * projects and add their items to the active cart; sales keeps them in the back office.
 */
export default async function projectRoutes(app: FastifyInstance) {
  const { db } = app;
  /** A business caller's company: the operations' access (b2b) makes sure there is one. */
  const companyOf = (request: FastifyRequest) => identityOf(request).companyId!;

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(signedIn, operations.listProjects, async (request, reply) => {
      privateNoStore(reply);
      return { success: true, data: await companyProjects(db, companyOf(request), request.query) };
    });
    route(signedIn, operations.getProject, async (request, reply) => {
      const locale = requestLocale(request);
      const project = await requireProject(db, request.params.projectId, companyOf(request), locale);
      privateNoStore(reply);
      return { success: true, data: { ...summaryOf(project), items: await itemsOfProjects(db, [project.id], locale) } };
    });
    route(signedIn, operations.listProjectItems, async (request, reply) => {
      const ids = await orderableProjectIds(db, companyOf(request));
      privateNoStore(reply);
      return { success: true, data: { items: await itemsOfProjects(db, ids, requestLocale(request), request.query.productId) } };
    });
    route(signedIn, operations.addProjectItemsToCart, async (request, reply) => {
      const context = await cartContext(request);
      const identity = { userId: identityOf(request).userId, companyId: companyOf(request) };
      return added(request, reply, await addProjectItems(db, identity, request.params.projectId, request.body.itemIds, context));
    });
  });

  route(app, operations.listDeskCompanyProjects, async (request, reply) => {
    await requireCompany(db, request.params.companyId, requestLocale(request));
    privateNoStore(reply);
    return { success: true, data: { items: await allCompanyProjects(db, request.params.companyId) } };
  });
  route(app, operations.createDeskProject, async (request, reply) => {
    const locale = requestLocale(request);
    const projectId = await createProject(db, request.params.companyId, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("projectsDesk.created", locale), data: await deskProject(db, projectId, locale) };
  });
  route(app, operations.getDeskProject, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await deskProject(db, request.params.projectId, requestLocale(request)) };
  });
  route(app, operations.updateDeskProject, async (request, reply) => {
    const locale = requestLocale(request);
    await updateProject(db, request.params.projectId, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("projectsDesk.saved", locale), data: await deskProject(db, request.params.projectId, locale) };
  });
  route(app, operations.addDeskProjectItem, async (request, reply) => {
    const locale = requestLocale(request);
    await addProjectItem(db, request.params.projectId, request.body, staffOf(request), locale);
    privateNoStore(reply);
    return {
      success: true,
      message: text("projectsDesk.itemAdded", locale),
      data: await deskProject(db, request.params.projectId, locale),
    };
  });
  route(app, operations.addDeskProjectOffer, async (request, reply) => {
    const locale = requestLocale(request);
    const number = await addOfferToProject(db, request.params.projectId, request.body.offerNumber, staffOf(request), locale);
    privateNoStore(reply);
    return {
      success: true,
      message: text("projectsDesk.offerAdded", locale, { number }),
      data: await deskProject(db, request.params.projectId, locale),
    };
  });
  route(app, operations.removeDeskProjectItem, async (request, reply) => {
    const locale = requestLocale(request);
    const { projectId, itemId } = request.params;
    await removeProjectItem(db, projectId, itemId, staffOf(request), locale);
    privateNoStore(reply);
    return { success: true, message: text("projectsDesk.itemRemoved", locale), data: await deskProject(db, projectId, locale) };
  });
}
