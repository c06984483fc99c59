// What the favorites and wish-list forms and their actions agree on (docs/decisions/047-favorites-and-wish-lists.md):
// each post's `intent` and the ids of the forms whose refusals are shown next to their fields. Apart from the forms'
// schemas (favorite-forms.ts): the list page's buttons load no validation code (docs/decisions/062-page-javascript.md).

export const FAVORITE_INTENTS = {
  add: "add-favorite",
  remove: "remove-favorite",
  addSelected: "add-favorites",
  addToWishlist: "add-to-wishlist",
  createWishlist: "create-wishlist",
  renameWishlist: "rename-wishlist",
  deleteWishlist: "delete-wishlist",
  removeWishlistItem: "remove-wishlist-item",
  moveToCart: "move-to-cart",
} as const;

/** The product list's "add the selected rows to favorites" form: each row's checkbox belongs to it (`form=`). */
export const SELECTION_FORM_ID = "favorites-selection";
/** The product page's "add to a wish list" form. */
export const ADD_TO_WISHLIST_FORM_ID = "add-to-wishlist";
export const CREATE_WISHLIST_FORM_ID = "create-wishlist";
export const renameWishlistFormId = (id: number) => `rename-wishlist-${id}`;

/** The wish-list choice that makes a new list of the name typed beside it. */
export const NEW_WISHLIST = "new";
