// The kinds of customer request the back office's inbox holds and the statuses a request moves through
// (docs/decisions/041-request-cases.md).

/**
 * Which table a request lives in: PCB and stencil, heat sink, price and stock, a contact or service form, or a BOM
 * (docs/decisions/059-bom-matching.md, "Requests from a BOM").
 */
export const REQUEST_KINDS = ["pcb", "heat-sink", "product", "contact", "bom"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_CASE_STATUSES = ["new", "in-progress", "offered", "won", "lost", "closed"] as const;
export type RequestCaseStatus = (typeof REQUEST_CASE_STATUSES)[number];

/** "MSG-1A2B3C4D": a contact form's message as the inbox names it (its id is a UUID the sender never sees). */
export const contactRequestNumber = (id: string) => `MSG-${id.slice(0, 8).toUpperCase()}`;
