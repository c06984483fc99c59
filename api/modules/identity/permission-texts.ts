import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { Permission } from "./permissions";

/**
 * The name and description of a permission (docs/decisions/027-business-accounts.md), from locales/<language>/api.json.
 * Apart from permissions.ts, which the browser tests reach through the seed's accounts without loading the texts.
 */
export const permissionText = (permission: Permission, locale: ApiLocale) => ({
  name: text(`permissionNames.${permission}`, locale),
  description: text(`permissionDescriptions.${permission}`, locale),
});
