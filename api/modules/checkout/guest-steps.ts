import type { GuestBillingBody, GuestShippingBody } from "@contract/api/checkout/guest";
import type { Database } from "../../db/client";
import type { TypedAddress } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { text } from "../../lib/messages";
import { addressValues } from "../accounts/address-schemas";
import type { CartContext } from "../carts/view";
import { guestAddressRow, type GuestBuyer as Guest } from "./buyer";
import { identityNumberNeeded, needsIdentityNumber, readCheckout, requireActiveCart } from "./service";
import { checkoutRow, saveChoices } from "./store";

// A guest's address steps (docs/decisions/017-orders.md): the addresses are kept with the checkout as typed, and
// the recipient is the person of the delivery address. A changed address clears the shipping choice (spec §4).

const sameAddress = (a: TypedAddress | null | undefined, b: TypedAddress | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const recipientOf = (person: TypedAddress | null | undefined) => ({
  recipientFirstName: person?.firstName ?? null,
  recipientLastName: person?.lastName ?? null,
  phoneCountryCode: person?.phoneCountryCode ?? null,
  phone: person?.phone ?? null,
});

/** The e-mail and the invoice address; delivered there too, or to the delivery address given next. */
export async function saveGuestBilling(db: Database, buyer: Guest, body: GuestBillingBody, context: CartContext) {
  const cart = await requireActiveCart(db, buyer, context);
  const billing = addressValues(body.billing);
  const { totalTry } = await readCheckout(db, buyer, context);
  if (needsIdentityNumber(buyer, guestAddressRow(billing, "billing", new Date()), totalTry) && !billing.identityNumber) {
    throw identityNumberNeeded("billing.identityNumber", context);
  }
  const before = await checkoutRow(db, cart.id);
  const changed = !sameAddress(before?.guestBilling, billing) || before?.useBillingForShipping !== body.useBillingForShipping;
  const shipping = body.useBillingForShipping ? null : (before?.guestShipping ?? null);
  await saveChoices(db, cart.id, {
    guestEmail: body.email,
    guestBilling: billing,
    guestShipping: shipping,
    useBillingForShipping: body.useBillingForShipping,
    ...recipientOf(body.useBillingForShipping ? billing : shipping),
    identityNumber: billing.invoiceType === "corporate" ? null : (billing.identityNumber ?? null),
    taxNumber: billing.invoiceType === "corporate" ? (billing.taxNumber ?? null) : null,
    customerOrderNumber: body.customerOrderNumber,
    extraInformation: body.extraInformation,
    ...(changed ? { shippingOptionId: null } : {}),
  });
}

/** Another delivery address: its person receives the parts. The invoice address must be given first (409). */
export async function saveGuestShipping(db: Database, buyer: Guest, body: GuestShippingBody, context: CartContext) {
  const cart = await requireActiveCart(db, buyer, context);
  const before = await checkoutRow(db, cart.id);
  if (!before?.guestBilling) throw new AppError(409, text("orders.noAddress", context.locale));
  const shipping = addressValues(body.shipping);
  await saveChoices(db, cart.id, {
    guestShipping: shipping,
    useBillingForShipping: false,
    ...recipientOf(shipping),
    ...(sameAddress(before.guestShipping, shipping) && !before.useBillingForShipping ? {} : { shippingOptionId: null }),
  });
}
