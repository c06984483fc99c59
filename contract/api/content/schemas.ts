import * as z from "zod";
import { LOCALES } from "../../locale";

/** A content page's key: lower-case words joined by hyphens (the English slug of a policy page, `about`). */
export const contentPageParams = z.object({ key: z.string().regex(/^[a-z0-9-]{1,80}$/) });

/** A page whose text is kept in the API (about, the policies), in the caller's language or else Turkish. */
export const contentPageSchema = z.object({
  key: z.string(),
  locale: z.enum(LOCALES),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.output<typeof contentPageSchema>;
