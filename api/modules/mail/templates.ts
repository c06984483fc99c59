import { escapeHtml } from "@contract/html";
import { pathFor } from "@contract/paths";
import type { ApiLocale } from "../../lib/locale";
import type { Mail, MailRecipient } from "./mailer";

export interface MailBlock {
  greeting: string;
  lines: string[];
  code?: string;
  link?: { label: string; url: string };
}

/** One plain and one HTML rendering of the same blocks, so both always say the same. */
export function render(recipient: MailRecipient, subject: string, storeName: string, block: MailBlock): Mail {
  const text = [
    block.greeting,
    "",
    ...block.lines,
    block.code ? `\n${block.code}\n` : "",
    block.link ? `${block.link.label}: ${block.link.url}` : "",
    "",
    storeName,
  ]
    .filter((line, index, all) => line !== "" || all[index - 1] !== "")
    .join("\n");
  const html = [
    `<p>${escapeHtml(block.greeting)}</p>`,
    ...block.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    block.code ? `<p style="font-size:24px;letter-spacing:4px;font-family:monospace"><strong>${block.code}</strong></p>` : "",
    block.link ? `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>` : "",
    `<p>${escapeHtml(storeName)}</p>`,
  ].join("\n");
  return { ...recipient, subject, text, html };
}

export const greeting = (locale: ApiLocale, name: string | null) =>
  locale === "tr" ? `Merhaba${name ? ` ${name}` : ""},` : `Hello${name ? ` ${name}` : ""},`;

/** The store's own address (the sales team's): nobody typed it, its mails are not limited. */
export const storeAddress = (to: string): MailRecipient => ({ to, recipientProven: true });

/**
 * A request's copy for an address a visitor typed and has not proven: the store's own summary and a link to the store,
 * nothing the sender wrote (no name, no subject, no message), so nobody can carry their words to another's mailbox
 * through the store (docs/decisions/029-outbound-mail-limits.md). The sales team's copy keeps everything.
 */
export function requestReceivedMail(input: {
  to: string;
  subject: string;
  summary: string;
  locale: ApiLocale;
  storeName: string;
  storefrontUrl: string;
}): Mail {
  const label = input.locale === "tr" ? `${input.storeName} sitesine gidin` : `Go to ${input.storeName}`;
  return render({ to: input.to, recipientProven: false }, input.subject, input.storeName, {
    greeting: greeting(input.locale, null),
    lines: [input.summary],
    link: { label, url: new URL(pathFor("home", input.locale), input.storefrontUrl).toString() },
  });
}

export function signupCodeMail(input: {
  to: string;
  name: string;
  code: string;
  activationUrl: string;
  locale: ApiLocale;
  storeName: string;
}): Mail {
  const tr = input.locale === "tr";
  // The code is what proves the address: until it is entered, the address is only what someone typed.
  return render(
    { to: input.to, recipientProven: false },
    tr ? `${input.storeName} üyelik doğrulama kodunuz` : `Your ${input.storeName} verification code`,
    input.storeName,
    {
      greeting: greeting(input.locale, input.name),
      lines: [
        tr
          ? "Üyeliğinizi tamamlamak için aşağıdaki kodu doğrulama sayfasına girin. Kod 3 dakika geçerlidir."
          : "Enter the code below on the verification page to complete your sign-up. The code is valid for 3 minutes.",
        tr
          ? "Dilerseniz hesabınızı aşağıdaki bağlantıyla ve üye olurken seçtiğiniz şifreyle de etkinleştirebilirsiniz."
          : "You can also activate your account with the link below and the password you chose when you signed up.",
      ],
      code: input.code,
      link: { label: tr ? "Hesabımı etkinleştir" : "Activate my account", url: input.activationUrl },
    },
  );
}

