import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { checkoutAddressBody, saveCheckoutAddress } from "~/features/checkout/checkout-schemas.server";
import { pathFor } from "@contract/paths";
import { BookAddressForm } from "~/features/checkout/components/book-address-form";
import { CheckoutShell } from "~/features/checkout/components/checkout-shell";
import { GuestAddressForms, type GuestFormAnswer } from "~/features/checkout/components/guest-address-forms";
import { useCheckoutEvent } from "~/features/checkout/components/use-checkout-events";
import { addressChoiceOf } from "~/features/account/address-lookups";
import { checkoutStepMeta } from "~/lib/meta";
import { usePageLocale } from "~/lib/use-page-locale";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { isGuest } from "~/server/auth.server";
import { checkoutFor } from "~/features/checkout/checkout.server";
import { readForm } from "~/server/forms.server";
import { guestAddressAction, guestFormConstraints } from "~/features/checkout/guest-checkout.server";
import { i18n } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";
import { addressLookups } from "~/features/account/lookups.server";
import { formConstraint, parseWithZod, type FormConstraint } from "~/lib/forms/validation.server";
import type { GuestAddressForm } from "~/features/checkout/forms/guest-checkout";

export const handle = { i18n: ["common", "checkout", "account"] };

export const headers = passCacheControl;

/** The step's page: a signed-in buyer chooses from the address book; a guest types the addresses (with their lists). */
export async function loader(args: LoaderFunctionArgs) {
  const { checkout, guest } = await checkoutFor(args, "address");
  const t = await i18n.getFixedT(args.request, "checkout");
  const lookups = guest
    ? {
        billing: await addressLookups(args, addressChoiceOf(checkout.guest?.billing)),
        shipping: await addressLookups(args, addressChoiceOf(checkout.guest?.shipping)),
      }
    : null;
  // The forms' field constraints: the address book's form, or a guest's two.
  const constraints: Partial<Record<"book" | GuestAddressForm, FormConstraint>> = guest
    ? guestFormConstraints()
    : { book: formConstraint(checkoutAddressBody) };
  return data(
    {
      checkout,
      guest,
      lookups,
      constraints,
      title: t("titles.address"),
      description: t("descriptions.address"),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** A signed-in buyer's choices, saved at the API (which checks the addresses are the buyer's own); then the delivery method. */
async function bookAddressAction(args: RouteArgs, formData: FormData) {
  const submission = parseWithZod(formData, { schema: checkoutAddressBody });
  if (submission.status !== "success") return data({ book: submission.reply() }, { status: 400 });
  try {
    await api(args).call(saveCheckoutAddress, { body: submission.value });
  } catch (error) {
    return formFailure(args, error, (reply) => ({ book: submission.reply(reply) }));
  }
  return redirect(pathFor("checkoutDelivery", languageOf(args.request)));
}

export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args.request);
  return (await isGuest(args)) ? guestAddressAction(args, formData) : bookAddressAction(args, formData);
}

export default function CheckoutAddressPage() {
  const { checkout, guest, lookups, constraints } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const locale = usePageLocale();
  useCheckoutEvent("begin_checkout", checkout);
  return (
    <CheckoutShell step="address" locale={locale} checkout={checkout}>
      {guest && lookups ? (
        <GuestAddressForms
          checkout={checkout}
          lookups={lookups}
          constraints={constraints}
          answer={answer && "form" in answer ? (answer as GuestFormAnswer) : null}
        />
      ) : (
        <BookAddressForm checkout={checkout} constraint={constraints.book} lastResult={answer && "book" in answer ? answer.book : null} />
      )}
    </CheckoutShell>
  );
}

export const meta: MetaFunction<typeof loader> = checkoutStepMeta;
