import type { FastifyInstance } from "fastify";
import {
  listAuditLog,
  staffHome,
  staffMe,
  staffRefresh,
  staffSignIn,
  staffSignOut,
  staffVerify,
} from "@contract/api/back-office/operations";
import { AppError } from "../../lib/errors";
import { requestLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import { route } from "../../lib/route";
import { privateNoStore } from "../catalog/http";
import type { IdentitySettings } from "../identity/settings";
import { searchAuditLog } from "./audit";
import { staffHomeCounts } from "./home";
import { endStaffSession, rotateStaffSession } from "./sessions";
import { checkStaffPassword, verifyStaffCode } from "./sign-in";
import { staffOf } from "./staff-identity";

const signInLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

/** The back office's staff sign-in, the staff member's record, the home's counts and the audit log (mounted under /v1). */
export default async function backOfficeRoutes(app: FastifyInstance, { settings }: { settings: IdentitySettings }) {
  const deps = { db: app.db, counters: app.counters, mailer: app.mailer, revocations: app.revocations, settings };
  const signIns = { db: app.db, secret: settings.JWT_SECRET };

  route(
    app,
    staffSignIn,
    async (request) => ({ success: true, data: await checkStaffPassword(deps, request.body, requestLocale(request)) }),
    {
      config: signInLimit,
    },
  );
  route(app, staffVerify, async (request) => ({ success: true, data: await verifyStaffCode(deps, request.body, requestLocale(request)) }), {
    config: signInLimit,
  });
  route(
    app,
    staffRefresh,
    async (request) => {
      const tokens = await rotateStaffSession(signIns, request.body.refreshToken);
      if (!tokens) throw new AppError(401, text("backOffice.refreshInvalid", requestLocale(request)));
      return { success: true, data: tokens };
    },
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
  );
  route(app, staffSignOut, async (request) => {
    await endStaffSession(signIns, request.body.refreshToken);
    return { success: true, message: text("identity.signedOut", requestLocale(request)), data: null };
  });

  route(app, staffMe, async (request, reply) => {
    privateNoStore(reply);
    const staff = staffOf(request);
    return {
      success: true,
      data: {
        id: staff.staffId,
        email: staff.email,
        firstName: staff.firstName,
        lastName: staff.lastName,
        role: staff.role,
        permissions: [...staff.permissions],
      },
    };
  });
  route(app, staffHome, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await staffHomeCounts(app.db, staffOf(request).permissions) };
  });
  route(app, listAuditLog, async (request, reply) => {
    privateNoStore(reply);
    return { success: true, data: await searchAuditLog(app.db, request.query) };
  });
}
