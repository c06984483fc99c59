// The forms of a page as a browser without JavaScript reads them: enough HTML reading for the mixed load's visitors,
// which post the store's own forms the way a plain browser would (each field's value as the page sets it).

export interface PageForm {
  action: string | null;
  method: string;
  /** What the browser sends without anyone touching the form: hidden and filled fields, checked boxes, chosen options. */
  fields: Record<string, string>;
  /** The submit buttons' name and value pairs (one is sent: the button pressed). */
  buttons: Array<{ name: string; value: string }>;
  html: string;
}

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`).exec(tag);
  return match ? decode(match[1] ?? "") : null;
};

export function decode(text: string) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function fieldsOf(html: string) {
  const fields: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, "name");
    const type = (attribute(tag, "type") ?? "text").toLowerCase();
    if (!name || ["submit", "button", "file", "image", "reset"].includes(type)) continue;
    if ((type === "checkbox" || type === "radio") && attribute(tag, "checked") === null) continue;
    fields[name] = attribute(tag, "value") ?? (type === "checkbox" || type === "radio" ? "on" : "");
  }
  for (const [, open, body] of html.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)) {
    const name = attribute(open, "name");
    if (!name) continue;
    const options = [...body.matchAll(/<option\b[^>]*>/g)].map(([tag]) => tag);
    const chosen = options.find((tag) => attribute(tag, "selected") !== null) ?? options[0];
    if (chosen) fields[name] = attribute(chosen, "value") ?? "";
  }
  for (const [, open, body] of html.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g)) {
    const name = attribute(open, "name");
    if (name) fields[name] = decode(body);
  }
  return fields;
}

/** Every form of the page, in document order. */
export function formsOf(html: string): PageForm[] {
  return [...html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)].map(([whole, open, body]) => ({
    action: attribute(open, "action"),
    method: (attribute(open, "method") ?? "get").toLowerCase(),
    fields: fieldsOf(body),
    buttons: [...body.matchAll(/<button\b[^>]*>/g)]
      .map(([tag]) => ({ name: attribute(tag, "name") ?? "", value: attribute(tag, "value") ?? "", type: attribute(tag, "type") }))
      .filter((button) => button.name && button.type !== "button"),
    html: whole,
  }));
}

/** The page's form that has `text` in its markup (a field's name, an intent's value); throws when there is none. */
export function formWith(html: string, text: string, where: string): PageForm {
  const form = formsOf(html).find((candidate) => candidate.html.includes(text));
  if (!form) throw new Error(`${where}: no form with ${text}`);
  return form;
}
