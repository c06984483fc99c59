import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

// The Nu Html Checker (vnu.jar, the W3C validator) on one page's HTML as the server sends it.

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

export interface HtmlError {
  message: string;
  line?: number;
  extract?: string;
}

/** Fetches the page (with the guest's cookies when given) and answers the validator's errors. */
export async function htmlErrors(url: string, cookie?: string): Promise<HtmlError[]> {
  const response = await fetch(url, { headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) } });
  const html = await response.text();
  if (!response.ok) return [{ message: `the page answered ${response.status}` }];
  const checked = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--stdout", "-"], {
    input: html,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (checked.error) throw checked.error;
  const { messages } = JSON.parse(checked.stdout) as {
    messages: Array<{ type: string; subType?: string; message: string; lastLine?: number; extract?: string }>;
  };
  return messages
    .filter((message) => message.type === "error")
    .map((message) => ({ message: message.message, line: message.lastLine, extract: message.extract?.replace(/\s+/g, " ") }));
}
