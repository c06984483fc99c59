// A minimal XML writer: elements are built as values and serialised once, every text and attribute escaped, so that
// nothing a buyer typed can open or close an element.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[] | string;
}

type Child = XmlElement | null | undefined | false | "";

/** An element holding other elements; absent (null, undefined, false, an empty string) children are left out, as optional ones are. */
export const el = (name: string, attributes: Record<string, string>, ...children: Child[]): XmlElement => ({
  name,
  attributes,
  children: children.filter((child): child is XmlElement => Boolean(child)),
});

/** An element holding text. */
export const leaf = (name: string, value: string | number, attributes: Record<string, string> = {}): XmlElement => ({
  name,
  attributes,
  children: String(value),
});

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
// Control characters XML 1.0 cannot carry at all are dropped rather than escaped.
// eslint-disable-next-line no-control-regex
const escape = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "").replace(/[&<>"']/g, (c) => ESCAPES[c]);

function write(element: XmlElement, depth: number): string {
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(element.attributes)
    .map(([key, value]) => ` ${key}="${escape(value)}"`)
    .join("");
  if (typeof element.children === "string") return `${indent}<${element.name}${attributes}>${escape(element.children)}</${element.name}>`;
  if (element.children.length === 0) return `${indent}<${element.name}${attributes}/>`;
  const inner = element.children.map((child) => write(child, depth + 1)).join("\n");
  return `${indent}<${element.name}${attributes}>\n${inner}\n${indent}</${element.name}>`;
}

/** The document with its declaration, UTF-8. */
export const xmlDocument = (root: XmlElement) => `<?xml version="1.0" encoding="UTF-8"?>\n${write(root, 0)}\n`;
