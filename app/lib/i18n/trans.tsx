import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import type { TFunction } from "./translate";

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A string with tagged parts (`<terms>membership terms</terms>`), each part rendered inside the element of its tag,
 * so a sentence's links stay where each language puts them.
 */
export function Trans({ t, i18nKey, components }: { t: TFunction; i18nKey: string; components: Record<string, ReactElement> }) {
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, tag, inner] = match;
    parts.push(text.slice(last, match.index));
    const element = components[tag];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
