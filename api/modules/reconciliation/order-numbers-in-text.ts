// The store's order numbers ("DE20261124-000012", api/modules/orders/numbers.ts) in a transfer's description, as a
// payer or their bank wrote them: any case, with spaces, dashes, dots or slashes put anywhere between the letters and
// the fourteen digits ("DE 20261124 000012", "de-20261124-0000 12", "DE20261124000012").
const WRITTEN_ORDER_NUMBER = /D[\s\-./_]*E((?:[\s\-./_]*\d){14})(?!\d)/g;

/** The order numbers a description names, in the store's form, first mentioned first, each once. */
export function orderNumbersIn(description: string): string[] {
  const found = new Set<string>();
  for (const match of description.toUpperCase().matchAll(WRITTEN_ORDER_NUMBER)) {
    const digits = match[1].replace(/\D/g, "");
    found.add(`DE${digits.slice(0, 8)}-${digits.slice(8)}`);
  }
  return [...found];
}
