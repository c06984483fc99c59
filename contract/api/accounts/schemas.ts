import * as z from "zod";
import { CURRENCIES } from "../../limits";
import { LOCALES } from "../../locale";
import {
  detailText,
  identityNumberText,
  nameText,
  newPasswordText,
  optionalPhoneCountryCodeText,
  optionalPhoneText,
  optionalText,
  phoneCountryCodeText,
  phoneText,
  requiredText,
  taxNumberText,
} from "../../rules";
import { currentPasswordText } from "../identity/schemas";
import { codeOf, type LookupList } from "../lookups/codes";
import { addressFields, addressPlaceFields } from "../lookups/places";
import { requireTaxOffice, taxOfficeFields } from "../lookups/tax-offices";

// The bodies and queries of the signed-in user's account pages (docs/spec.md §7, identity/users/me/*). The dashboard
// forms validate with these same schemas, so this module stays small: the answers' schemas are in responses.ts.

/** A rule that may be left out: blank, missing and null all answer null, anything else must pass the rule. */
const orNull = <T extends z.ZodType<string, string>>(rule: T, max: number) => optionalText(max).pipe(rule.nullable());

const optionalCode = (list: LookupList) => orNull(codeOf(list), 40);

// ── Profile ──────────────────────────────────────────────────────────────────────────────────────────

/** The personal profile; the API keeps the birth date of consumers only and the job title of business users only. */
export const profileBody = z.object({
  firstName: nameText(80),
  lastName: nameText(80),
  phoneCountryCode: optionalPhoneCountryCodeText,
  phone: optionalPhoneText,
  genderCode: optionalCode("genders"),
  birthDate: orNull(z.iso.date("validation.date"), 10),
  titleCode: optionalCode("titles"),
});

export const changePasswordBody = z.object({ currentPassword: currentPasswordText, newPassword: newPasswordText });

// ── Settings, consents, notification preferences ─────────────────────────────────────────────────────

export const accountSettingsBody = z.object({
  languageCode: z.enum(LOCALES, { error: "validation.required" }),
  currencyCode: z.enum(CURRENCIES, { error: "validation.required" }),
  countryCode: addressPlaceFields.countryCode,
});

export const commercialMessagesConsentBody = z.object({ email: z.boolean(), sms: z.boolean(), phone: z.boolean() });
export const cookieConsentBody = z.object({ analytics: z.boolean(), marketing: z.boolean() });
export const gdprConsentBody = z.object({ explicitConsent: z.boolean(), transferAbroad: z.boolean() });

/** What the user wants to hear about: the body of a change and the answer are the same. */
export const notificationPreferencesSchema = z.object({
  orderUpdates: z.boolean(),
  offerUpdates: z.boolean(),
  stockAlerts: z.boolean(),
  priceAlerts: z.boolean(),
  newsletter: z.boolean(),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** Asking for the account to be deleted, confirmed with the password. */
export const accountDeletionBody = z.object({ password: currentPasswordText, reason: optionalText(1000) });

// ── Addresses ────────────────────────────────────────────────────────────────────────────────────────

/** The address itself: the place fields (the API checks the Turkish ones against its lists) and the street. */

const personAddressFields = {
  title: requiredText(60),
  firstName: nameText(80),
  lastName: nameText(80),
  phoneCountryCode: phoneCountryCodeText,
  phone: phoneText,
  ...addressFields,
  /** The first address of a kind becomes its default whatever this says. */
  isDefault: z.boolean().default(false),
};

export const INVOICE_TYPES = ["individual", "corporate"] as const;

export const shippingAddressBody = z.object(personAddressFields);

/** A consumer's invoice address: a person (TCKN optional) or, for a corporate invoice, a company with its tax details. */
export const consumerBillingAddressBody = z
  .object({
    ...personAddressFields,
    invoiceType: z.enum(INVOICE_TYPES, { error: "validation.required" }),
    identityNumber: orNull(identityNumberText, 11),
    companyName: optionalText(200),
    ...taxOfficeFields,
    taxNumber: orNull(taxNumberText, 11),
  })
  .superRefine((value, context) => {
    if (value.invoiceType !== "corporate") return;
    if (!value.companyName) context.addIssue({ code: "custom", path: ["companyName"], message: "validation.required" });
    requireTaxOffice(value, value.countryCode, context);
    if (!value.taxNumber) context.addIssue({ code: "custom", path: ["taxNumber"], message: "validation.required" });
  });

export const businessBillingAddressBody = z
  .object({
    ...personAddressFields,
    companyName: detailText(2, 200),
    ...taxOfficeFields,
    taxNumber: taxNumberText,
  })
  .superRefine((value, context) => requireTaxOffice(value, value.countryCode, context));

export const addressIdParams = z.object({ id: z.uuid() });

export const addressListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

// ── Company (business users) ─────────────────────────────────────────────────────────────────────────

export const companyAddressBody = z.object(addressFields);

export const companyProfileBody = z
  .object({
    title: detailText(2, 200),
    ...taxOfficeFields,
    companyTypeCode: codeOf("company-types"),
    sectorCode: codeOf("sectors"),
    activityAreaCode: codeOf("activity-areas"),
    phoneCountryCode: optionalPhoneCountryCodeText,
    phone: optionalPhoneText,
    website: orNull(z.url({ protocol: /^https?$/, error: "validation.url" }), 200),
    address: companyAddressBody,
  })
  .superRefine((value, context) => requireTaxOffice(value, value.address.countryCode, context));
export type CompanyProfileInput = z.input<typeof companyProfileBody>;

export const currentAccountsQuery = z.object({ currency: z.enum(CURRENCIES).optional() });
