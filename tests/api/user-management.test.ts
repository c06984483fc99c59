import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/seed/accounts";
import { bearer, createVerifiedAccount, latestMail, post, signIn } from "./support/accounts";
import { createTestApp, type TestApp } from "./support/test-app";

// A company administrator's users and roles (issue 18, docs/decisions/027-business-accounts.md): invitations,
// the permission guard read on every request, and the rule that a company keeps a user holding every permission
// (the rest of that rule and of "you hand out only what you hold": tests/api/user-management-escalation.test.ts).

let t: TestApp;
let admin = "";
const base = "identity/users/me/user-management";

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await signIn(t.app, DEMO_ACCOUNTS.businessAdmin.email, DEMO_ACCOUNTS.businessAdmin.password, "b2b")).accessToken;
}, 120_000);
afterAll(() => t.close());

const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, language = "en") =>
  t.app.inject({ method, url: `/v1/${url}`, headers: { ...bearer(token), "accept-language": language }, payload });

async function roleNamed(name: string): Promise<{ id: string; permissions: string[]; userCount: number; isAdmin: boolean }> {
  const roles = (await call(admin, "GET", `${base}/roles`)).json().data as Array<{ id: string; name: string }>;
  const role = roles.find((entry) => entry.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role as never;
}

/** Invites a sub-user, takes the link from the mail, sets the password and signs in. */
async function inviteAndActivate(email: string, roleId: string) {
  const invited = await call(admin, "POST", `${base}/users`, { firstName: "Elif", lastName: "Şahin", email, roleId, languageCode: "tr" });
  expect(invited.statusCode).toBe(201);
  expect(invited.json().data).toMatchObject({ email, status: "invited", role: { id: roleId } });
  const mail = await latestMail(t.db, email);
  expect(mail?.subject).toContain("davet");
  const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "").searchParams.get("token");
  expect(token).toBeTruthy();
  const password = "Davetli2026!";
  const accepted = await post(t.app, "/v1/identity/users/accept-invitation", {
    token,
    password,
    isMembershipAgreementAccepted: true,
    isKvkkAccepted: true,
  });
  expect(accepted.statusCode).toBe(200);
  const again = await post(t.app, "/v1/identity/users/accept-invitation", {
    token,
    password,
    isMembershipAgreementAccepted: true,
    isKvkkAccepted: true,
  });
  expect(again.statusCode).toBe(400);
  return { id: invited.json().data.id as string, token: (await signIn(t.app, email, password, "b2b")).accessToken };
}

