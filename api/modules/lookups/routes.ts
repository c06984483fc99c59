import type { FastifyInstance } from "fastify";
import type { LookupList } from "@contract/api/lookups/codes";
import {
  cityList,
  codeListOperations,
  companyRoleList,
  countryList,
  districtList,
  permissionList,
  taxOfficeList,
  townList,
  zipCodesByDistrict,
} from "@contract/api/lookups/operations";
import { requestLocale } from "../../lib/locale";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import { enumerationItems } from "./enumerations";
import { countryItems } from "./places";
import { cityItems, districtItems, postalCodesOf, townItems } from "./postal-places";
import { companyRoleItems, permissionItems } from "./service";
import { taxOfficeItems } from "./tax-offices";

// Reference data changes with a package release or a new copy of api/data/, not per request.
const CACHEABLE = "public, max-age=3600";

/** The fkey-list lookups (docs/spec.md §7), mounted under /v1. */
export default async function lookupRoutes(app: FastifyInstance) {
  route(app, countryList, async (request, reply) => {
    reply.header("cache-control", CACHEABLE);
    return { success: true, data: countryItems(requestLocale(request)) };
  });

  route(app, cityList, async (request, reply) => {
    reply.header("cache-control", CACHEABLE);
    return { success: true, data: request.query.countryCode.toUpperCase() === "TR" ? cityItems() : [] };
  });

  route(app, townList, async (request, reply) => {
    reply.header("cache-control", CACHEABLE);
    return { success: true, data: townItems(request.query.cityId) };
  });

  route(app, districtList, async (request, reply) => {
    reply.header("cache-control", CACHEABLE);
    return { success: true, data: districtItems(request.query.cityId, request.query.townId) };
  });

  route(app, zipCodesByDistrict, async (request, reply) => {
    reply.header("cache-control", CACHEABLE);
    const { cityId, townId, districtId } = request.query;
    return { success: true, data: { zipCodes: postalCodesOf(cityId, townId, districtId) } };
  });

  route(app, taxOfficeList, async (request, reply) => {
    reply.header("cache-control", CACHEABLE);
    return { success: true, data: taxOfficeItems(request.query.cityId) };
  });

  for (const list of Object.keys(codeListOperations) as LookupList[]) {
    route(app, codeListOperations[list], async (request, reply) => {
      reply.header("cache-control", CACHEABLE);
      return { success: true, data: enumerationItems(list, requestLocale(request)) };
    });
  }

  route(app, permissionList, async (request) => ({ success: true, data: permissionItems(requestLocale(request)) }));

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(signedIn, companyRoleList, async (request) => {
      const { companyId } = identityOf(request);
      return { success: true, data: await companyRoleItems(app.db, companyId as string) };
    });
  });
}
