import { LOOKUP_CODES, type LookupList } from "@contract/api/lookups/codes";
import type { ApiLocale } from "../../lib/locale";

type Labels<List extends LookupList> = Record<(typeof LOOKUP_CODES)[List][number], { tr: string; en: string }>;

/**
 * The labels of the store's own code lists (contract/api/lookups/codes.ts) in both languages: exactly the
 * contract's codes, or this fails to compile.
 */
const ENUMERATIONS = {
  "company-types": {
    "sole-proprietorship": { tr: "Şahıs şirketi", en: "Sole proprietorship" },
    limited: { tr: "Limited şirket", en: "Limited company" },
    "joint-stock": { tr: "Anonim şirket", en: "Joint-stock company" },
    cooperative: { tr: "Kooperatif", en: "Cooperative" },
    public: { tr: "Kamu kurumu", en: "Public institution" },
    university: { tr: "Üniversite", en: "University" },
    foreign: { tr: "Yabancı şirket", en: "Foreign company" },
  },
  sectors: {
    "electronics-manufacturing": { tr: "Elektronik üretim", en: "Electronics manufacturing" },
    automotive: { tr: "Otomotiv", en: "Automotive" },
    defence: { tr: "Savunma ve havacılık", en: "Defence and aerospace" },
    energy: { tr: "Enerji", en: "Energy" },
    lighting: { tr: "Aydınlatma", en: "Lighting" },
    medical: { tr: "Medikal", en: "Medical" },
    telecom: { tr: "Telekomünikasyon", en: "Telecommunications" },
    "industrial-automation": { tr: "Endüstriyel otomasyon", en: "Industrial automation" },
    "education-research": { tr: "Eğitim ve Ar-Ge", en: "Education and R&D" },
    other: { tr: "Diğer", en: "Other" },
  },
  "activity-areas": {
    manufacturer: { tr: "Üretici", en: "Manufacturer" },
    ems: { tr: "Elektronik üretim hizmeti (EMS)", en: "Electronics manufacturing services (EMS)" },
    distributor: { tr: "Distribütör / bayi", en: "Distributor / reseller" },
    "design-house": { tr: "Tasarım ve Ar-Ge", en: "Design house and R&D" },
    maintenance: { tr: "Bakım ve onarım", en: "Maintenance and repair" },
    integrator: { tr: "Sistem entegratörü", en: "System integrator" },
  },
  titles: {
    owner: { tr: "Firma sahibi", en: "Owner" },
    "general-manager": { tr: "Genel müdür", en: "General manager" },
    "purchasing-manager": { tr: "Satın alma müdürü", en: "Purchasing manager" },
    "purchasing-specialist": { tr: "Satın alma uzmanı", en: "Purchasing specialist" },
    engineer: { tr: "Mühendis", en: "Engineer" },
    "rd-manager": { tr: "Ar-Ge müdürü", en: "R&D manager" },
    technician: { tr: "Tekniker", en: "Technician" },
    other: { tr: "Diğer", en: "Other" },
  },
  genders: {
    female: { tr: "Kadın", en: "Female" },
    male: { tr: "Erkek", en: "Male" },
    unspecified: { tr: "Belirtmek istemiyorum", en: "Prefer not to say" },
  },
} satisfies { [List in LookupList]: Labels<List> };

/** A code list with its labels in the caller's language, in the contract's order. */
export function enumerationItems(list: LookupList, locale: ApiLocale) {
  const labels: Record<string, { tr: string; en: string }> = ENUMERATIONS[list];
  return LOOKUP_CODES[list].map((id) => ({ id, name: labels[id][locale] }));
}
