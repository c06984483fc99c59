import type { PropertySeed } from "../family";

/** The properties every IC family shares. */
export const packageCase: PropertySeed = {
  code: "package",
  tr: "Kılıf",
  en: "Package / Case",
  kind: "enum",
  quantity: "package",
  key: true,
};
export const temperature: PropertySeed = {
  code: "operating-temperature",
  tr: "Çalışma Sıcaklığı",
  en: "Operating Temperature",
  kind: "enum",
  key: true,
};
