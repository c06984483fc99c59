import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Resource } from "i18next";
import { LOCALES } from "@contract/locale";

const localesDir = path.resolve(process.cwd(), "locales");

function loadAll(): Resource {
  const resources: Resource = {};
  for (const locale of LOCALES) {
    resources[locale] = {};
    for (const file of readdirSync(path.join(localesDir, locale))) {
      if (!file.endsWith(".json")) continue;
      resources[locale][file.slice(0, -5)] = JSON.parse(readFileSync(path.join(localesDir, locale, file), "utf8"));
    }
  }
  return resources;
}

/** Every namespace of every language, read once at start-up from locales/. */
export const translations: Resource = loadAll();
