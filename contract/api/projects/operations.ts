import { operation } from "../../operation";
import { cartQuery, cartSchema } from "../carts/schemas";
import {
  addedProjectItemsSchema,
  addProjectItemsBody,
  companyProjectsParams,
  deskProjectListSchema,
  deskProjectSchema,
  projectBody,
  projectDetailSchema,
  projectItemBody,
  projectOfferBody,
  projectItemListSchema,
  projectItemParams,
  projectItemsQuery,
  projectListQuery,
  projectListSchema,
  projectParams,
} from "./schemas";

// Business projects (issue 33 item 3, docs/decisions/045-projects.md). The company's users holding view-projects
// read their company's projects and add their items to the active cart; any other company's project answers 404.
// Sales (projects.manage) keeps them in the back office, every change audited with before and after.

const tags = ["projects"];
const mine = "/aggregator/users/me/projects";
const customer = { tags, access: "b2b", permission: "view-projects" } as const;

export const listProjects = operation({
  method: "GET",
  path: mine,
  summary: "The company's projects, newest period first, filtered by name, status and a period they overlap",
  ...customer,
  query: projectListQuery,
  data: projectListSchema,
});

export const getProject = operation({
  method: "GET",
  path: `${mine}/:projectId`,
  summary: "A project of the company with its items, their project prices and the quantities ordered against them",
  ...customer,
  params: projectParams,
  data: projectDetailSchema,
  errors: [404],
});

export const listProjectItems = operation({
  method: "GET",
  path: "/aggregator/users/me/project-items",
  summary: "The items of the company's active projects within their period (optionally one product's parts)",
  ...customer,
  query: projectItemsQuery,
  data: projectItemListSchema,
});

export const addProjectItemsToCart = operation({
  method: "POST",
  path: `${mine}/:projectId/cart-items`,
  summary: "Puts a project's items (the ones named, or all) in the active cart as Project lines at the project price",
  ...customer,
  params: projectParams,
  query: cartQuery,
  body: addProjectItemsBody,
  data: addedProjectItemsSchema.extend({ cart: cartSchema }),
  errors: [404, 409],
});

const desk = { tags: ["back-office"], access: "staff", staffPermission: "projects.manage" } as const;
const deskProjects = "/back-office/projects";

export const listDeskCompanyProjects = operation({
  method: "GET",
  path: "/back-office/companies/:companyId/projects",
  summary: "A company's projects, newest period first",
  ...desk,
  params: companyProjectsParams,
  data: deskProjectListSchema,
  errors: [404],
});

export const createDeskProject = operation({
  method: "POST",
  path: "/back-office/companies/:companyId/projects",
  summary: "Creates a project for a company: name, status, period, interest-rate code and maturity days",
  ...desk,
  params: companyProjectsParams,
  body: projectBody,
  status: 201,
  data: deskProjectSchema,
  errors: [404],
});

export const getDeskProject = operation({
  method: "GET",
  path: `${deskProjects}/:projectId`,
  summary: "A project with its company, items, ordered quantities and the staff's changes",
  ...desk,
  params: projectParams,
  data: deskProjectSchema,
  errors: [404],
});

export const updateDeskProject = operation({
  method: "PUT",
  path: `${deskProjects}/:projectId`,
  summary: "Sets a project's fields (every field as it should be after the change)",
  ...desk,
  params: projectParams,
  body: projectBody,
  data: deskProjectSchema,
  errors: [404],
});

export const addDeskProjectItem = operation({
  method: "POST",
  path: `${deskProjects}/:projectId/items`,
  summary: "Adds a part (by SKU or MPN) to a project at a project unit price in USD with a committed quantity",
  ...desk,
  params: projectParams,
  body: projectItemBody,
  status: 201,
  data: deskProjectSchema,
  errors: [404, 409],
});

export const addDeskProjectOffer = operation({
  method: "POST",
  path: `${deskProjects}/:projectId/offers`,
  summary:
    "Adds the lines of a sent, unexpired offer made for the project's company: catalog parts at the offered price, items made to order as they were offered",
  ...desk,
  params: projectParams,
  body: projectOfferBody,
  status: 201,
  data: deskProjectSchema,
  errors: [404, 409],
});

export const removeDeskProjectItem = operation({
  method: "DELETE",
  path: `${deskProjects}/:projectId/items/:itemId`,
  summary: "Removes a part from a project (what was ordered against it stays on the orders)",
  ...desk,
  params: projectItemParams,
  data: deskProjectSchema,
  errors: [404],
});
