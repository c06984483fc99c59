import type { TFunction } from "~/lib/i18n/translate";

/** A packaging's name in the page's language (a `catalog` translator); a name the store does not know stays as given. */
export const packagingLabel = (t: TFunction, packaging: string): string => t(`packaging.${packaging}`, { defaultValue: packaging });
