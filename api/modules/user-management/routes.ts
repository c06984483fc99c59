import type { FastifyInstance } from "fastify";
import * as operations from "@contract/api/identity/user-management-operations";
import { requestLocale } from "../../lib/locale";
import { route } from "../../lib/route";
import { guardSignedIn, identityOf } from "../../plugins/auth";
import type { IdentityDeps } from "../identity/settings";
import { acceptInvitation } from "./invitation";
import { createRole, deleteRole, findRole, grantablePermissions, listRoles, updateRole } from "./roles";
import { changeUserRole, deleteUser, inviteUser, updateUser } from "./user-changes";
import { findCompanyUser, listCompanyUsers } from "./users";

const invitationLimit = { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } };
const inviteLimit = { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } };

/**
 * A company administrator's users and roles (mounted under /v1, docs/decisions/027-business-accounts.md); each
 * operation's permission is checked by route(), every id is looked up within the caller's company.
 */
export async function userManagementRoutes(app: FastifyInstance, deps: IdentityDeps) {
  const { db } = deps;
  route(
    app,
    operations.acceptInvitation,
    async (request) => ({ success: true, data: await acceptInvitation(deps, request.body, requestLocale(request)) }),
    invitationLimit,
  );

  await app.register(async (signedIn) => {
    guardSignedIn(signedIn);
    route(signedIn, operations.listCompanyUsers, async (request) => ({
      success: true,
      data: await listCompanyUsers(db, identityOf(request), request.query),
    }));
    route(
      signedIn,
      operations.inviteCompanyUser,
      async (request) => ({ success: true, data: await inviteUser(deps, identityOf(request), request.body, requestLocale(request)) }),
      inviteLimit,
    );
    route(signedIn, operations.getCompanyUser, async (request) => ({
      success: true,
      data: await findCompanyUser(db, identityOf(request), request.params.id, requestLocale(request)),
    }));
    route(signedIn, operations.updateCompanyUser, async (request) => ({
      success: true,
      data: await updateUser(deps, identityOf(request), request.params.id, request.body, requestLocale(request)),
    }));
    route(signedIn, operations.deleteCompanyUser, async (request) => {
      await deleteUser(deps, identityOf(request), request.params.id, requestLocale(request));
      return { success: true, data: null };
    });
    route(signedIn, operations.changeCompanyUserRole, async (request) => ({
      success: true,
      data: await changeUserRole(deps, identityOf(request), request.params.id, request.body.roleId, requestLocale(request)),
    }));

    route(signedIn, operations.listCompanyRoles, async (request) => ({ success: true, data: await listRoles(db, identityOf(request)) }));
    route(signedIn, operations.rolePermissionList, async (request) => ({
      success: true,
      data: grantablePermissions(identityOf(request), requestLocale(request)),
    }));
    route(signedIn, operations.createCompanyRole, async (request) => ({
      success: true,
      data: await createRole(db, identityOf(request), request.body, requestLocale(request)),
    }));
    route(signedIn, operations.getCompanyRole, async (request) => ({
      success: true,
      data: await findRole(db, identityOf(request), request.params.id, requestLocale(request)),
    }));
    route(signedIn, operations.updateCompanyRole, async (request) => ({
      success: true,
      data: await updateRole(db, identityOf(request), request.params.id, request.body, requestLocale(request)),
    }));
    route(signedIn, operations.deleteCompanyRole, async (request) => {
      await deleteRole(db, identityOf(request), request.params.id, requestLocale(request));
      return { success: true, data: null };
    });
  });
}
