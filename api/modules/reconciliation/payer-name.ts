import { foldText } from "../catalog/text";

// Whether a transfer's description names the order's billing party: banks write the payer's name in capitals, often
// without Turkish letters and cut short, so both sides are folded ("ŞAHİN" and "SAHIN" meet) and compared by words.

/** Words of a company's name that say its legal form, not who it is ("Örnek Elektronik San. ve Tic. Ltd. Şti."). */
const LEGAL_WORDS = new Set([
  "as",
  "ltd",
  "sti",
  "limited",
  "sirketi",
  "anonim",
  "tic",
  "ticaret",
  "san",
  "sanayi",
  "ve",
  "ith",
  "ihr",
  "inc",
  "llc",
  "gmbh",
  "co",
]);

const wordsOf = (text: string) =>
  foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);

export interface BillingName {
  firstName: string;
  lastName: string;
  companyName: string | null;
}

/**
 * "full" when the description holds the person's every name or the company's every distinctive word, "partial" when
 * it holds the surname or the company's first distinctive word, else null.
 */
export function payerNameMatch(description: string, billing: BillingName): "full" | "partial" | null {
  const words = new Set(wordsOf(description));
  const holds = (wanted: string[]) => wanted.length > 0 && wanted.every((word) => words.has(word));
  const company = wordsOf(billing.companyName ?? "").filter((word) => !LEGAL_WORDS.has(word));
  const first = wordsOf(billing.firstName);
  const last = wordsOf(billing.lastName);
  if (holds([...first, ...last]) || (company.length > 0 && holds(company))) return "full";
  // A company's first word alone must be long enough not to be a common word of a description.
  if (holds(last) || (company.length > 0 && company[0].length >= 4 && words.has(company[0]))) return "partial";
  return null;
}
