import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Each test browses from its own client address (as a proxy in front of the store would report it),
 * so per-IP rate limits of one test never spill into another.
 */
export const test = base.extend({
  /** With JavaScript on, navigation waits until the page's scripts run, as a person would before using them. */
  page: async ({ page }, use, testInfo) => {
    if (testInfo.project.name === "js-on") {
      const hydrated = () => page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        if (response?.headers()["content-type"]?.includes("text/html")) await hydrated();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        if (response?.headers()["content-type"]?.includes("text/html")) await hydrated();
        return response;
      };
    }
    await use(page);
  },
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const octet = (n: number) => (n % 250) + 1;
    const seed = testInfo.testId.split("").reduce((sum, char) => sum + char.charCodeAt(0), testInfo.repeatEachIndex + testInfo.retry);
    await use({ "X-Forwarded-For": `10.${octet(seed)}.${octet(seed >> 3)}.${octet(testInfo.workerIndex + seed)}` });
  },
});

export { expect };

export const jsEnabled = () => test.info().project.name === "js-on";

/** axe-core finds no serious or critical issue (runs where page scripts run). */
export async function expectAccessible(page: Page) {
  if (!jsEnabled()) return;
  // Colours are judged as they end up: a toast fading in, or starting to fade out while axe reads the page (it
  // leaves after a few seconds), has for a moment too little contrast. A page with an issue is read again once settled.
  const settled = () =>
    page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"), null, {
      timeout: 5000,
    });
  const seriousIssues = async () => {
    await settled();
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  };
  const first = await seriousIssues();
  const serious = first.length ? await seriousIssues() : first;
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}
