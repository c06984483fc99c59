import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_PERMISSIONS } from "../../api/modules/identity/permissions";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createCompanyUser, freshIp, signIn } from "./support/accounts";
import { companyIdOf, companyState } from "./support/company-state";
import { createTestApp, type TestApp } from "./support/test-app";

// No privilege escalation inside a company (issue 29, docs/decisions/027-business-accounts.md): a user gives a
// role, invites with it, edits a role or acts on a colleague only when they hold every permission involved; nobody
// changes their own role; the company keeps an active user holding every permission.

const PASSWORD = "Yetki2026!";
const base = "identity/users/me/user-management";
const adminEmail = DEMO_ACCOUNTS.businessAdmin.email;
let t: TestApp;
let admin = "";
let companyId = "";

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await signIn(t.app, adminEmail, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
  companyId = await companyIdOf(t.db, adminEmail);
}, 120_000);
afterAll(() => t.close());

const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, language = "en") =>
  t.app.inject({
    method,
    url: `/v1/${url}`,
    headers: { ...bearer(token), "accept-language": language, "x-forwarded-for": freshIp() },
    payload,
  });

interface Role {
  id: string;
  name: string;
  permissions: string[];
  canGrant: boolean;
}
interface User {
  id: string;
  email: string;
  isSelf: boolean;
  canManage: boolean;
  role: { id: string; name: string } | null;
}

const roles = async (): Promise<Role[]> => (await call(admin, "GET", `${base}/roles`)).json().data;
const roleNamed = async (name: string) => (await roles()).find((role) => role.name === name)!;
const userWithEmail = async (email: string): Promise<User> =>
  (await call(admin, "GET", `${base}/users?pageSize=50`)).json().data.items.find((user: User) => user.email === email);

/** A colleague of the demo administrator whose own role holds `permissions`, signed in. */
async function colleague(email: string, permissions: string[]) {
  await createCompanyUser(t.db, adminEmail, email, PASSWORD, permissions);
  return { token: (await signIn(t.app, email, PASSWORD, "b2b")).accessToken, id: (await userWithEmail(email)).id };
}

