import * as z from "zod";
import { identityNumberText, nameText, optionalText, phoneCountryCodeText, phoneText } from "../../rules";
import { cartSchema, money } from "../carts/schemas";
import { orderTotalsSchema } from "../orders/schemas";
import { CHECKOUT_STEPS, PAYMENT_TYPES, SHIPPING_SERVICES } from "../orders/values";

// The checkout of the active cart (docs/spec.md §2–§4, docs/decisions/017-orders.md): what each step posts and what
// the API answers. A body carries choices (ids, names, numbers), never a price, a total or a fee.

/** The address step: the invoice and delivery addresses (book ids), who receives it, and the buyer's references. */
export const checkoutAddressBody = z
  .object({
    billingAddressId: z.uuid({ error: "validation.required" }).meta({ example: "0b7e3c52-8d0e-4f7a-9a55-3f1f6e2d9c10" }),
    useBillingForShipping: z.boolean().default(false),
    shippingAddressId: z
      .uuid({ error: "validation.required" })
      .nullable()
      .default(null)
      .meta({ example: "5d2f1a8e-3c4b-4e6f-8a9b-0c1d2e3f4a5b" }),
    recipientFirstName: nameText(80),
    recipientLastName: nameText(80),
    phoneCountryCode: phoneCountryCodeText,
    phone: phoneText,
    /** A consumer's TCKN for a Turkish invoice to a person; required above a total (the API decides; decision 035). */
    identityNumber: optionalText(11).pipe(identityNumberText.nullable()),
    /** A business buyer's current account (by code) the order may be charged to. */
    currentAccountCode: optionalText(40),
    customerOrderNumber: optionalText(60),
    extraInformation: optionalText(1000),
  })
  .refine((body) => body.useBillingForShipping || body.shippingAddressId !== null, {
    path: ["shippingAddressId"],
    message: "validation.required",
  });
export type CheckoutAddressBody = z.output<typeof checkoutAddressBody>;

export const checkoutDeliveryBody = z.object({ shippingOptionId: z.coerce.number<number>().int().min(1).max(2_147_483_647) });

export const shippingOptionSchema = z.object({
  id: z.number().int(),
  carrier: z.string(),
  service: z.enum(SHIPPING_SERVICES),
  /** In the order's currency, VAT excluded. */
  price: money,
  currency: z.string(),
  deliveryDaysMin: z.number().int(),
  deliveryDaysMax: z.number().int(),
});
export type ShippingOptionView = z.output<typeof shippingOptionSchema>;

const chosenAddressSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  invoiceType: z.string().nullable(),
  countryCode: z.string(),
});

export const checkoutSchema = z.object({
  cart: cartSchema,
  /** The cart's totals with the chosen shipping fee and its VAT: what the order would cost, as the API prices it. */
  totals: orderTotalsSchema,
  form: z.object({
    billingAddressId: z.string().nullable(),
    shippingAddressId: z.string().nullable(),
    useBillingForShipping: z.boolean(),
    recipientFirstName: z.string().nullable(),
    recipientLastName: z.string().nullable(),
    phoneCountryCode: z.string().nullable(),
    phone: z.string().nullable(),
    identityNumber: z.string().nullable(),
    currentAccountCode: z.string().nullable(),
    customerOrderNumber: z.string().nullable(),
    extraInformation: z.string().nullable(),
    shippingOptionId: z.number().int().nullable(),
  }),
  billingAddresses: z.array(chosenAddressSchema),
  shippingAddresses: z.array(chosenAddressSchema),
  currentAccounts: z.array(z.object({ code: z.string(), currencyCode: z.string(), available: money, blocked: z.boolean() })),
  shippingOptions: z.array(shippingOptionSchema),
  /** Which steps hold everything they need; the storefront's step bar and its redirects read this. */
  completed: z.record(z.enum(CHECKOUT_STEPS), z.boolean()),
  /** Why the cart cannot be ordered as it is (an unavailable line, an empty cart), in the caller's language. */
  problems: z.array(z.string()),
  paymentTypes: z.array(z.enum(PAYMENT_TYPES)),
  /** Whether the buyer must give a TCKN: the chosen invoice is to a person in Türkiye and over the limit. */
  needsIdentityNumber: z.boolean(),
  /** Whether this checkout's total is over the limit above which an invoice to a person carries a TCKN (contract/identity-number.ts). */
  identityNumberRequiredForPersons: z.boolean(),
  /** A guest's typed e-mail and addresses (null for a signed-in buyer, whose addresses are the book's). */
  guest: z
    .object({
      email: z.string().nullable(),
      /** The addresses as typed (the form's fields, to fill the form again). */
      billing: z.record(z.string(), z.string().nullable()).nullable(),
      shipping: z.record(z.string(), z.string().nullable()).nullable(),
    })
    .nullable(),
});
export type Checkout = z.output<typeof checkoutSchema>;
