import type { Project } from "@playwright/test";

/**
 * Every flow runs twice: as a plain HTML browser and with JavaScript on. Tests tagged @needs-js exercise
 * enhancements that exist only with scripts (their plain-form path is tested separately); @http-only specs
 * check HTTP behaviour that does not depend on the browser, so they run once.
 */
export const browserProjects: Project[] = [
  { name: "js-off", use: { javaScriptEnabled: false }, grepInvert: /@needs-js/ },
  { name: "js-on", use: { javaScriptEnabled: true }, grepInvert: /@http-only/ },
];
