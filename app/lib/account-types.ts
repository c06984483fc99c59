/*
 * The accounts API contract (issue 4): what /v1 answers for identity, sign-up, password reset, the account
 * pages and the lookups. Every success is `{ success: true, message?, data }` (data typed below); every
 * failure is the envelope of spec section 8 (`errorCode`, `error.message`, `error.errors[{ message, field? }]`)
 * with messages in the Accept-Language of the call. Field errors name the request body key in `field`.
 *
 * Statuses used: 400 invalid input (field errors), 401 wrong credentials or missing/expired access token,
 * 403 not allowed (b2c on a business endpoint, a role without the permission), 404 not found (also another
 * user's id), 409 already exists, 413 upload too large, 415 upload of a wrong type, 423 account locked
 * (message says for how long), 429 rate limited.
 *
 * ── Auth (no token needed) ────────────────────────────────────────────────────────────────────────────
 * POST identity/auth/login                 body LoginBody (business user)   → TokenRecord
 * POST identity/auth/login-email           body LoginBody (consumer)        → TokenRecord
 *      401 wrong e-mail or password (same answer for an unknown e-mail); 423 locked after repeated failures;
 *      403 with errors[0].field === "emailVerification" when the e-mail is not verified yet (a new code has
 *      been sent: go to the OTP page with the e-mail); 429 too many attempts.
 * POST identity/auth/refresh-token         body RefreshTokenBody            → TokenRecord (the old refresh token
 *      stops working; presenting an already used one revokes the whole sign-in: 401)
 * POST identity/auth/sign-out              body RefreshTokenBody            → null (revokes the sign-in; always 200)
 *
 * ── Sign-up ───────────────────────────────────────────────────────────────────────────────────────────
 * POST identity/auth/validate-signup-info     body SignupInfoBody (b2b step 1)       → { valid: true }  (400/409)
 * POST identity/auth/validate-signup-address  body SignupAddressBody (b2b step 2)    → { valid: true }  (400)
 * POST identity/auth/sign-up                  body ConsumerSignupBody (b2c, JSON)    → SignupStarted (201)
 * POST identity/auth/signup                   multipart/form-data (b2b): the fields of BusinessSignupFields as
 *      text parts (booleans "true"/"false") and the file part `companyDocument` (pdf, jpg or png, at most
 *      BUSINESS_DOCUMENT_MAX_BYTES; larger → 413, other types → 415)                → SignupStarted (201)
 * POST identity/auth/resend-signup-otp        body { email }                        → SignupStarted (429 when asked
 *      again before resendAvailableIn seconds; an unknown or verified e-mail gets the same answer, nothing is sent)
 * POST identity/auth/verify-signup-otp        body VerifyOtpBody                    → SignupVerified (signs the user in)
 *      400 wrong code (error says how many tries remain), 410 expired (ask for a new code), 429 more than 5 tries
 *      (the code is dead even if right: ask for a new one).
 * POST identity/users/confirm-activations     body { token } (from the mail's activation link) → SignupVerified
 *      without tokens (the user signs in afterwards); 400 invalid or used link.
 *
 * ── Password reset (same answers for a known and an unknown e-mail) ───────────────────────────────────
 * POST identity/auth/send-reset-password-otp    body { email }          → OtpSent
 * POST identity/auth/verify-reset-password-otp  body VerifyOtpBody      → { resetToken: string } (400/410/429 as above)
 * POST identity/auth/reset-password             body ResetPasswordBody  → null (every sign-in of the user is revoked)
 *
 * ── Signed-in user (Bearer access token; 401 without) ─────────────────────────────────────────────────
 * GET  identity/users/me/info                      → UserInfoResponse
 * GET  identity/users/me/profile                   → UserProfile (consumer or business personal part)
 * PUT  identity/users/me/profile                   body ProfileUpdateBody → UserProfile
 * PUT  identity/users/me/password                  body ChangePasswordBody → null (400 field currentPassword when wrong)
 * GET  identity/users/me/settings                  → AccountSettings
 * PUT  identity/users/me/settings                  body AccountSettings → AccountSettings
 * GET  identity/users/me/consents                  → Consents
 * PUT  identity/users/me/commercial-messages-consents  body CommercialMessagesConsentBody → Consents
 * PUT  identity/users/me/cookie-consents           body CookieConsentBody → Consents
 * PUT  identity/users/me/gdpr-consents             body GdprConsentBody → Consents
 * GET  identity/users/me/notification-preferences  → NotificationPreferences
 * PUT  identity/users/me/notification-preferences  body NotificationPreferences → NotificationPreferences
 * GET  identity/users/me/account-deletion-request/check → AccountDeletionCheck
 * POST identity/users/me/account-deletion-request  body AccountDeletionRequestBody → AccountDeletionRequest (201;
 *      400 field password when wrong; 409 when the check says no or a request is pending)
 * DELETE identity/users/me/account-deletion-request → null (withdraws the pending request; 404 when none)
 *
 * Addresses (scoped to the caller; another user's id answers 404). {kind} is one of:
 *   identity/users/me/business-billing-address   (b2b only, BusinessBillingAddress)
 *   identity/users/me/billing-addresses           (b2c only, ConsumerBillingAddress)
 *   identity/users/me/shipping-addresses          (both, ShippingAddress)
 * GET    {kind}?page=1&pageSize=10   → Paged<address>  (defaults first, then newest)
 * POST   {kind}                      body the address without id/isDefault/createdAt, plus optional isDefault → address (201)
 * GET    {kind}/{id}                 → address
 * PUT    {kind}/{id}                 body as POST → address
 * DELETE {kind}/{id}                 → null (when the default is deleted, the newest other one becomes default)
 * PUT    {kind}/{id}/default         → address
 * GET    identity/users/me/shipping-addresses/default → ShippingAddress | null
 * The first address of a kind becomes its default.
 *
 * Business only (b2c → 403):
 * GET  identity/users/me/company-profile           → CompanyProfile (any business user)
 * PUT  identity/users/me/company-profile           body CompanyProfileUpdateBody → CompanyProfile
 *      (needs b2b-identity-management / manage-company-profile, else 403)
 * GET  identity/users/me/business-open-current-accounts?currency=USD → CurrentAccount[]
 *      (needs b2b-order-management / view-current-accounts, else 403)
 *
 * ── Lookups (fkey-list; names in the Accept-Language; no token needed except roles) ───────────────────
 * GET lookups/fkey-list/countries                         → LookupItem[] (id = ISO 3166-1 alpha-2)
 * GET lookups/fkey-list/cities?countryCode=TR             → LookupItem[] (id = plate code "34"; only TR has cities)
 * GET lookups/fkey-list/towns?cityId=34                   → LookupItem[] (ilçe; id = its name)
 * GET lookups/fkey-list/districts?cityId=34&townId=Kadıköy → LookupItem[] (mahalle; id = its name)
 * GET lookups/zip-code-by-district?cityId=34&townId=Kadıköy&districtId=Caferağa Mah → ZipCodeAnswer
 * Tax offices: no registry package ships the list, so taxOffice is a free text field (no lookup).
 * GET lookups/fkey-list/company-types | sectors | activity-areas | titles | genders → LookupItem[]
 * GET lookups/fkey-list/roles                             → LookupItem[] (b2b token: the roles of the caller's company)
 * GET lookups/fkey-list/permissions                       → PermissionItem[] (the permission list roles are made of)
 *
 * ── Development only (404 when NODE_ENV=production) ───────────────────────────────────────────────────
 * GET dev/outbox?email=someone@example.com&page=1&pageSize=20 → Paged<OutboxMail> (newest first)
 */

