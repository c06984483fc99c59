// The adversarial suite's escalation matrix (issue 29, docs/decisions/027-business-accounts.md), learned from the
// company as it stands rather than written case by case: callers are a user for each seeded role with manage-users
// and manage-roles added, and one lacking each permission. For every caller, every grant of a role holding more
// than they do, every change to such a role, every action on a user holding such a role (an invitation sent again
// included) and any change of their own role answers 403; the flags the answers carry (canManage, canGrant,
// grantableRoles) say the same; and the company's users and roles are afterwards exactly as before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_PERMISSIONS, type Permission } from "../../api/modules/identity/permissions";
import { DEMO_ACCOUNTS, DEMO_ROLES } from "../../api/seed/accounts";
import { bearer, createCompanyUser, freshIp, signIn } from "./support/accounts";
import { companyIdOf, companyState } from "./support/company-state";
import { createTestApp, type TestApp } from "./support/test-app";

const PASSWORD = "Yetki2026!";
const base = "/v1/identity/users/me/user-management";
const ADMINISTRATION: Permission[] = ["manage-users", "manage-roles"];

interface Caller {
  name: string;
  email: string;
  permissions: string[];
  token: string;
  id: string;
}
interface Role {
  id: string;
  name: string;
  permissions: string[];
  userCount: number;
  canGrant: boolean;
}
interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneCountryCode: string | null;
  phone: string | null;
  status: string;
  role: { id: string } | null;
  canManage: boolean;
}

let t: TestApp;
let admin = "";
let companyId = "";
const callers: Caller[] = [];
const failures: Array<{ caller: string; case: string; problem: string }> = [];
let emailCount = 0;

