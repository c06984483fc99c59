import { escapeHtml } from "@contract/html";
import type { ApiLocale } from "../../lib/locale";
import type { Mail } from "./mailer";

export interface MailBlock {
  greeting: string;
  lines: string[];
  code?: string;
  link?: { label: string; url: string };
}

/** One plain and one HTML rendering of the same blocks, so both always say the same. */
export function render(to: string, subject: string, storeName: string, block: MailBlock): Mail {
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
  return { to, subject, text, html };
}

export const greeting = (locale: ApiLocale, name: string | null) =>
  locale === "tr" ? `Merhaba${name ? ` ${name}` : ""},` : `Hello${name ? ` ${name}` : ""},`;

export function signupCodeMail(input: {
  to: string;
  name: string;
  code: string;
  activationUrl: string;
  locale: ApiLocale;
  storeName: string;
}): Mail {
  const tr = input.locale === "tr";
  return render(
    input.to,
    tr ? `${input.storeName} üyelik doğrulama kodunuz` : `Your ${input.storeName} verification code`,
    input.storeName,
    {
      greeting: greeting(input.locale, input.name),
      lines: [
        tr
          ? "Üyeliğinizi tamamlamak için aşağıdaki kodu doğrulama sayfasına girin. Kod 3 dakika geçerlidir."
          : "Enter the code below on the verification page to complete your sign-up. The code is valid for 3 minutes.",
        tr
          ? "Dilerseniz hesabınızı aşağıdaki bağlantıyla da etkinleştirebilirsiniz."
          : "You can also activate your account with the link below.",
      ],
      code: input.code,
      link: { label: tr ? "Hesabımı etkinleştir" : "Activate my account", url: input.activationUrl },
    },
  );
}

export function resetCodeMail(input: { to: string; name: string; code: string; locale: ApiLocale; storeName: string }): Mail {
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
  return render(input.to, tr ? "Şifreniz değiştirildi" : "Your password has been changed", input.storeName, {
    greeting: greeting(input.locale, input.name),
    lines: [
      tr
        ? "Hesabınızın şifresi değiştirildi ve tüm oturumlarınız kapatıldı. Bu değişikliği siz yapmadıysanız bizimle hemen iletişime geçin."
        : "The password of your account has been changed and all your sessions have been signed out. If this was not you, contact us at once.",
    ],
  });
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
  return render(input.to, tr ? `${input.storeName} hesabınıza davet edildiniz` : `You are invited to ${input.storeName}`, input.storeName, {
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
  });
}