export type UserType = "b2b" | "b2c";
export type LanguageCode = "tr" | "en";

// ── Auth ─────────────────────────────────────────────────────────────────────────────────────────────

export interface LoginBody {
  email: string;
  password: string;
}

export interface RefreshTokenBody {
  refreshToken: string;
}

/** The token record of spec section 3 (expiries in seconds from now). */
export interface TokenRecord {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  refreshExpiresIn: number;
  tokenType: "Bearer";
  userType: UserType;
}

/** Permission scopes of spec section 6 and the permissions each is made of. */
export type PermissionScope = "b2b-order-management" | "b2b-identity-management";
export type OrderPermission = "view-orders" | "create-orders" | "manage-carts" | "view-current-accounts";
export type IdentityPermission = "manage-company-profile" | "manage-users" | "manage-roles";
export type Permission = OrderPermission | IdentityPermission;

export interface UserInfoResponse {
  userInfo: {
    id: string;
    /** Full name for display. */
    name: string;
    firstName: string;
    lastName: string;
    email: string;
    userType: UserType;
    languageCode: LanguageCode;
    /** Business users only (null for consumers). */
    companyId: string | null;
    companyName: string | null;
    roleName: string | null;
    isCompanyAdmin: boolean;
  };
  tokenInfo: {
    /** The session's roles are the union of the roles lists (spec section 3); empty for consumers. */
    resourceAccess: Partial<Record<PermissionScope, { roles: Permission[] }>>;
    /** Access token expiry, seconds since the epoch. */
    expiresAt: number;
  };
}

