import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface CurlAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  text: string;
}

/**
 * The store as a developer sees it with curl: one cookie jar per session, form posts sent with `--data-urlencode`,
 * redirects not followed (a post's 303 is part of what is checked). `close` removes the jar.
 */
export async function curlSession(baseURL: string) {
  const folder = await mkdtemp(path.join(tmpdir(), "store-curl-"));
  const jar = path.join(folder, "cookies.txt");
  const bodyFile = path.join(folder, "body");
  return {
    async request(route: string, options: { form?: Record<string, string | number> } = {}): Promise<CurlAnswer> {
      const args = ["--silent", "--show-error", "--cookie", jar, "--cookie-jar", jar, "--dump-header", "-", "--output", bodyFile];
      for (const [name, value] of Object.entries(options.form ?? {})) args.push("--data-urlencode", `${name}=${value}`);
      const { stdout } = await run("curl", [...args, new URL(route, baseURL).toString()]);
      const [statusLine, ...lines] = stdout.trim().split(/\r?\n/);
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      const body = await readFile(bodyFile);
      return { status: Number(statusLine.split(" ")[1]), headers, body, text: body.toString("utf8") };
    },
    close: () => rm(folder, { recursive: true, force: true }),
  };
}
