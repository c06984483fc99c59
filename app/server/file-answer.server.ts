/** What the API says about a file that the browser needs: its type, its name (attachment) and its length. */
const PASSED_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length"];

/**
 * A file the API answered (`api(args).file`), streamed through to the browser as it comes, with the API's headers
 * the browser needs. Private, never cached, unless the caller says the file is everyone's (a certificate): most
 * files the API makes are one visitor's (a cart, an invoice).
 */
export function passFile(answer: Response, cacheControl = "private, no-store"): Response {
  const headers = new Headers({ "Cache-Control": cacheControl });
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
