import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { companyRoles } from "../../db/schema";
import { successSchema } from "../../lib/envelope";
import { requestLocale } from "../../lib/locale";
import { identityOf, requireUser, requireUserType } from "../../plugins/auth";
import { PERMISSION_SCOPES, permissionNames, type Permission, type PermissionScope } from "../identity/permissions";
import { ENUMERATIONS, enumerationItems, type EnumerationName } from "./enumerations";
import { cityItems, countryItems, districtItems, townItems, zipCodesFor } from "./places";

const items = successSchema(z.array(z.object({ id: z.string(), name: z.string() })));
// Reference data changes with a package release, not per request.
const cacheable = "public, max-age=3600";

/** The fkey-list lookups of spec section 7. */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/v1/lookups/fkey-list/countries", { schema: { tags: ["lookups"], summary: "Countries (ISO 3166-1)", response: { 200: items } } }, async (request, reply) => {
    reply.header("cache-control", cacheable);
    return { success: true as const, data: countryItems(requestLocale(request)) };
  });

  app.get(
    "/v1/lookups/fkey-list/cities",
    { schema: { tags: ["lookups"], summary: "Cities of a country (Turkey only)", querystring: z.object({ countryCode: z.string().default("TR") }), response: { 200: items } } },
    async (request, reply) => {
      reply.header("cache-control", cacheable);
      return { success: true as const, data: request.query.countryCode.toUpperCase() === "TR" ? cityItems() : [] };
    },
  );

  app.get(
    "/v1/lookups/fkey-list/towns",
    { schema: { tags: ["lookups"], summary: "Towns (ilçe) of a city", querystring: z.object({ cityId: z.string() }), response: { 200: items } } },
    async (request, reply) => {
      reply.header("cache-control", cacheable);
      return { success: true as const, data: townItems(request.query.cityId) };
    },
  );

  app.get(
    "/v1/lookups/fkey-list/districts",
    { schema: { tags: ["lookups"], summary: "Districts (mahalle) of a town", querystring: z.object({ cityId: z.string(), townId: z.string() }), response: { 200: items } } },
    async (request, reply) => {
      reply.header("cache-control", cacheable);
      return { success: true as const, data: districtItems(request.query.cityId, request.query.townId) };
    },
  );

  app.get(
    "/v1/lookups/zip-code-by-district",
    {
      schema: {
        tags: ["lookups"],
        summary: "Postal codes for a district",
        querystring: z.object({ cityId: z.string(), townId: z.string().optional(), districtId: z.string().optional() }),
        response: { 200: successSchema(z.object({ zipCodes: z.array(z.string()) })) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", cacheable);
      return { success: true as const, data: { zipCodes: zipCodesFor(request.query.cityId) } };
    },
  );

  for (const name of Object.keys(ENUMERATIONS) as EnumerationName[]) {
    app.get(`/v1/lookups/fkey-list/${name}`, { schema: { tags: ["lookups"], summary: `Lookup list: ${name}`, response: { 200: items } } }, async (request, reply) => {
      reply.header("cache-control", cacheable);
      return { success: true as const, data: enumerationItems(name, requestLocale(request)) };
    });
  }

  app.get(
    "/v1/lookups/fkey-list/permissions",
    {
      schema: {
        tags: ["lookups"],
        summary: "The permission list roles are made of",
        response: { 200: successSchema(z.array(z.object({ scope: z.string(), code: z.string(), name: z.string() }))) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const data = (Object.entries(PERMISSION_SCOPES) as Array<[PermissionScope, readonly Permission[]]>).flatMap(([scope, codes]) =>
        codes.map((code) => ({ scope, code, name: permissionNames[code][locale] })),
      );
      return { success: true as const, data };
    },
  );

  app.get(
    "/v1/lookups/fkey-list/roles",
    {
      schema: { tags: ["lookups"], summary: "Roles of the caller's company", security: [{ bearer: [] }], response: { 200: items } },
      preHandler: [requireUser, requireUserType("b2b")],
    },
    async (request) => {
      const companyId = identityOf(request).companyId as string;
      const rows = await app.db
        .select({ id: companyRoles.id, name: companyRoles.name })
        .from(companyRoles)
        .where(eq(companyRoles.companyId, companyId))
        .orderBy(asc(companyRoles.name));
      return { success: true as const, data: rows };
    },
  );
};

export default lookupRoutes;
