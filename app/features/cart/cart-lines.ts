import type { Cart, CartLine } from "@contract/api/carts/schemas";

/** Every line of a cart in page order: normal products, then each project's. */
export const cartLines = (cart: Cart): CartLine[] => [...cart.slots.normal, ...cart.slots.projects.flatMap((slot) => slot.lines)];
