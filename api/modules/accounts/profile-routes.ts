import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { users, type User } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { successSchema } from "../../lib/envelope";
import { requestLocale } from "../../lib/locale";
import { hashPassword, passwordMatches } from "../../lib/passwords";
import { cleanNameField, phoneField } from "../../lib/rules";
import { requireUser } from "../../plugins/auth";
import { identityMessage } from "../identity/messages";
import { passwordField } from "../identity/schemas";
import { revokeAllSignIns } from "../identity/tokens";
import { LOOKUP_CODES } from "../lookups/enumerations";
import { currentUser } from "./current-user";

const optionalCode = (list: string[]) =>
  z
    .string()
    .refine((value) => value === "" || list.includes(value), "must be one of the listed values")
    .nullish()
    .transform((value) => value || null);

const profileBody = z.object({
  firstName: cleanNameField(80),
  lastName: cleanNameField(80),
  phoneCountryCode: z.string().trim().regex(/^(\+\d{1,4})?$/, "must look like +90").nullish().transform((value) => value || null),
  phone: phoneField.nullable().optional().transform((value) => value ?? null),
  genderCode: optionalCode(LOOKUP_CODES.genders),
  birthDate: z.iso.date().nullish().or(z.literal("")).transform((value) => value || null),
  titleCode: optionalCode(LOOKUP_CODES.titles),
});

const profileSchema = z.object({
  userType: z.enum(["b2b", "b2c"]),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneCountryCode: z.string().nullable(),
  phone: z.string().nullable(),
  genderCode: z.string().nullable(),
  birthDate: z.string().nullable(),
  titleCode: z.string().nullable(),
  company: z.object({ id: z.string(), title: z.string(), roleName: z.string().nullable(), isAdmin: z.boolean() }).nullable(),
});

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  async function profileOf(user: User) {
    const withCompany = await app.db.query.users.findFirst({ where: eq(users.id, user.id), with: { company: true, role: true } });
    const company = withCompany?.company
      ? { id: withCompany.company.id, title: withCompany.company.title, roleName: withCompany.role?.name ?? null, isAdmin: withCompany.role?.isAdmin ?? false }
      : null;
    const { userType, firstName, lastName, email, phoneCountryCode, phone, genderCode, birthDate, titleCode } = user;
    return { userType, firstName, lastName, email, phoneCountryCode, phone, genderCode, birthDate, titleCode, company };
  }

  const security = [{ bearer: [] }];

  app.get(
    "/v1/identity/users/me/profile",
    { schema: { tags: ["accounts"], summary: "The caller's profile", security, response: { 200: successSchema(profileSchema) } }, preHandler: requireUser },
    async (request) => ({ success: true as const, data: await profileOf(await currentUser(app, request)) }),
  );

  app.put(
    "/v1/identity/users/me/profile",
    { schema: { tags: ["accounts"], summary: "Update the caller's profile", security, body: profileBody, response: { 200: successSchema(profileSchema) } }, preHandler: requireUser },
    async (request) => {
      const user = await currentUser(app, request);
      // Birth date belongs to consumers, job title to business users.
      const body = { ...request.body, birthDate: user.userType === "b2c" ? request.body.birthDate : null, titleCode: user.userType === "b2b" ? request.body.titleCode : null };
      const [updated] = await app.db.update(users).set({ ...body, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
      return { success: true as const, data: await profileOf(updated) };
    },
  );

  app.put(
    "/v1/identity/users/me/password",
    {
      schema: {
        tags: ["accounts"],
        summary: "Change the password (every sign-in ends; the caller signs in again)",
        security,
        body: z.object({ currentPassword: z.string().min(1).max(128), newPassword: passwordField }),
        response: { 200: successSchema(z.null()) },
      },
      preHandler: requireUser,
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      const locale = requestLocale(request);
      const user = await currentUser(app, request);
      if (!(await passwordMatches(user.passwordHash, request.body.currentPassword))) {
        const text = identityMessage("currentPasswordWrong", locale);
        throw new AppError(400, text, [{ field: "currentPassword", message: text }]);
      }
      await app.db.update(users).set({ passwordHash: await hashPassword(request.body.newPassword), updatedAt: new Date() }).where(eq(users.id, user.id));
      await revokeAllSignIns(app.db, [user.id]);
      return { success: true as const, message: identityMessage("passwordChanged", locale), data: null };
    },
  );
};

export default profileRoutes;
