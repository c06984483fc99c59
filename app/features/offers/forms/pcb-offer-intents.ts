// The PCB form's own values, without its schema (pcb-offer.ts): the page's code needs them, and its schema loads on
// the form's first use (docs/decisions/062-page-javascript.md).

/** Marks an archive the storefront did not read to its end (over the API's limit: refused without sending it). */
export const GERBER_TOO_LARGE = "gerber-too-large";

/** The buttons that change the form instead of sending it: new defaults after a choice, or all of them again. */
export const PCB_FORM_INTENTS = {
  applyBaseMaterial: "apply-baseMaterial",
  applyLayer: "apply-layer",
  clear: "clear",
  estimate: "estimate",
} as const;
