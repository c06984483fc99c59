import type { TFunction } from "~/lib/i18n/translate";

/**
 * A translator that answers a phrase it was already asked (same key, same values) from memory: a list asks the
 * same few phrases on row after row ("10+", "Min. 10, step 5", "in stock"). Made for one render.
 */
export function rememberingTranslator(t: TFunction): TFunction {
  const answers = new Map<string, string>();
  const remembering = (key: string, options?: Record<string, unknown>) => {
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    let answer = answers.get(id);
    if (answer === undefined) {
      answer = String(t(key, options));
      answers.set(id, answer);
    }
    return answer;
  };
  return remembering as unknown as TFunction;
}