const send = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${base}/${url}`,
    headers: { ...bearer(token), "accept-language": "en", "x-forwarded-for": freshIp() },
    payload,
  });

const rolesOfCompany = async (): Promise<Role[]> => (await send(admin, "GET", "roles")).json().data;
const usersOfCompany = async (): Promise<User[]> => (await send(admin, "GET", "users?pageSize=50")).json().data.items;
const holdsAll = (held: string[], wanted: string[]) => wanted.every((permission) => held.includes(permission));

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  companyId = await companyIdOf(t.db, DEMO_ACCOUNTS.businessAdmin.email);
  const sets = new Map<string, string[]>();
  for (const role of DEMO_ROLES) sets.set(`holding:${role.name}`, [...new Set([...role.permissions, ...ADMINISTRATION])]);
  for (const permission of ALL_PERMISSIONS)
    sets.set(
      `lacking:${permission}`,
      ALL_PERMISSIONS.filter((held) => held !== permission),
    );
  for (const [name, permissions] of sets) {
    const email = `${name.replace(/\W+/g, ".")}@example.com`.toLowerCase();
    await createCompanyUser(t.db, DEMO_ACCOUNTS.businessAdmin.email, email, PASSWORD, permissions);
    callers.push({ name, email, permissions, token: (await signIn(t.app, email, PASSWORD, "b2b")).accessToken, id: "" });
  }
  const people = await usersOfCompany();
  for (const caller of callers) caller.id = people.find((user) => user.email === caller.email)!.id;
  // Every role gets a holder, so each role's strength is also a user's to act on.
  for (const role of await rolesOfCompany()) {
    if (role.userCount > 0) continue;
    const invited = await send(admin, "POST", "users", {
      firstName: "Rol",
      lastName: "Sahibi",
      email: `holder.${role.id}@example.com`,
      roleId: role.id,
    });
    expect(invited.statusCode).toBe(201);
  }
}, 120_000);
afterAll(() => t.close());

/** Holds one answer that must be a 403 refusal; a miss is kept with the others and all are shown at the end. */
async function expectRefused(caller: Caller, name: string, answer: ReturnType<typeof send>) {
  const response = await answer;
  if (response.statusCode !== 403 || response.json().errorCode !== 403)
    failures.push({ caller: caller.name, case: name, problem: `${response.statusCode}: ${response.body.slice(0, 160)}` });
}

const nextEmail = () => `escalation.${(emailCount += 1)}@example.com`;

async function attackRoles(caller: Caller, stronger: Role[], weakRole: Role, weakUser: User) {
  for (const role of stronger) {
    const invite = { firstName: "Yeni", lastName: "Kişi", email: nextEmail(), roleId: role.id };
    await expectRefused(caller, `invite with ${role.name}`, send(caller.token, "POST", "users", invite));
    await expectRefused(
      caller,
      `give ${role.name} to a weaker user`,
      send(caller.token, "PUT", `users/${weakUser.id}/role`, { roleId: role.id }),
    );
    const copy = { name: `Kopya ${(emailCount += 1)}`, permissions: role.permissions };
    await expectRefused(caller, `create a role like ${role.name}`, send(caller.token, "POST", "roles", copy));
    const raised = { name: weakRole.name, permissions: role.permissions };
    await expectRefused(caller, `raise ${weakRole.name} to ${role.name}`, send(caller.token, "PUT", `roles/${weakRole.id}`, raised));
    const renamed = { name: `${role.name} 2`, permissions: role.permissions };
    await expectRefused(caller, `rename ${role.name}`, send(caller.token, "PUT", `roles/${role.id}`, renamed));
    const lowered = { name: role.name, permissions: [] };
    await expectRefused(caller, `empty ${role.name}`, send(caller.token, "PUT", `roles/${role.id}`, lowered));
    await expectRefused(caller, `delete ${role.name}`, send(caller.token, "DELETE", `roles/${role.id}`));
  }
}

async function attackUsers(caller: Caller, stronger: User[], weakRole: Role) {
  for (const user of stronger) {
    const fields = { firstName: user.firstName, lastName: user.lastName, phoneCountryCode: user.phoneCountryCode, phone: user.phone };
    const active = user.status !== "deactivated";
    await expectRefused(
      caller,
      `edit ${user.email}`,
      send(caller.token, "PUT", `users/${user.id}`, { ...fields, firstName: "Başka", isActive: active }),
    );
    await expectRefused(caller, `deactivate ${user.email}`, send(caller.token, "PUT", `users/${user.id}`, { ...fields, isActive: false }));
    await expectRefused(caller, `delete ${user.email}`, send(caller.token, "DELETE", `users/${user.id}`));
    await expectRefused(caller, `demote ${user.email}`, send(caller.token, "PUT", `users/${user.id}/role`, { roleId: weakRole.id }));
    if (user.status === "invited") {
      const again = { firstName: "Başka", lastName: user.lastName, email: user.email, roleId: weakRole.id };
      await expectRefused(caller, `invite ${user.email} again`, send(caller.token, "POST", "users", again));
    }
  }
}

/** A list the caller may read, or null with the refusal kept as a failure. */
async function listOf<T>(caller: Caller, url: string): Promise<T | null> {
  const response = await send(caller.token, "GET", url);
  if (response.statusCode === 200) return response.json().data;
  failures.push({ caller: caller.name, case: `GET ${url}`, problem: `${response.statusCode}: ${response.body.slice(0, 160)}` });
  return null;
}

/** The answers' flags follow the same rule: canGrant per role, grantableRoles and canManage per user. */
async function checkFlags(caller: Caller, roles: Role[], people: User[], permissionsOf: (user: User) => string[]) {
  const flagProblem = (name: string, problem: string) => failures.push({ caller: caller.name, case: name, problem });
  const listedRoles = caller.permissions.includes("manage-roles") ? await listOf<Role[]>(caller, "roles") : null;
  for (const role of listedRoles ?? [])
    if (role.canGrant !== holdsAll(caller.permissions, role.permissions)) flagProblem(`canGrant of ${role.name}`, String(role.canGrant));
  const list = caller.permissions.includes("manage-users")
    ? await listOf<{ items: User[]; grantableRoles?: Array<{ id: string }> }>(caller, "users?pageSize=50")
    : null;
  if (!list) return;
  const grantable = roles.filter((role) => holdsAll(caller.permissions, role.permissions)).map((role) => role.id);
  const offered = (list.grantableRoles ?? []).map((role) => role.id);
  if (JSON.stringify([...offered].sort()) !== JSON.stringify(grantable.sort())) flagProblem("grantableRoles", JSON.stringify(offered));
  for (const listed of list.items) {
    const user = people.find((person) => person.id === listed.id);
    if (user && listed.canManage !== holdsAll(caller.permissions, permissionsOf(user)))
      flagProblem(`canManage of ${user.email}`, String(listed.canManage));
  }
}

describe("the escalation matrix, learned from the company's roles and users", () => {
  it("refuses every grant beyond the caller's permissions and every action on a stronger user, and changes nothing", async () => {
    const roles = await rolesOfCompany();
    const people = await usersOfCompany();
    const permissionsOf = (user: User) => roles.find((role) => role.id === user.role?.id)?.permissions ?? [];
    const weakRole = roles.find((role) => role.permissions.length === 0)!;
    const weakUser = people.find((user) => user.role?.id === weakRole.id)!;
    const before = await companyState(t.db, companyId);
    let escalations = 0;
    for (const caller of callers) {
      const strongerRoles = roles.filter((role) => !holdsAll(caller.permissions, role.permissions));
      const strongerUsers = people.filter((user) => !holdsAll(caller.permissions, permissionsOf(user)));
      escalations += strongerRoles.length + strongerUsers.length;
      await expectRefused(caller, "change their own role", send(caller.token, "PUT", `users/${caller.id}/role`, { roleId: weakRole.id }));
      await attackRoles(caller, strongerRoles, weakRole, weakUser);
      await attackUsers(caller, strongerUsers, weakRole);
      await checkFlags(caller, roles, people, permissionsOf);
    }
    console.log(
      `escalation matrix: ${callers.length} callers × ${roles.length} roles and ${people.length} users, ${escalations} stronger ones`,
    );
    expect(escalations).toBeGreaterThan(callers.length * 2);
    expect(failures).toEqual([]);
    expect(await companyState(t.db, companyId)).toEqual(before);
  }, 300_000);
});
