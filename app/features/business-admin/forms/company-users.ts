import type * as z from "zod";
import { inviteUserBody, roleBody, updateUserBody, userRoleBody } from "@contract/api/identity/user-management-schemas";
import { flagField } from "@contract/rules";

// The administration forms (docs/decisions/027-business-accounts.md): the contract's bodies, with an unticked box
// (absent from a form post) read as "no".

export const INVITE_USER_INTENT = "invite";
export const UPDATE_USER_INTENT = "update";
export const CHANGE_ROLE_INTENT = "role";
export const DELETE_USER_INTENT = "delete";
export const SAVE_ROLE_INTENT = "save-role";
export const DELETE_ROLE_INTENT = "delete-role";

/**
 * Failures the forms show themselves besides formFailure's own: a 403 is a user or role beyond the caller's
 * permissions (docs/decisions/027-business-accounts.md), a refusal to explain on the form like a 409.
 */
export const REFUSALS_ON_FORM = { formStatuses: [403] } as const;

export const inviteUserForm = inviteUserBody;
export const editUserForm = updateUserBody.extend({ isActive: flagField.default(false) });
export const userRoleForm = userRoleBody;
/** A role's permissions are ticked boxes: none ticked sends nothing. */
export const roleForm = roleBody.extend({ permissions: roleBody.shape.permissions.default([]) });
export type RoleForm = z.input<typeof roleForm>;
