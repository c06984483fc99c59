// Matching a tax office typed as free text (before offices were chosen from the list, docs/decisions/027-business-
// accounts.md) to one office of the Revenue Administration's list: "Kadıköy", "KADIKÖY V.D." and "Kadıköy Vergi
// Dairesi Müdürlüğü" are the same office.

export interface NamedTaxOffice {
  code: string;
  name: string;
  /** The province's plate code ("34"). */
  cityId: string;
}

// What names add to the place an office is named after, longest first. "Vergi Dairesi Başkanlığı" takes the old
// "Büyük Mükellefler Vergi Dairesi Başkanlığı" (34230) to today's Büyük Mükellefler Vergi Dairesi Müdürlüğü (34207),
// and "Eskişehir Vergi Dairesi Başkanlığı" to Eskişehir Defterdarlığı.
const OFFICE_SUFFIXES = [
  "vergi dairesi müdürlüğü",
  "vergi dairesi başkanlığı",
  "vergi dairesi",
  "mal müdürlüğü",
  "malmüdürlüğü",
  "defterdarlığı",
  "v d",
  "vd",
];

/** The name without case (Turkish rules: I → ı, İ → i), punctuation and the office-kind suffix. */
export function normaliseTaxOfficeName(name: string): string {
  const words = name
    .normalize("NFC")
    .toLocaleLowerCase("tr-TR")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  const suffix = OFFICE_SUFFIXES.find((ending) => words === ending || words.endsWith(` ${ending}`));
  return suffix ? words.slice(0, -suffix.length).trim() : words;
}

/**
 * The one office a typed name stands for, or null when it names none or several: among several of the same name
 * (Gölbaşı is in Adıyaman and in Ankara), the only one in the record's own province is taken.
 */
export function matchTaxOffice<Office extends NamedTaxOffice>(
  typed: string,
  offices: readonly Office[],
  cityId?: string | null,
): Office | null {
  const wanted = normaliseTaxOfficeName(typed);
  if (!wanted) return null;
  const named = offices.filter((office) => normaliseTaxOfficeName(office.name) === wanted);
  if (named.length === 1) return named[0];
  const local = named.filter((office) => office.cityId === cityId);
  return local.length === 1 ? local[0] : null;
}
