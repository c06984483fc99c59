import * as z from "zod";
import { operation } from "../../operation";
import {
  acceptInvitationBody,
  companyUserListQuery,
  companyUserListSchema,
  companyUserSchema,
  grantablePermissionSchema,
  invitationAcceptedSchema,
  inviteUserBody,
  roleBody,
  roleIdParams,
  roleSchema,
  updateUserBody,
  userIdParams,
  userRoleBody,
} from "./user-management-schemas";

// A company administrator's users and roles, as spec §7 "Business user administration" names the paths
// (docs/decisions/027-business-accounts.md). Every id is of the caller's company; any other answers 404. A caller
// gives a role, puts a permission into a role, or acts on a user only when they hold every permission involved;
// anything more answers 403.

const base = "/identity/users/me/user-management";
const users = { tags: ["user-management"], access: "b2b", permission: "manage-users" } as const;
const roles = { tags: ["user-management"], access: "b2b", permission: "manage-roles" } as const;

export const listCompanyUsers = operation({
  method: "GET",
  path: `${base}/users`,
  summary: "The company's users, searched by name or e-mail, filtered by status, with what the caller may do",
  ...users,
  query: companyUserListQuery,
  data: companyUserListSchema,
});
export const inviteCompanyUser = operation({
  method: "POST",
  path: `${base}/users`,
  summary: "Invite a sub-user: the account is made with the role and an activation link is mailed",
  ...users,
  body: inviteUserBody,
  status: 201,
  data: companyUserSchema,
  errors: [404, 409],
});
export const getCompanyUser = operation({
  method: "GET",
  path: `${base}/users/:id`,
  summary: "One of the company's users",
  ...users,
  params: userIdParams,
  data: companyUserSchema,
  errors: [404],
});
export const updateCompanyUser = operation({
  method: "PUT",
  path: `${base}/users/:id`,
  summary: "Edit a user's name and phone, deactivate or reactivate them (the company keeps an active user holding every permission)",
  ...users,
  params: userIdParams,
  body: updateUserBody,
  data: companyUserSchema,
  errors: [404, 409],
});
export const deleteCompanyUser = operation({
  method: "DELETE",
  path: `${base}/users/:id`,
  summary: "Delete a user (never the caller, nor the company's last active user holding every permission)",
  ...users,
  params: userIdParams,
  data: z.null(),
  errors: [404, 409],
});
export const changeCompanyUserRole = operation({
  method: "PUT",
  path: `${base}/users/:id/role`,
  summary: "Give another user a role the caller holds all of; it counts from the user's next request",
  ...users,
  params: userIdParams,
  body: userRoleBody,
  data: companyUserSchema,
  errors: [404, 409],
});

export const listCompanyRoles = operation({
  method: "GET",
  path: `${base}/roles`,
  summary: "The company's roles with their permissions and how many users hold each",
  ...roles,
  data: z.array(roleSchema),
});
export const rolePermissionList = operation({
  method: "GET",
  path: `${base}/roles/permissions`,
  summary: "The permissions roles are made of, by scope, with names, descriptions and whether the caller may grant each",
  ...roles,
  data: z.array(grantablePermissionSchema),
});
export const createCompanyRole = operation({
  method: "POST",
  path: `${base}/roles`,
  summary: "Create a role from a set of permissions the caller holds",
  ...roles,
  body: roleBody,
  status: 201,
  data: roleSchema,
  errors: [409],
});
export const getCompanyRole = operation({
  method: "GET",
  path: `${base}/roles/:id`,
  summary: "One role of the company",
  ...roles,
  params: roleIdParams,
  data: roleSchema,
  errors: [404],
});
export const updateCompanyRole = operation({
  method: "PUT",
  path: `${base}/roles/:id`,
  summary: "Rename a role or change its permissions (the administrator role keeps every permission)",
  ...roles,
  params: roleIdParams,
  body: roleBody,
  data: roleSchema,
  errors: [404, 409],
});
export const deleteCompanyRole = operation({
  method: "DELETE",
  path: `${base}/roles/:id`,
  summary: "Delete a role no user holds (never the administrator role)",
  ...roles,
  params: roleIdParams,
  data: z.null(),
  errors: [404, 409],
});

export const acceptInvitation = operation({
  method: "POST",
  path: "/identity/users/accept-invitation",
  summary: "An invited sub-user sets their password with the invitation link's token; the account is then active",
  tags: ["identity"],
  access: "public",
  body: acceptInvitationBody,
  data: invitationAcceptedSchema,
});
