import * as z from "zod";
import { CURRENCIES, USER_TYPES } from "../../limits";
import { LOCALES } from "../../locale";
import { INVOICE_TYPES } from "./schemas";

// What the account operations answer (the `data` of their success envelopes). Dates are ISO date-times.

export const profileSchema = z.object({
  userType: z.enum(USER_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  /** Not editable on the profile. */
  email: z.string(),
  phoneCountryCode: z.string().nullable(),
  phone: z.string().nullable(),
  genderCode: z.string().nullable(),
  /** YYYY-MM-DD, consumers. */
  birthDate: z.string().nullable(),
  /** Job title code, business users. */
  titleCode: z.string().nullable(),
  /** Business users: their company and their role in it. */
  company: z.object({ id: z.string(), title: z.string(), roleName: z.string().nullable(), isAdmin: z.boolean() }).nullable(),
});
export type UserProfile = z.output<typeof profileSchema>;

export const accountSettingsSchema = z.object({ languageCode: z.enum(LOCALES), currencyCode: z.enum(CURRENCIES), countryCode: z.string() });
export type AccountSettings = z.output<typeof accountSettingsSchema>;

/** A consent with the date of its last change (null when never given). */
const consentState = z.object({ accepted: z.boolean(), updatedAt: z.string().nullable() });

export const consentsSchema = z.object({
  commercialMessages: consentState.extend({ email: z.boolean(), sms: z.boolean(), phone: z.boolean() }),
  cookies: z.object({ analytics: z.boolean(), marketing: z.boolean(), updatedAt: z.string().nullable() }),
  gdpr: z.object({
    membershipAgreementAcceptedAt: z.string().nullable(),
    kvkkAcceptedAt: z.string().nullable(),
    /** Explicit consent (açık rıza) to process data for marketing. */
    explicitConsent: consentState,
    transferAbroad: consentState,
  }),
});
export type Consents = z.output<typeof consentsSchema>;

export const accountDeletionRequestSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "withdrawn", "completed"]),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountDeletionRequest = z.output<typeof accountDeletionRequestSchema>;

export const accountDeletionCheckSchema = z.object({
  canDelete: z.boolean(),
  /** Why not, in the caller's language (e.g. a company administrator with other users). */
  blockers: z.array(z.string()),
  pendingRequest: accountDeletionRequestSchema.nullable(),
});
export type AccountDeletionCheck = z.output<typeof accountDeletionCheckSchema>;

// ── Addresses ────────────────────────────────────────────────────────────────────────────────────────

/**
 * A Turkish tax office's code (the name is the office's); null outside Turkey, or where a name typed before offices
 * were chosen from the list matches no single office: the user is asked to choose it.
 */
const taxOfficeCodeSchema = z.string().nullable();

const storedAddressFields = {
  id: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneCountryCode: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  /** Turkey: the plate code; elsewhere null and the city is in cityName. */
  cityId: z.string().nullable(),
  cityName: z.string(),
  townId: z.string().nullable(),
  districtId: z.string().nullable(),
  zipCode: z.string().nullable(),
  addressLine: z.string(),
  isDefault: z.boolean(),
  /** Whether the caller may edit, delete or make it the default (a colleague's company address may not be). */
  isChangeable: z.boolean(),
  createdAt: z.string(),
};

export const shippingAddressSchema = z.object(storedAddressFields);
export const consumerBillingAddressSchema = z.object({
  ...storedAddressFields,
  invoiceType: z.enum(INVOICE_TYPES),
  identityNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  taxOffice: z.string().nullable(),
  taxOfficeCode: taxOfficeCodeSchema,
  taxNumber: z.string().nullable(),
});
export const businessBillingAddressSchema = z.object({
  ...storedAddressFields,
  companyName: z.string(),
  taxOffice: z.string(),
  taxOfficeCode: taxOfficeCodeSchema,
  taxNumber: z.string(),
});

export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type ConsumerBillingAddress = z.output<typeof consumerBillingAddressSchema>;

// ── Company (business users) ─────────────────────────────────────────────────────────────────────────

export const companyProfileSchema = z.object({
  id: z.string(),
  title: z.string(),
  taxOffice: z.string(),
  taxOfficeCode: taxOfficeCodeSchema,
  taxNumber: z.string(),
  companyTypeCode: z.string(),
  sectorCode: z.string(),
  activityAreaCode: z.string(),
  phoneCountryCode: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.object({
    countryCode: z.string(),
    cityId: z.string().nullable(),
    cityName: z.string().nullable(),
    townId: z.string().nullable(),
    districtId: z.string().nullable(),
    zipCode: z.string().nullable(),
    addressLine: z.string(),
  }),
  /** The document uploaded at sign-up. */
  document: z.object({ fileName: z.string(), contentType: z.string(), size: z.number() }).nullable(),
  createdAt: z.string(),
  /** Whether the caller may edit it (their role has manage-company-profile). */
  canEdit: z.boolean(),
});
export type CompanyProfile = z.output<typeof companyProfileSchema>;

/** A current account with its risk; amounts are decimal strings in the account's currency. */
export const currentAccountSchema = z.object({
  code: z.string(),
  currencyCode: z.string(),
  creditLimit: z.string(),
  balance: z.string(),
  risk: z.string(),
  available: z.string(),
  maturityDays: z.number(),
  /** Blocked by the store's finance: it takes no net-term order meanwhile. */
  blocked: z.boolean(),
});
export type CurrentAccount = z.output<typeof currentAccountSchema>;
