import { escapeHtml } from "@contract/html";
import { pathFor } from "@contract/paths";
import type { ApiLocale } from "../../lib/locale";
import { text } from "../../lib/messages";
import type { Mail, MailRecipient } from "../mail/mailer";
import { greeting, render, type MailBlock } from "../mail/templates";
import { newsletterToken } from "./tokens";

export interface NewsletterMailSettings {
  storeName: string;
  storefrontUrl: string;
  /** Signs the links (the API's JWT_SECRET). */
  secret: string;
}

/** The storefront's page that unsubscribes `email`, with its signed token. */
export function unsubscribeUrl(email: string, locale: ApiLocale, settings: NewsletterMailSettings): string {
  const path = pathFor("newsletterUnsubscribeConfirmation", locale, {}, { token: newsletterToken(settings.secret, "unsubscribe", email) });
  return new URL(path, settings.storefrontUrl).toString();
}

/** Every newsletter mail is made here, so none leaves without its unsubscribe link at the end. */
export function newsletterMail(
  recipient: MailRecipient,
  subject: string,
  block: MailBlock,
  locale: ApiLocale,
  settings: NewsletterMailSettings,
): Mail {
  const mail = render(recipient, subject, settings.storeName, block);
  const label = text("newsletter.unsubscribeLink", locale);
  const url = unsubscribeUrl(recipient.to, locale, settings);
  return {
    ...mail,
    text: `${mail.text}\n\n${label}: ${url}`,
    html: `${mail.html}\n<p style="font-size:12px;color:#555"><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
  };
}

/** The double opt-in mail: the link that confirms (for a limited time) and, like every newsletter mail, the one that unsubscribes. */
export function optInMail(email: string, locale: ApiLocale, settings: NewsletterMailSettings): Mail {
  const path = pathFor("emailNewsConfirm", locale, {}, { token: newsletterToken(settings.secret, "confirm", email) });
  // Before the link is followed, the address is only what someone typed.
  return newsletterMail(
    { to: email, recipientProven: false },
    text("newsletter.optInSubject", locale, { store: settings.storeName }),
    {
      greeting: greeting(locale, null),
      lines: [text("newsletter.optInText", locale, { store: settings.storeName }), text("newsletter.optInIgnore", locale)],
      link: { label: text("newsletter.confirmLink", locale), url: new URL(path, settings.storefrontUrl).toString() },
    },
    locale,
    settings,
  );
}
