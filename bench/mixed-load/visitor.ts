import { decode, formWith } from "./html-forms";

/** One answer as a visitor waited for it: the step it belongs to, its time and whether it went wrong. */
export interface Sample {
  step: string;
  ms: number;
  /** 0 when no answer came at all. */
  status: number;
  failed: boolean;
  /** What a failed answer told the visitor: its page's title, and its alert's words when it has one. */
  told?: string;
  /** The answer had begun (its status came) and then broke off: its process stopped while it was sent. */
  cutOff?: boolean;
}

export interface Answer {
  status: number;
  url: string;
  html: string;
}

/** A page's title, and the words of its first alert (a form's failure is said there, next to what was typed). */
function toldBy(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? html.slice(0, 120);
  const alert = /role="alert"[^>]*>([\s\S]{0,600})/.exec(html)?.[1];
  const words = alert
    ? decode(alert.replace(/<[^>]*>/g, " "))
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 200)
    : "";
  return words ? `${title} — ${words}` : title;
}

/** Thrown when the store answers a step with something other than what the step expects (counted as its error). */
export class StepFailed extends Error {}

/**
 * A visitor as a browser without JavaScript is one: its own cookies and client address (the store trusts the proxy
 * header from loopback, so per-address limits see many visitors), pages fetched, forms posted as the page has them,
 * a post's redirect followed. Each request is one sample of its step.
 */
export class Visitor {
  private cookies = new Map<string, string>();

  constructor(
    private origin: string,
    private clientAddress: string,
    private record: (sample: Sample) => void,
  ) {}

  /** The visitor's cookies as its next request sends them (to hand its session to another client). */
  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1).trim();
      const expired = attributes.some((part) => /max-age=0|expires=thu, 01 jan 1970/i.test(part.trim()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private async send(step: string, url: URL, init: RequestInit, expected: (status: number) => boolean): Promise<Answer> {
    const started = performance.now();
    let status = 0;
    let told: string | undefined;
    let cutOff = false;
    try {
      const response = await fetch(url, {
        ...init,
        redirect: "manual",
        headers: {
          ...init.headers,
          Accept: "text/html,application/json",
          "Accept-Language": "en",
          "X-Forwarded-For": this.clientAddress,
          Cookie: this.cookieHeader(),
        },
      });
      status = response.status;
      this.keepCookies(response);
      const html = await response.text().catch((error: Error) => {
        cutOff = true;
        told = `the answer broke off after its status (${error.message})`;
        throw error;
      });
      if (!expected(status)) told = toldBy(html);
      const location = response.headers.get("location");
      return { status, url: location ? new URL(location, url).toString() : url.toString(), html };
    } finally {
      this.record({ step, ms: performance.now() - started, status, failed: cutOff || !expected(status), told, cutOff });
    }
  }

  /** A page, its redirects followed (each one a sample of the step): a 200 unless `expected` says otherwise. */
  async get(step: string, path: string, expected = (status: number) => status === 200): Promise<Answer> {
    const redirected = (status: number) => [301, 302, 303, 307].includes(status);
    let answer = await this.send(step, new URL(path, this.origin), {}, (status) => expected(status) || redirected(status));
    for (let hops = 0; redirected(answer.status) && !expected(answer.status) && hops < 5; hops += 1) {
      answer = await this.send(step, new URL(answer.url), {}, (status) => expected(status) || redirected(status));
    }
    if (!expected(answer.status)) throw new StepFailed(`${step}: ${answer.status} for ${path}`);
    return answer;
  }

  /**
   * Posts the form of `page` that has `marker` in its markup, with `fields` over what the page put in it. The store
   * answers a post with a redirect, followed to its page (the step's second sample); `answersWithPage` is for a post
   * answered by a page of its own (the sandbox bank's). Any other answer is the step's failure.
   */
  async submit(step: string, page: Answer, marker: string, fields: Record<string, string> = {}, answersWithPage = false): Promise<Answer> {
    const form = formWith(page.html, marker, step);
    const target = new URL(form.action ? decode(form.action) : page.url, page.url);
    const body = new URLSearchParams({ ...form.fields, ...fields });
    const expected = (status: number) => (answersWithPage ? status === 200 : status === 303 || status === 302);
    const posted = await this.send(
      step,
      target,
      { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } },
      expected,
    );
    if (!expected(posted.status)) {
      const reason = /role="alert"[^>]*>([^<]{0,160})/.exec(posted.html)?.[1] ?? "";
      throw new StepFailed(`${step}: ${posted.status} from ${target.pathname} ${reason}`.trim());
    }
    return answersWithPage ? posted : this.get(`${step} → page`, posted.url);
  }
}
