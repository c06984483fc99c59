import type { GuestBuyer } from "./buyer";
import type { CheckoutState } from "./service";

/**
 * The guest as the contract texts and the order's mails name them: the person of the typed invoice address and the
 * e-mail given with it. Blank before the address step; the documents then say these come at checkout.
 */
export function guestPerson(buyer: GuestBuyer, state: Pick<CheckoutState, "billing" | "row">) {
  const { billing, row } = state;
  return {
    id: buyer.guestId,
    firstName: billing?.firstName ?? "",
    lastName: billing?.lastName ?? "",
    email: row?.guestEmail ?? "",
    phoneCountryCode: billing?.phoneCountryCode ?? null,
    phone: billing?.phone ?? null,
  };
}