// ── Sign-up ──────────────────────────────────────────────────────────────────────────────────────────

interface PersonFields {
  firstName: string;
  lastName: string;
  email: string;
  /** At least 8 characters with a letter and a digit, at most 128. */
  password: string;
  /** E.g. "+90". */
  phoneCountryCode?: string;
  phone?: string;
}

interface AgreementFields {
  /** Must be true. */
  isMembershipAgreementAccepted: boolean;
  /** KVKK (personal data protection) notice; must be true. */
  isKvkkAccepted: boolean;
  /** Optional; recorded with its date. */
  isCommercialMessagesAccepted?: boolean;
}

export interface ConsumerSignupBody extends PersonFields, AgreementFields {
  languageCode?: LanguageCode;
}

/** b2b step 1: the person and the company (email and tax number must be free). */
export interface SignupInfoBody extends PersonFields {
  titleCode?: string;
  companyTitle: string;
  taxOffice: string;
  /** 10 digits (VKN) or 11 digits (TCKN for sole proprietors). */
  taxNumber: string;
  companyTypeCode: string;
  sectorCode: string;
  activityAreaCode: string;
}

/** b2b step 2: the company address. */
export interface SignupAddressBody {
  countryCode: string;
  /** Required when countryCode is TR (plate code); free text city otherwise in cityName. */
  cityId?: string;
  cityName?: string;
  townId?: string;
  districtId?: string;
  zipCode?: string;
  addressLine: string;
}

/** b2b sign-up: the multipart text parts (the file part is `companyDocument`). */
export interface BusinessSignupFields extends SignupInfoBody, SignupAddressBody, AgreementFields {
  languageCode?: LanguageCode;
}

export interface OtpSent {
  email: string;
  /** Seconds until the code expires (180). */
  otpExpiresIn: number;
  /** Seconds until another code may be requested. */
  resendAvailableIn: number;
}

export interface SignupStarted extends OtpSent {
  userType: UserType;
}

export interface VerifyOtpBody {
  email: string;
  /** 6 digits. */
  code: string;
}

export interface SignupVerified {
  userType: UserType;
  email: string;
  /** Present after verify-signup-otp (the user is signed in); absent after confirm-activations. */
  token?: TokenRecord;
}

export interface ResetPasswordBody {
  resetToken: string;
  password: string;
}

// ── Profile and settings ─────────────────────────────────────────────────────────────────────────────

export interface UserProfile {
  userType: UserType;
  firstName: string;
  lastName: string;
  /** Not editable here. */
  email: string;
  phoneCountryCode: string | null;
  phone: string | null;
  genderCode: string | null;
  /** YYYY-MM-DD, consumers. */
  birthDate: string | null;
  /** Job title code, business users. */
  titleCode: string | null;
  /** Business users: the company they belong to and their role. */
  company: { id: string; title: string; roleName: string | null; isAdmin: boolean } | null;
}

