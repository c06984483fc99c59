export type PropertyValue = number | string;

/**
 * Distinct values of one column, each given a small code; code 0 means "no value". Numbers and strings never
 * share a code (1000 and "1000" differ, as they do in jsonb).
 */
export class ValueDictionary {
  readonly values: Array<PropertyValue | null> = [null];
  private readonly codes = new Map<string, number>();

  private static key(value: PropertyValue) {
    return typeof value === "number" ? `n${value}` : `s${value}`;
  }

  get size() {
    return this.values.length;
  }

  codeOf(value: PropertyValue): number | undefined {
    return this.codes.get(ValueDictionary.key(value));
  }

  intern(value: PropertyValue): number {
    const key = ValueDictionary.key(value);
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(key, code);
    }
    return code;
  }

  /** A lookup table over the codes: 1 where `accept` takes the value. */
  allowed(accept: (value: PropertyValue) => boolean): Uint8Array {
    const table = new Uint8Array(this.values.length);
    for (let code = 1; code < this.values.length; code += 1) if (accept(this.values[code]!)) table[code] = 1;
    return table;
  }
}

/** The dictionary of a property code, created on first use. */
export function dictionaryFor(dictionaries: Map<string, ValueDictionary>, code: string): ValueDictionary {
  let dictionary = dictionaries.get(code);
  if (!dictionary) {
    dictionary = new ValueDictionary();
    dictionaries.set(code, dictionary);
  }
  return dictionary;
}
