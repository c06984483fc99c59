/** A page as an HTTP client without JavaScript gets it: status, headers, HTML and how long it took. */
export interface PageAnswer {
  status: number;
  headers: Headers;
  html: string;
  ms: number;
}

/** GET (or a form POST when `form` is given) of a storefront path; redirects are answers, not followed. */
export async function fetchPage(url: string, options: { cookie?: string; form?: Record<string, string> } = {}): Promise<PageAnswer> {
  const started = performance.now();
  const response = await fetch(url, {
    method: options.form ? "POST" : "GET",
    redirect: "manual",
    headers: options.cookie ? { Cookie: options.cookie } : {},
    body: options.form ? new URLSearchParams(options.form) : undefined,
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, ms: Math.round(performance.now() - started) };
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };
const decoded = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]);

/** The document's <title> as a person reads it ("" when it has none). */
export function titleOf(html: string): string {
  return decoded(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "").trim();
}

/** The text of the document's body as a person reads it (tags, scripts and the head left out). */
export function textOf(html: string): string {
  const body = html.slice(Math.max(0, html.indexOf("<body")));
  return decoded(body.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}

/** The <html lang> of the document. */
export function languageOf(html: string): string | undefined {
  return /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];
}

/** The values of the `__session` cookies the answer sets (an ended session is an empty value). */
export function sessionCookiesSet(answer: PageAnswer): string[] {
  return answer.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith("__session="))
    .map((cookie) => cookie.slice("__session=".length, cookie.indexOf(";") === -1 ? undefined : cookie.indexOf(";")));
}
