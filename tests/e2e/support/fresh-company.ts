import { randomUUID } from "node:crypto";
import type { SignupStarted, SignupVerified, TokenRecord } from "../../../contract/api/identity/schemas";
import { businessSignUp, verifySignupCode } from "../../../contract/api/identity/operations";
import { acceptInvitation, createCompanyRole, inviteCompanyUser } from "../../../contract/api/identity/user-management-operations";
import { operationPath } from "../../../contract/operation";
import type { Permission } from "../../../contract/api/identity/permissions";
import { DEMO_ACCOUNTS, DEMO_ROLES } from "../../../api/seed/accounts";
import { uniqueEmail, uniqueTaxNumber } from "./account-flows";
import { apiAs, newestCode, newestMailText, postAsNewClient } from "./fresh-account";
import { newBillingAddress } from "./orders";
import { apiLogin, type Credentials } from "./session";

// Tests that change a company (its users, roles, carts, orders, addresses) use a company of their own, shaped like the
// demo company (api/seed/accounts.ts: the administrator Ayşe Yılmaz and the same roles), made through the real API:
// the business sign-up and its code, the roles, and for a sub-user the invitation and its mailed link.

const PASSWORD = "Firma2026!";

/** apiAs's route for an operation's path (below /v1, without the leading slash). */
const routeOf = (path: string) => operationPath(path).slice(1);

export interface FreshBusinessUser extends Credentials {
  token: TokenRecord;
}

export interface FreshCompany {
  /** The company's administrator (its sign-up's user, every permission). */
  admin: FreshBusinessUser;
  /** The ids of the demo company's other roles, made again here, by name (Satın alma, Görüntüleyici, …). */
  roleIds: Record<string, string>;
}

/** The text fields of a business sign-up in Turkish (the administrator's role is then "Yönetici", as the demo's). */
function businessSignUpForm(email: string): FormData {
  const fields: Record<string, string> = {
    firstName: "Ayşe",
    lastName: "Yılmaz",
    email,
    password: PASSWORD,
    titleCode: "purchasing-manager",
    companyTitle: "Deneme Elektronik Sanayi ve Ticaret A.Ş.",
    taxOffice: "Kadıköy",
    taxNumber: uniqueTaxNumber(),
    companyTypeCode: "joint-stock",
    sectorCode: "electronics-manufacturing",
    activityAreaCode: "ems",
    countryCode: "TR",
    cityId: "34",
    townId: "Kadıköy",
    districtId: "Caferağa Mah",
    addressLine: "Moda Caddesi No: 1",
    isMembershipAgreementAccepted: "true",
    isKvkkAccepted: "true",
    languageCode: "tr",
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const document = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1024, 32)]);
  form.append("companyDocument", new Blob([new Uint8Array(document)], { type: "application/pdf" }), "vergi-levhasi.pdf");
  return form;
}

/** Signs up and verifies a new company at the API, with the demo company's roles besides its administrator's. */
export async function freshCompany(prefix: string, project: string): Promise<FreshCompany> {
  const email = uniqueEmail(prefix, project);
  const { attempt } = await postAsNewClient<SignupStarted>(routeOf(businessSignUp.path), businessSignUpForm(email));
  const verified = await postAsNewClient<SignupVerified>(routeOf(verifySignupCode.path), {
    email,
    attempt,
    code: await newestCode(email),
  });
  const admin = { email, password: PASSWORD, userType: "b2b" as const, token: verified.token! };
  const roleIds: Record<string, string> = {};
  for (const role of DEMO_ROLES) {
    roleIds[role.name] = (await apiAs<{ id: string }>(admin.token, "POST", routeOf(createCompanyRole.path), role)).id;
  }
  return { admin, roleIds };
}

/** A user the company's administrator invites with a role, who accepts the mailed link and sets a password. */
export async function freshColleague(
  company: FreshCompany,
  person: { firstName: string; lastName: string; roleId: string },
  project: string,
): Promise<FreshBusinessUser> {
  const email = uniqueEmail("colleague", project);
  await apiAs(company.admin.token, "POST", routeOf(inviteCompanyUser.path), { ...person, email });
  const link = /https?:\/\/\S+davet-kabul\S+/.exec(await newestMailText(email))?.[0];
  if (!link) throw new Error(`no invitation link mailed to ${email}`);
  await postAsNewClient(routeOf(acceptInvitation.path), {
    token: new URL(link).searchParams.get("token"),
    password: PASSWORD,
    isMembershipAgreementAccepted: true,
    isKvkkAccepted: true,
  });
  const credentials = { email, password: PASSWORD, userType: "b2b" as const };
  return { ...credentials, token: await apiLogin(credentials) };
}

/**
 * A colleague of the demo company's administrator, made by the administrator with a role of its own holding
 * `permissions`, with an invoice address: a buyer of the demo company (its current account, its projects) who orders
 * from a cart of their own, while other specs order from the administrator's active cart at the same time.
 */
export async function demoCompanyColleague(
  person: { firstName: string; lastName: string; roleName: string },
  permissions: readonly Permission[],
  project: string,
): Promise<FreshBusinessUser> {
  const admin = await apiLogin({ ...DEMO_ACCOUNTS.businessAdmin, userType: "b2b" });
  const role = await apiAs<{ id: string }>(admin, "POST", routeOf(createCompanyRole.path), {
    name: `${person.roleName} ${randomUUID().slice(0, 8)}`,
    permissions,
  });
  const colleague = await freshColleague(
    { admin: { ...DEMO_ACCOUNTS.businessAdmin, userType: "b2b", token: admin }, roleIds: {} },
    { firstName: person.firstName, lastName: person.lastName, roleId: role.id },
    project,
  );
  await newBillingAddress(colleague.token);
  return colleague;
}
