import { z } from "zod";
import { newPassword } from "./account";

/** Step 3: the new password, typed twice. */
export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string({ error: "validation.required" }) })
  .refine((value) => value.password === value.confirmPassword, { message: "validation.passwordsDiffer", path: ["confirmPassword"] });