describe("sub-users", () => {
  it("invites a sub-user whose role lacks order management; a role change counts from the user's next request", async () => {
    const engineer = await roleNamed("Mühendis");
    expect(engineer.permissions).toEqual([]);
    const sub = await inviteAndActivate("engineer.sub@example.com", engineer.id);

    const checkout = await call(sub.token, "GET", "checkout/users/me");
    expect(checkout.statusCode).toBe(403);
    expect(checkout.json().error.message).toBe("Your role does not include the permission “Place orders”. Ask your company administrator.");
    expect((await call(sub.token, "GET", "checkout/users/me", undefined, "tr")).json().error.message).toContain("Sipariş verme");
    expect((await call(sub.token, "GET", `${base}/users`)).statusCode).toBe(403);
    expect((await call(sub.token, "GET", "orders/users/me/company-orders")).statusCode).toBe(403);
    expect((await call(sub.token, "GET", "orders/users/me")).statusCode).toBe(200);

    const purchaser = await roleNamed("Satın alma");
    expect((await call(admin, "PUT", `${base}/users/${sub.id}/role`, { roleId: purchaser.id })).json().data.role.id).toBe(purchaser.id);
    // The same access token, issued under the old role: the permissions are read now.
    expect((await call(sub.token, "GET", "checkout/users/me")).statusCode).toBe(200);
    expect((await call(sub.token, "GET", "orders/users/me/company-orders")).statusCode).toBe(200);
  });

  it("lists and searches the company's users with their status, and finds no user of another company", async () => {
    const all = (await call(admin, "GET", `${base}/users`)).json().data;
    expect(all.items.map((user: { email: string }) => user.email)).toContain(DEMO_ACCOUNTS.businessBuyer.email);
    expect(all.items.find((user: { isSelf: boolean }) => user.isSelf).email).toBe(DEMO_ACCOUNTS.businessAdmin.email);
    const found = (await call(admin, "GET", `${base}/users?q=${encodeURIComponent("demir")}`)).json().data;
    expect(found.items.map((user: { email: string }) => user.email)).toEqual([DEMO_ACCOUNTS.businessBuyer.email]);

    await createVerifiedAccount(t.db, "b2b", "elsewhere@example.com", "Baska2026!");
    const other = await signIn(t.app, "elsewhere@example.com", "Baska2026!", "b2b");
    const buyerId = all.items.find((user: { email: string }) => user.email === DEMO_ACCOUNTS.businessBuyer.email).id;
    expect((await call(other.accessToken, "GET", `${base}/users/${buyerId}`)).statusCode).toBe(404);
    expect((await call(other.accessToken, "DELETE", `${base}/users/${buyerId}`)).statusCode).toBe(404);
    expect(
      (await call(other.accessToken, "PUT", `${base}/users/${buyerId}/role`, { roleId: (await roleNamed("Yönetici")).id })).statusCode,
    ).toBe(404);
  });

  it("invites again someone who has not accepted yet: a new link, and the old one no longer needed", async () => {
    const roleId = (await roleNamed("Satın alma")).id;
    const body = { firstName: "Can", lastName: "Ak", email: "waiting.sub@example.com", roleId };
    const first = await call(admin, "POST", `${base}/users`, body);
    const again = await call(admin, "POST", `${base}/users`, { ...body, lastName: "Akın" });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ id: first.json().data.id, lastName: "Akın", status: "invited" });
    const token = new URL(/https?:\/\/\S+/.exec((await latestMail(t.db, body.email))?.text ?? "")?.[0] ?? "").searchParams.get("token");
    const accepted = await post(t.app, "/v1/identity/users/accept-invitation", {
      token,
      password: "Davetli2026!",
      isMembershipAgreementAccepted: true,
      isKvkkAccepted: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await call(admin, "POST", `${base}/users`, body)).statusCode).toBe(409);
  });

  it("refuses an e-mail already in use and a role of another company next to the field", async () => {
    const taken = await call(admin, "POST", `${base}/users`, {
      firstName: "Ali",
      lastName: "Veli",
      email: DEMO_ACCOUNTS.businessBuyer.email,
      roleId: (await roleNamed("Satın alma")).id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.errors[0]).toMatchObject({ field: "email" });
    const foreignRole = await call(admin, "POST", `${base}/users`, {
      firstName: "Ali",
      lastName: "Veli",
      email: "ali.veli@example.com",
      roleId: "4f7c2a9e-1b3d-4c5e-8f6a-2d1e0b9c8a7f",
    });
    expect(foreignRole.statusCode).toBe(400);
    expect(foreignRole.json().error.errors[0]).toMatchObject({ field: "roleId" });
  });

  it("deactivates a user: their open token is refused at once and they cannot sign in until reactivated", async () => {
    const sub = await inviteAndActivate("leaving.sub@example.com", (await roleNamed("Satın alma")).id);
    const edited = await call(admin, "PUT", `${base}/users/${sub.id}`, { firstName: "Elif", lastName: "Şahin", isActive: false });
    expect(edited.json().data.status).toBe("deactivated");
    expect((await call(sub.token, "GET", "carts/users/me/carts")).statusCode).toBe(401);
    const refused = await post(t.app, "/v1/identity/auth/login", { email: "leaving.sub@example.com", password: "Davetli2026!" });
    expect(refused.statusCode).toBe(403);
    await call(admin, "PUT", `${base}/users/${sub.id}`, { firstName: "Elif", lastName: "Şahin", isActive: true });
    expect((await signIn(t.app, "leaving.sub@example.com", "Davetli2026!", "b2b")).accessToken).toBeTruthy();
    expect((await call(admin, "DELETE", `${base}/users/${sub.id}`)).statusCode).toBe(200);
    expect((await call(admin, "GET", `${base}/users/${sub.id}`)).statusCode).toBe(404);
  });
});

