import type { Page } from "@playwright/test";

/** The analytics events of one name the page has pushed to its dataLayer (scripts only). */
export const analyticsEvents = (page: Page, name: string) =>
  page.evaluate(
    (event) => ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry.event === event),
    name,
  );
