import * as z from "zod";
import { resetPasswordBody } from "@contract/api/identity/schemas";

/** Step 3: the new password, typed twice. */
export const newPasswordSchema = resetPasswordBody
  .pick({ password: true })
  .extend({ confirmPassword: z.string({ error: "validation.required" }) })
  .refine((value) => value.password === value.confirmPassword, { message: "validation.passwordsDiffer", path: ["confirmPassword"] });
