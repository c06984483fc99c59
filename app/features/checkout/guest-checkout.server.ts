import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { saveGuestCheckoutBilling, saveGuestCheckoutShipping } from "@contract/api/checkout/guest";
import { pathFor } from "@contract/paths";
import { ADDRESS_LOOKUP_INTENT } from "~/features/account/components/address-fields";
import { addressChoiceOf, withNeighbourhoodPostalCode } from "~/features/account/address-lookups";
import {
  GUEST_ADDRESS_FORMS,
  guestBillingBody,
  guestFormSchema,
  guestShippingBody,
  type GuestAddressForm,
} from "~/features/checkout/forms/guest-checkout";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { languageOf } from "~/server/language.server";
import { addressLookups } from "~/features/account/lookups.server";
import { formConstraint } from "~/lib/forms/validation.server";

/** The field constraints of a guest's two address forms, for the step's loader. */
export const guestFormConstraints = () => ({
  billing: formConstraint(guestFormSchema("billing")),
  shipping: formConstraint(guestFormSchema("shipping")),
});

/**
 * A guest's address forms posted: "update the lists" (without JavaScript) answers the form again with the next list;
 * a valid invoice form goes on to the delivery method, or back here for the delivery address when the parts go
 * elsewhere; a valid delivery form goes on. The API's field errors ("billing.firstName") go next to the form's fields.
 */
export async function guestAddressAction(args: RouteArgs, formData: FormData) {
  const posted = formData.get("form");
  const form: GuestAddressForm = GUEST_ADDRESS_FORMS.find((name) => name === posted) ?? "billing";
  const submission = parseWithZod(formData, { schema: guestFormSchema(form) });
  const lookups = await addressLookups(args, addressChoiceOf(submission.payload));
  if (formData.get("intent") === ADDRESS_LOOKUP_INTENT)
    return data({ form, result: withNeighbourhoodPostalCode({ ...submission.reply(), error: {} }, lookups), lookups });
  if (submission.status !== "success") return data({ form, result: submission.reply(), lookups }, { status: 400 });
  const locale = languageOf(args.request);
  try {
    if (form === "shipping") {
      await api(args).call(saveGuestCheckoutShipping, { body: guestShippingBody(submission.value, lookups.cities) });
      return redirect(pathFor("checkoutDelivery", locale));
    }
    const value = submission.value as Parameters<typeof guestBillingBody>[0];
    const { data: checkout } = await api(args).call(saveGuestCheckoutBilling, { body: guestBillingBody(value, lookups.cities) });
    return redirect(pathFor(checkout.form.useBillingForShipping ? "checkoutDelivery" : "checkoutAddress", locale));
  } catch (error) {
    return formFailure(
      args,
      error,
      (reply) => ({ form, result: submission.reply(reply), lookups }),
      (field) => field.replace(/^(billing|shipping)\./, ""),
    );
  }
}
