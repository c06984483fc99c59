import type { FastifyInstance } from "fastify";
import * as accounts from "@contract/api/accounts/operations";
import { companyProfileBody } from "@contract/api/accounts/schemas";
import { requestLocale } from "../../lib/locale";
import { route } from "../../lib/route";
import { identityOf } from "../../plugins/auth";
import { companyProfile, currentAccounts, updateCompanyProfile } from "./company-service";
import { refineTaxOffice } from "../lookups/tax-offices";
import { companyAddressInput } from "./address-schemas";

/** The contract's company body with its address and its tax office checked against the lists (they live in the API). */
const updateCompany = {
  ...accounts.updateCompanyProfile,
  body: companyProfileBody
    .safeExtend({ address: companyAddressInput })
    .superRefine((body, context) =>
      refineTaxOffice({ ...body, countryCode: body.address.countryCode, cityId: body.address.cityId }, context),
    ),
};

/** The caller's company: business users only; `access` and `permission` of each operation guard it (registered inside the signed-in scope). */
export function companyRoutes(signedIn: FastifyInstance) {
  const { db } = signedIn;
  // A business token always names its company (route() refuses others before the handler).
  const companyIdOf = (request: Parameters<typeof identityOf>[0]) => identityOf(request).companyId as string;

  route(signedIn, accounts.companyProfile, async (request) => {
    const canEdit = identityOf(request).permissions.includes(accounts.updateCompanyProfile.permission);
    return { success: true, data: await companyProfile(db, companyIdOf(request), canEdit, requestLocale(request)) };
  });

  route(signedIn, updateCompany, async (request) => ({
    success: true,
    data: await updateCompanyProfile(db, companyIdOf(request), request.body, requestLocale(request)),
  }));

  route(signedIn, accounts.openCurrentAccounts, async (request) => ({
    success: true,
    data: await currentAccounts(db, companyIdOf(request), request.query.currency),
  }));
}
