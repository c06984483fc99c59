import * as z from "zod";
import { emailText } from "@contract/rules";

/** The subscribe form: the address, and the page to go back to once it is sent. */
export const newsletterSubscribeSchema = z.object({
  email: emailText,
  redirectTo: z.string().max(2000).optional(),
});