describe("a user holding only manage-users", () => {
  it("cannot give themselves or anyone the administrator's role, nor touch the administrator", async () => {
    const manager = await colleague("users.only@example.com", ["manage-users"]);
    const adminRole = await roleNamed("Yönetici");
    const theAdmin = await userWithEmail(adminEmail);
    const before = await companyState(t.db, companyId);

    const ownRole = await call(manager.token, "PUT", `${base}/users/${manager.id}/role`, { roleId: adminRole.id });
    expect(ownRole.statusCode).toBe(403);
    expect(ownRole.json().error.message).toBe("You cannot change your own role.");
    const invited = await call(manager.token, "POST", `${base}/users`, {
      firstName: "Yeni",
      lastName: "Yönetici",
      email: "new.admin@example.com",
      roleId: adminRole.id,
    });
    expect(invited.statusCode).toBe(403);
    expect(invited.json().error.errors[0]).toMatchObject({
      field: "roleId",
      message: "You can only give a role whose every permission you hold yourself.",
    });
    const demoted = await call(manager.token, "PUT", `${base}/users/${theAdmin.id}/role`, { roleId: (await roleNamed("Mühendis")).id });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().error.message).toBe("You can only manage a user whose role's every permission you hold yourself.");
    const turkish = await call(manager.token, "DELETE", `${base}/users/${theAdmin.id}`, undefined, "tr");
    expect(turkish.statusCode).toBe(403);
    expect(turkish.json().error.message).toBe("Yalnızca rolünün tüm izinlerine kendiniz sahip olduğunuz kullanıcıları yönetebilirsiniz.");
    const deactivated = await call(manager.token, "PUT", `${base}/users/${theAdmin.id}`, {
      firstName: "X",
      lastName: "Y",
      isActive: false,
    });
    expect(deactivated.statusCode).toBe(403);

    expect(await companyState(t.db, companyId)).toEqual(before);
  });

  it("gives the roles they hold, manages their holders, and the answers say so", async () => {
    const manager = await colleague("users.giver@example.com", ["manage-users"]);
    const engineer = await roleNamed("Mühendis");
    const invited = await call(manager.token, "POST", `${base}/users`, {
      firstName: "Ece",
      lastName: "Kara",
      email: "engineer.by.manager@example.com",
      roleId: engineer.id,
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({ canManage: true, isSelf: false });
    expect((await call(manager.token, "DELETE", `${base}/users/${invited.json().data.id}`)).statusCode).toBe(200);

    const list = (await call(manager.token, "GET", `${base}/users?pageSize=50`)).json().data;
    const grantable = list.grantableRoles.map((role: { name: string }) => role.name);
    expect(grantable).toContain("Mühendis");
    expect(grantable).not.toContain("Yönetici");
    expect(grantable).not.toContain("Satın alma");
    const flags = Object.fromEntries(list.items.map((user: User) => [user.email, user.canManage]));
    expect(flags).toMatchObject({ [adminEmail]: false, [DEMO_ACCOUNTS.businessBuyer.email]: false, "users.giver@example.com": true });
    expect((await call(admin, "GET", `${base}/users/${manager.id}`)).json().data.canManage).toBe(true);
  });
});

describe("the company keeps an active user holding every permission", () => {
  it("refuses the administrator's own demotion: nobody changes their own role", async () => {
    const me = await userWithEmail(adminEmail);
    const demoted = await call(admin, "PUT", `${base}/users/${me.id}/role`, { roleId: (await roleNamed("Satın alma")).id });
    expect(demoted.statusCode).toBe(403);
    expect((await call(admin, "GET", `${base}/users/${me.id}`)).json().data.role.name).toBe("Yönetici");
  });

  it("refuses to take a permission from the role of the last user holding every permission", async () => {
    const full = await colleague("full.access@example.com", ALL_PERMISSIONS);
    const theAdmin = await userWithEmail(adminEmail);
    const adminRole = await roleNamed("Yönetici");
    // The other full user steps the administrator down: one user with every permission is left.
    expect(
      (await call(full.token, "PUT", `${base}/users/${theAdmin.id}/role`, { roleId: (await roleNamed("Muhasebe")).id })).statusCode,
    ).toBe(200);
    const ownRole = (await call(full.token, "GET", `${base}/roles`))
      .json()
      .data.find((role: Role) => role.name === "Role of full.access@example.com");
    const stripped = await call(full.token, "PUT", `${base}/roles/${ownRole.id}`, {
      name: ownRole.name,
      permissions: ALL_PERMISSIONS.filter((permission) => permission !== "view-current-accounts"),
    });
    expect(stripped.statusCode).toBe(409);
    expect(stripped.json().error.message).toMatch(/at least one active user holding every permission/);
    expect((await call(full.token, "PUT", `${base}/users/${theAdmin.id}/role`, { roleId: adminRole.id })).statusCode).toBe(200);
  });
});

describe("roles hold only what their editor holds", () => {
  it("a user without view-current-accounts can neither add it to a role nor change a role holding it", async () => {
    const editor = await colleague("roles.editor@example.com", ["manage-users", "manage-roles", "view-orders"]);
    const ownRole = (await call(editor.token, "GET", `${base}/roles`))
      .json()
      .data.find((role: Role) => role.name === "Role of roles.editor@example.com");
    const accounting = await roleNamed("Muhasebe");
    const before = await companyState(t.db, companyId);

    const created = await call(editor.token, "POST", `${base}/roles`, { name: "Cari", permissions: ["view-current-accounts"] });
    expect(created.statusCode).toBe(403);
    expect(created.json().error.errors[0]).toMatchObject({
      field: "permissions",
      message: "You can only put into a role permissions you hold yourself.",
    });
    const raised = await call(editor.token, "PUT", `${base}/roles/${ownRole.id}`, {
      name: ownRole.name,
      permissions: [...ownRole.permissions, "view-current-accounts"],
    });
    expect(raised.statusCode).toBe(403);
    const renamed = await call(editor.token, "PUT", `${base}/roles/${accounting.id}`, { name: "Muhasebe 2", permissions: ["view-orders"] });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().error.message).toBe("You can only change or delete a role whose every permission you hold yourself.");
    const unheld = await call(admin, "POST", `${base}/roles`, { name: "Cari hesaplar", permissions: ["view-current-accounts"] });
    const unheldBefore = await companyState(t.db, companyId);
    expect((await call(editor.token, "DELETE", `${base}/roles/${unheld.json().data.id}`)).statusCode).toBe(403);
    expect(await companyState(t.db, companyId)).toEqual(unheldBefore);
    expect((await call(admin, "DELETE", `${base}/roles/${unheld.json().data.id}`)).statusCode).toBe(200);
    expect(await companyState(t.db, companyId)).toEqual(before);

    const viewers = await call(editor.token, "POST", `${base}/roles`, { name: "Sipariş izleme", permissions: ["view-orders"] });
    expect(viewers.statusCode).toBe(201);
    expect(viewers.json().data.canGrant).toBe(true);
    const listed = (await call(editor.token, "GET", `${base}/roles`)).json().data as Role[];
    expect(Object.fromEntries(listed.map((role) => [role.name, role.canGrant]))).toMatchObject({
      Muhasebe: false,
      Yönetici: false,
      Görüntüleyici: true,
      "Sipariş izleme": true,
    });
    const permissions = (await call(editor.token, "GET", `${base}/roles/permissions`)).json().data;
    expect(Object.fromEntries(permissions.map((item: { code: string; canGrant: boolean }) => [item.code, item.canGrant]))).toEqual({
      "view-orders": true,
      "create-orders": false,
      "manage-user-carts": false,
      "view-current-accounts": false,
      "view-projects": false,
      "manage-customer-references": false,
      "manage-company-profile": false,
      "manage-users": true,
      "manage-roles": true,
    });
  });
});