/** The reset code, to an account's address: proven once the account verified it, else only what someone typed. */
export function resetCodeMail(input: { to: MailRecipient; name: string; code: string; locale: ApiLocale; storeName: string }): Mail {
  const tr = input.locale === "tr";
  return render(
    input.to,
    tr ? `${input.storeName} şifre sıfırlama kodunuz` : `Your ${input.storeName} password reset code`,
    input.storeName,
    {
      greeting: greeting(input.locale, input.name),
      lines: [
        tr
          ? "Şifrenizi sıfırlamak için aşağıdaki kodu girin. Kod 3 dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz."
          : "Enter the code below to reset your password. The code is valid for 3 minutes. If you did not ask for this, you can ignore this e-mail.",
      ],
      code: input.code,
    },
  );
}

export function passwordChangedMail(input: { to: string; name: string; locale: ApiLocale; storeName: string }): Mail {
  const tr = input.locale === "tr";
  // Sent once a reset code from this address was read: the address is proven.
  return render({ to: input.to, recipientProven: true }, tr ? "Şifreniz değiştirildi" : "Your password has been changed", input.storeName, {
    greeting: greeting(input.locale, input.name),
    lines: [
      tr
        ? "Hesabınızın şifresi değiştirildi ve tüm oturumlarınız kapatıldı. Bu değişikliği siz yapmadıysanız bizimle hemen iletişime geçin."
        : "The password of your account has been changed and all your sessions have been signed out. If this was not you, contact us at once.",
    ],
  });
}

/**
 * A sign-up with the address of a verified account: the owner is told, and the sign-up answered as any other, so it
 * does not say the address is registered (docs/decisions/028-pending-sign-ups.md).
 */
export function signupAttemptedMail(input: { to: string; name: string; locale: ApiLocale; storeName: string; loginUrl: string }): Mail {
  const tr = input.locale === "tr";
  // Only a verified account's owner gets it: the address is proven.
  return render(
    { to: input.to, recipientProven: true },
    tr ? `${input.storeName} adresinizle üye olunmak istendi` : `Someone tried to sign up to ${input.storeName} with your address`,
    input.storeName,
    {
      greeting: greeting(input.locale, input.name),
      lines: [
        tr
          ? "Bu e-posta adresiyle yeni bir üyelik başlatılmak istendi, ancak adresin zaten bir hesabı var; hiçbir şey değişmedi."
          : "Someone tried to start a new sign-up with this e-mail address, but the address already has an account; nothing has changed.",
        tr
          ? "Bu siz idiyseniz mevcut hesabınızla giriş yapın; şifrenizi unuttuysanız giriş sayfasından sıfırlayabilirsiniz. Siz değilseniz bu e-postayı yok sayabilirsiniz."
          : "If this was you, sign in to your existing account; if you forgot your password, reset it from the sign-in page. If it was not you, you can ignore this e-mail.",
      ],
      link: { label: tr ? "Giriş yap" : "Sign in", url: input.loginUrl },
    },
  );
}

/** A company administrator's invitation of a sub-user: the link sets the first password and activates the account. */
export function invitationMail(input: {
  to: string;
  name: string;
  inviter: string;
  company: string;
  url: string;
  locale: ApiLocale;
  storeName: string;
}): Mail {
  const tr = input.locale === "tr";
  // An administrator typed the address; the invited user proves it by following the link.
  return render(
    { to: input.to, recipientProven: false },
    tr ? `${input.storeName} hesabınıza davet edildiniz` : `You are invited to ${input.storeName}`,
    input.storeName,
    {
      greeting: greeting(input.locale, input.name),
      lines: [
        tr
          ? `${input.inviter}, sizi ${input.company} firmasının ${input.storeName} hesabına kullanıcı olarak ekledi.`
          : `${input.inviter} has added you as a user of ${input.company}'s account at ${input.storeName}.`,
        tr
          ? "Şifrenizi belirleyip hesabınızı etkinleştirmek için aşağıdaki bağlantıyı kullanın. Bağlantı 7 gün geçerlidir."
          : "Use the link below to set your password and activate your account. The link is valid for 7 days.",
      ],
      link: { label: tr ? "Şifremi belirle" : "Set my password", url: input.url },
    },
  );
}
