/**
 * The intents of the newsletter page's action: the footer's (or the page's) subscribe form, and the opt-in link's
 * button. Apart from the form's schema, so that the footer on every page does not load zod.
 */
export const NEWSLETTER_INTENTS = { subscribe: "subscribe", confirm: "confirm" } as const;
