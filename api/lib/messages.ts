import type { ApiLocale } from "./locale";

/** Texts of the generic failures, in the caller's language. */
const messages = {
  validation: { tr: "Gönderilen bilgiler geçersiz", en: "The request is invalid" },
  notFound: { tr: "Aradığınız kayıt bulunamadı", en: "Not found" },
  routeNotFound: { tr: "Böyle bir adres yok", en: "No such route" },
  tooLarge: { tr: "Gönderilen dosya ya da içerik çok büyük", en: "The request body is too large" },
  rateLimited: { tr: "Çok fazla istek gönderdiniz; lütfen biraz sonra tekrar deneyin", en: "Too many requests; please try again later" },
  unauthorized: { tr: "Bu işlem için giriş yapmalısınız", en: "You need to sign in for this" },
  forbidden: { tr: "Bu işlem için yetkiniz yok", en: "You are not allowed to do this" },
  unavailable: { tr: "Hizmet geçici olarak kullanılamıyor", en: "The service is temporarily unavailable" },
  internal: { tr: "Beklenmeyen bir hata oluştu", en: "Internal server error" },
} as const;

export type MessageKey = keyof typeof messages;

export function message(key: MessageKey, locale: ApiLocale): string {
  return messages[key][locale];
}
