import * as z from "zod";
import { quantityValue } from "@contract/api/carts/schemas";
import { WISHLIST_NAME_MAX } from "@contract/api/favorites/schemas";
import { requiredText } from "@contract/rules";
import { NEW_WISHLIST } from "./favorite-intents";

// The schema of the product page's "add to a wish list" form, checked in the browser and by the action
// (docs/decisions/047-favorites-and-wish-lists.md).

/** Adding a part to a wish list: an existing list, or a new one named here; the quantity as typed. */
export const addToWishlistSchema = z
  .object({
    variantId: z.coerce.number<number>().int().min(1),
    wishlistId: z.string({ error: "validation.required" }).regex(new RegExp(`^(\\d+|${NEW_WISHLIST})$`), "validation.required"),
    name: requiredText(WISHLIST_NAME_MAX).optional(),
    quantity: quantityValue,
  })
  .superRefine((value, context) => {
    if (value.wishlistId === NEW_WISHLIST && !value.name)
      context.addIssue({ code: "custom", path: ["name"], message: "validation.required" });
  });