export interface ProfileUpdateBody {
  firstName: string;
  lastName: string;
  phoneCountryCode?: string | null;
  phone?: string | null;
  genderCode?: string | null;
  birthDate?: string | null;
  titleCode?: string | null;
}

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export interface AccountSettings {
  languageCode: LanguageCode;
  currencyCode: "USD" | "TRY" | "EUR";
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

export interface ConsentState {
  accepted: boolean;
  /** ISO date-time of the last change, null when never given. */
  updatedAt: string | null;
}

export interface Consents {
  commercialMessages: ConsentState & { email: boolean; sms: boolean; phone: boolean };
  cookies: { analytics: boolean; marketing: boolean; updatedAt: string | null };
  gdpr: {
    membershipAgreementAcceptedAt: string | null;
    kvkkAcceptedAt: string | null;
    /** Explicit consent (açık rıza) to process data for marketing and to transfer it abroad. */
    explicitConsent: ConsentState;
    transferAbroad: ConsentState;
  };
}

export interface CommercialMessagesConsentBody {
  email: boolean;
  sms: boolean;
  phone: boolean;
}

export interface CookieConsentBody {
  analytics: boolean;
  marketing: boolean;
}

export interface GdprConsentBody {
  explicitConsent: boolean;
  transferAbroad: boolean;
}

export interface NotificationPreferences {
  orderUpdates: boolean;
  offerUpdates: boolean;
  stockAlerts: boolean;
  priceAlerts: boolean;
  newsletter: boolean;
}

export interface AccountDeletionCheck {
  canDelete: boolean;
  /** Why not, translated (e.g. a company administrator with other active users). */
  blockers: string[];
  pendingRequest: AccountDeletionRequest | null;
}

export interface AccountDeletionRequestBody {
  password: string;
  reason?: string;
}

export interface AccountDeletionRequest {
  id: string;
  status: "pending" | "withdrawn" | "completed";
  reason: string | null;
  createdAt: string;
}

// ── Addresses ────────────────────────────────────────────────────────────────────────────────────────

interface AddressFields {
  /** The user's label, e.g. "Merkez ofis". */
  title: string;
  firstName: string;
  lastName: string;
  phoneCountryCode: string;
  phone: string;
  countryCode: string;
  /** TR: plate code from the cities lookup; other countries: null and cityName used. */
  cityId: string | null;
  cityName: string;
  townId: string | null;
  districtId: string | null;
  zipCode: string | null;
  addressLine: string;
}

interface AddressRecord {
  id: string;
  isDefault: boolean;
  createdAt: string;
}

export type ShippingAddressInput = AddressFields & { isDefault?: boolean };
export type ShippingAddress = AddressFields & AddressRecord;

export type ConsumerBillingAddressInput = AddressFields & {
  invoiceType: "individual" | "corporate";
  /** individual (TR): 11-digit TCKN, optional. */
  identityNumber: string | null;
  /** corporate: required. */
  companyName: string | null;
  taxOffice: string | null;
  taxNumber: string | null;
  isDefault?: boolean;
};
export type ConsumerBillingAddress = Omit<ConsumerBillingAddressInput, "isDefault"> & AddressRecord;

export type BusinessBillingAddressInput = AddressFields & {
  companyName: string;
  taxOffice: string;
  taxNumber: string;
  isDefault?: boolean;
};
export type BusinessBillingAddress = Omit<BusinessBillingAddressInput, "isDefault"> & AddressRecord;

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalCount: number;
}

// ── Company (business) ───────────────────────────────────────────────────────────────────────────────

export interface CompanyProfile {
  id: string;
  title: string;
  taxOffice: string;
  taxNumber: string;
  companyTypeCode: string;
  sectorCode: string;
  activityAreaCode: string;
  phoneCountryCode: string | null;
  phone: string | null;
  website: string | null;
  address: SignupAddressBody;
  /** The document uploaded at sign-up. */
  document: { fileName: string; contentType: string; size: number } | null;
  createdAt: string;
  /** Whether the caller may edit (has manage-company-profile). */
  canEdit: boolean;
}

export interface CompanyProfileUpdateBody {
  title: string;
  taxOffice: string;
  companyTypeCode: string;
  sectorCode: string;
  activityAreaCode: string;
  phoneCountryCode?: string | null;
  phone?: string | null;
  website?: string | null;
  address: SignupAddressBody;
}

export interface CurrentAccount {
  code: string;
  currencyCode: "USD" | "TRY" | "EUR";
  /** Decimal strings in the account currency. */
  creditLimit: string;
  balance: string;
  risk: string;
  available: string;
  maturityDays: number;
}

// ── Lookups ──────────────────────────────────────────────────────────────────────────────────────────

export interface LookupItem {
  id: string;
  name: string;
}

export interface PermissionItem {
  scope: PermissionScope;
  code: Permission;
  name: string;
}

export interface ZipCodeAnswer {
  /**
   * The postal codes the data source knows for the district's city; the source does not map codes to single
   * districts, so the form offers these (often one) and validates the entry against them.
   */
  zipCodes: string[];
}

// ── Development outbox ───────────────────────────────────────────────────────────────────────────────

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

// CONTRACT READY