describe("the company keeps a user holding every permission", () => {
  it("refuses the administrator's deleting, deactivating or demoting themselves, with a clear message", async () => {
    const me = (await call(admin, "GET", `${base}/users`)).json().data.items.find((user: { isSelf: boolean }) => user.isSelf);
    const deleted = await call(admin, "DELETE", `${base}/users/${me.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.message).toBe("You cannot delete or deactivate your own account.");
    const deactivated = await call(admin, "PUT", `${base}/users/${me.id}`, { firstName: "Ayşe", lastName: "Yılmaz", isActive: false });
    expect(deactivated.statusCode).toBe(409);
    const demoted = await call(admin, "PUT", `${base}/users/${me.id}/role`, { roleId: (await roleNamed("Satın alma")).id });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().error.message).toBe("You cannot change your own role.");
    const adminRole = await roleNamed("Yönetici");
    const stripped = await call(admin, "PUT", `${base}/roles/${adminRole.id}`, { name: "Yönetici", permissions: ["view-orders"] });
    expect(stripped.statusCode).toBe(409);
    expect((await call(admin, "GET", `${base}/users/${me.id}`)).json().data).toMatchObject({
      status: "active",
      role: { id: adminRole.id },
    });
  });

  it("lets an administrator step down once another administrator is active", async () => {
    const adminRole = await roleNamed("Yönetici");
    const second = await inviteAndActivate("second.admin@example.com", adminRole.id);
    const me = (await call(admin, "GET", `${base}/users`)).json().data.items.find((user: { isSelf: boolean }) => user.isSelf);
    expect((await call(second.token, "PUT", `${base}/users/${me.id}/role`, { roleId: (await roleNamed("Muhasebe")).id })).statusCode).toBe(
      200,
    );
    expect((await call(admin, "GET", `${base}/users`)).statusCode).toBe(403);
    expect((await call(second.token, "PUT", `${base}/users/${me.id}/role`, { roleId: adminRole.id })).statusCode).toBe(200);
    expect((await call(admin, "GET", `${base}/users`)).statusCode).toBe(200);
  });
});

describe("roles", () => {
  it("lists the permissions by scope with names and descriptions in both languages", async () => {
    const english = (await call(admin, "GET", `${base}/roles/permissions`)).json().data;
    const turkish = (await call(admin, "GET", `${base}/roles/permissions`, undefined, "tr")).json().data;
    expect(english.find((item: { code: string }) => item.code === "manage-users")).toMatchObject({
      scope: "b2b-identity-management",
      name: "Manage users",
    });
    expect(turkish.find((item: { code: string }) => item.code === "create-orders")).toMatchObject({
      scope: "b2b-order-management",
      name: "Sipariş verme",
    });
    for (const item of [...english, ...turkish]) expect(item.description.length).toBeGreaterThan(10);
  });

  it("creates, renames and deletes a role; a held role, a taken name and the administrator role are refused", async () => {
    const created = await call(admin, "POST", `${base}/roles`, { name: "Depo", permissions: ["view-orders", "view-orders"] });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: "Depo", permissions: ["view-orders"], userCount: 0, isAdmin: false });
    const id = created.json().data.id;
    const duplicate = await call(admin, "PUT", `${base}/roles/${id}`, { name: "Muhasebe", permissions: [] });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.errors[0]).toMatchObject({ field: "name" });
    expect(
      (await call(admin, "PUT", `${base}/roles/${id}`, { name: "Depo ve sevkiyat", permissions: ["create-orders"] })).json().data,
    ).toMatchObject({
      name: "Depo ve sevkiyat",
      permissions: ["create-orders"],
    });
    const held = await call(admin, "DELETE", `${base}/roles/${(await roleNamed("Satın alma")).id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toMatch(/hold this role/);
    expect((await call(admin, "DELETE", `${base}/roles/${(await roleNamed("Yönetici")).id}`)).statusCode).toBe(409);
    expect((await call(admin, "DELETE", `${base}/roles/${id}`)).statusCode).toBe(200);
    expect((await call(admin, "GET", `${base}/roles/${id}`)).statusCode).toBe(404);
  });
});
