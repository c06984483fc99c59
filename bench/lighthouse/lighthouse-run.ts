import lighthouse from "lighthouse";

// One page through Lighthouse with its mobile defaults (simulated throttling, a mobile screen and user agent).

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface PageFigures {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Every audit of accessibility, best practices and SEO that is not passed, with what it names. */
  failed: Array<{ category: string; id: string; title: string; score: number; items: string[] }>;
  /** The address Lighthouse ended on (a redirect shows here). */
  finalUrl: string;
  /** The elements that moved, each with its share of the CLS. */
  layoutShifts: string[];
}

/** The words of an audit's first items: the element or URL each names. */
function itemsOf(details: unknown): string[] {
  const items = (details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const node = [item.node, item.source].find((value) => (value as { type?: string } | undefined)?.type === "node") as
      { snippet?: string; selector?: string } | undefined;
    const text = node?.snippet ?? (typeof item.url === "string" ? item.url : undefined) ?? JSON.stringify(item);
    const score = typeof item.score === "number" ? ` (${item.score.toFixed(3)})` : "";
    return `${text.replace(/\s+/g, " ").slice(0, 200)}${score}`;
  });
}

export async function runLighthouse(url: string, port: number, cookie?: string): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed: PageFigures["failed"] = [];
  for (const category of CATEGORIES) {
    if (category === "performance") continue;
    for (const { id } of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[id];
      if (audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === "informative") continue;
      failed.push({ category, id, title: audit.title, score: audit.score, items: itemsOf(audit.details) });
    }
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category].score])) as PageFigures["scores"],
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    totalBytes: numeric("total-byte-weight"),
    failed,
    layoutShifts: itemsOf(lhr.audits["layout-shifts"]?.details),
    finalUrl: lhr.finalDisplayedUrl,
  };
}
