import type { ApiLocale } from "../../lib/locale";

/** Texts of the identity answers, in the caller's language; {n} and {m} are filled in by `identityMessage`. */
const texts = {
  badCredentials: { tr: "E-posta adresi ya da şifre hatalı", en: "The e-mail address or password is wrong" },
  locked: {
    tr: "Çok fazla hatalı giriş denemesi yapıldı; hesabınız {m} dakika boyunca kilitlendi",
    en: "Too many failed sign-in attempts; your account is locked for {m} minutes",
  },
  emailNotVerified: {
    tr: "E-posta adresiniz henüz doğrulanmadı; size yeni bir doğrulama kodu gönderdik",
    en: "Your e-mail address is not verified yet; we have sent you a new verification code",
  },
  refreshInvalid: { tr: "Oturumunuzun süresi doldu; lütfen tekrar giriş yapın", en: "Your session has expired; please sign in again" },
  emailTaken: { tr: "Bu e-posta adresiyle kayıtlı bir hesap var", en: "An account with this e-mail address already exists" },
  taxNumberTaken: { tr: "Bu vergi numarasıyla kayıtlı bir firma var", en: "A company with this tax number is already registered" },
  mustAccept: { tr: "Devam etmek için bu metni onaylamalısınız", en: "You must accept this to continue" },
  codeSent: { tr: "Doğrulama kodu e-posta adresinize gönderildi", en: "A verification code has been sent to your e-mail address" },
  resetCodeSent: {
    tr: "Bu e-posta adresiyle bir hesap varsa şifre sıfırlama kodu gönderildi",
    en: "If an account exists for this e-mail address, a password reset code has been sent",
  },
  resendTooSoon: { tr: "Yeni kod istemek için {n} saniye bekleyin", en: "Please wait {n} seconds before asking for a new code" },
  codeWrong: { tr: "Kod hatalı; {n} deneme hakkınız kaldı", en: "The code is wrong; {n} tries left" },
  codeExpired: { tr: "Kodun süresi doldu; lütfen yeni kod isteyin", en: "The code has expired; please ask for a new one" },
  codeExhausted: {
    tr: "Çok fazla hatalı deneme yapıldı; lütfen yeni kod isteyin",
    en: "Too many wrong attempts; please ask for a new code",
  },
  verified: { tr: "E-posta adresiniz doğrulandı; hesabınız etkin", en: "Your e-mail address is verified; your account is active" },
  activationInvalid: {
    tr: "Etkinleştirme bağlantısı geçersiz ya da kullanılmış",
    en: "The activation link is invalid or has already been used",
  },
  resetTokenInvalid: {
    tr: "Şifre sıfırlama oturumunun süresi doldu; lütfen yeniden kod isteyin",
    en: "The password reset has expired; please ask for a new code",
  },
  passwordChanged: { tr: "Şifreniz değiştirildi", en: "Your password has been changed" },
  currentPasswordWrong: { tr: "Mevcut şifreniz hatalı", en: "Your current password is wrong" },
  documentRequired: { tr: "Firma belgesi yüklenmelidir", en: "A company document must be uploaded" },
  documentType: { tr: "Belge PDF, JPG ya da PNG olmalıdır", en: "The document must be a PDF, JPG or PNG file" },
  signedOut: { tr: "Çıkış yapıldı", en: "You have signed out" },
} as const;

export type IdentityMessageKey = keyof typeof texts;

export function identityMessage(key: IdentityMessageKey, locale: ApiLocale, values: { n?: number; m?: number } = {}): string {
  return texts[key][locale].replace("{n}", String(values.n ?? "")).replace("{m}", String(values.m ?? ""));
}
