import * as z from "zod";
import { signInBody } from "@contract/api/identity/schemas";
import { USER_TYPES } from "@contract/limits";

/** The sign-in form: the API's body, the user type that chooses the sign-in, and where to go after. */
export const loginSchema = signInBody.extend({
  userType: z.enum(USER_TYPES, { error: "validation.required" }).default("b2c"),
  redirectTo: z.string().optional(),
});
