import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LOCALES, type Locale } from "@contract/locale";
import type { Strings } from "~/lib/i18n/translate";

const localesDir = path.resolve(process.cwd(), "locales");

function loadAll(): Record<Locale, Record<string, Strings>> {
  const resources = {} as Record<Locale, Record<string, Strings>>;
  for (const locale of LOCALES) {
    resources[locale] = {};
    for (const file of readdirSync(path.join(localesDir, locale))) {
      if (!file.endsWith(".json")) continue;
      resources[locale][file.slice(0, -5)] = JSON.parse(readFileSync(path.join(localesDir, locale, file), "utf8")) as Strings;
    }
  }
  return resources;
}

/** Every namespace of every language, read once at start-up from locales/. */
export const translations = loadAll();
