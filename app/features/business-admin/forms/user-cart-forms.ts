import * as z from "zod";
import { quantityValue } from "@contract/api/carts/schemas";

// What the administrator's page of a user's carts and its action agree on (the intents are cart-forms.ts's, the
// refused answer's shape your-carts-forms.ts's): each line's quantity form, checked by the same rule on both sides.

export const quantityFormSchema = z.object({ quantity: quantityValue });
export const quantityFormId = (lineId: number) => `user-cart-line-${lineId}`;
