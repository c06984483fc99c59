import type { HtmlError } from "./html-validator";
import type { PageFigures } from "./lighthouse-run";

// What the Lighthouse benchmark prints: one table row per page, then what each page failed.

export interface PageReport {
  name: string;
  path: string;
  figures: PageFigures;
  htmlErrors: HtmlError[];
}

const score = (value: number | null) => (value === null ? "–" : String(Math.round(value * 100)));

export function printTable(reports: PageReport[]) {
  console.log("| page | perf | a11y | best practices | SEO | LCP s | TBT ms | CLS | KB | vnu errors |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const { name, figures, htmlErrors } of reports) {
    const { scores } = figures;
    const cells = [
      name,
      score(scores.performance),
      score(scores.accessibility),
      score(scores["best-practices"]),
      score(scores.seo),
      (figures.lcpMs / 1000).toFixed(1),
      Math.round(figures.tbtMs),
      figures.cls.toFixed(3),
      Math.round(figures.totalBytes / 1024),
      htmlErrors.length,
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
}

export function printFindings(reports: PageReport[]) {
  for (const { name, path, figures, htmlErrors } of reports) {
    const redirected = !figures.finalUrl.endsWith(path);
    if (!redirected && figures.failed.length === 0 && figures.layoutShifts.length === 0 && htmlErrors.length === 0) continue;
    console.log(`\n${name} (${path})`);
    if (redirected) console.log(`  redirected to ${figures.finalUrl}`);
    for (const audit of figures.failed) {
      console.log(`  ${audit.category}: ${audit.title} [${audit.id}, ${score(audit.score)}]`);
      for (const item of audit.items) console.log(`      ${item}`);
    }
    if (figures.layoutShifts.length > 0) console.log(`  layout shifts (CLS ${figures.cls.toFixed(3)}):`);
    for (const shift of figures.layoutShifts) console.log(`      ${shift}`);
    for (const error of htmlErrors) {
      console.log(`  vnu, line ${error.line ?? "?"}: ${error.message}`);
      if (error.extract) console.log(`      ${error.extract}`);
    }
  }
}
