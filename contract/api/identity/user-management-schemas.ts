import * as z from "zod";
import { LOCALES } from "../../locale";
import { lookupItemSchema, permissionItemSchema } from "../lookups/schemas";
import { detailText, emailText, mustAccept, nameText, newPasswordText, optionalPhoneCountryCodeText, optionalPhoneText } from "../../rules";
import { ALL_PERMISSIONS, type Permission } from "./permissions";

// A company administrator's users and roles (docs/spec.md §7 Business user administration,
// docs/decisions/027-business-accounts.md).

const id = z.uuid().meta({ example: "4f7c2a9e-1b3d-4c5e-8f6a-2d1e0b9c8a7f" });
export const userIdParams = z.object({ id });
export const roleIdParams = z.object({ id });

/** Where a sub-user stands: invited (the activation link not used yet), active, or deactivated by an administrator. */
export const USER_STATUSES = ["invited", "active", "deactivated"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const companyUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneCountryCode: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: z.enum(USER_STATUSES),
  /** The caller's own account (the list marks it; nobody deletes or deactivates it, nor changes its role). */
  isSelf: z.boolean(),
  /**
   * Whether the caller may act on this user (edit, deactivate, delete, change the role): they hold every permission
   * of the user's role (docs/decisions/027-business-accounts.md). Their own account: true, within `isSelf`'s limits.
   */
  canManage: z.boolean(),
  createdAt: z.string(),
});
export type CompanyUser = z.output<typeof companyUserSchema>;

export const companyUserListQuery = z.object({
  q: z.string().trim().max(60).optional(),
  status: z.enum(USER_STATUSES).optional(),
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(50).default(20),
});
export const companyUserListSchema = z.object({
  items: z.array(companyUserSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  /** The roles the caller may give (invite with, change a user to): those whose every permission they hold. */
  grantableRoles: z.array(lookupItemSchema),
});

const userFields = {
  firstName: nameText(80),
  lastName: nameText(80),
  phoneCountryCode: optionalPhoneCountryCodeText,
  phone: optionalPhoneText,
};

/** A new sub-user: invited by e-mail with an activation link, they set their own password. */
export const inviteUserBody = z.object({
  ...userFields,
  email: emailText,
  roleId: id,
  /** The language of the invitation mail and of the account. */
  languageCode: z.enum(LOCALES).default("tr"),
});
export type InviteUserInput = z.output<typeof inviteUserBody>;

export const updateUserBody = z.object({ ...userFields, isActive: z.boolean() });
export const userRoleBody = z.object({ roleId: id });

export const permissionList = z
  .array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]]))
  .max(ALL_PERMISSIONS.length)
  .transform((permissions) => [...new Set(permissions)].sort());

export const roleBody = z.object({ name: detailText(2, 60), permissions: permissionList });
export type RoleInput = z.output<typeof roleBody>;

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The administrator role made at sign-up: it holds every permission, which cannot be taken from it. */
  isAdmin: z.boolean(),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]])),
  userCount: z.number().int(),
  /** Whether the caller holds every permission of the role: only then may they give, change or delete it. */
  canGrant: z.boolean(),
});
export type CompanyRole = z.output<typeof roleSchema>;

/** A permission a role may hold, and whether the caller may put it into a role (they hold it themselves). */
export const grantablePermissionSchema = permissionItemSchema.extend({ canGrant: z.boolean() });
export type GrantablePermission = z.output<typeof grantablePermissionSchema>;

/** The invited user's first password, with the token of the invitation link and the agreements. */
export const acceptInvitationBody = z.object({
  token: z.string().min(20).max(200).meta({ example: "aW52aXRhdGlvbi10b2tlbi1leGFtcGxl" }),
  password: newPasswordText,
  isMembershipAgreementAccepted: mustAccept,
  isKvkkAccepted: mustAccept,
});
export const invitationAcceptedSchema = z.object({ email: z.string() });
