import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { CounterStore } from "../../lib/counters";
import type { Mailer } from "./mailer";

/** The limits on mail to addresses nobody has proven (docs/decisions/029-outbound-mail-limits.md). */
export interface MailLimits {
  perAddressHourly: number;
  perAddressDaily: number;
  /** Mails to unproven addresses, store-wide, within a minute that open the breaker. */
  breakerPerMinute: number;
  breakerOpenSeconds: number;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const BREAKER_OPEN = "mail:breaker-open";
const BREAKER_COUNT = "mail:unproven-minute";

/**
 * One mailbox, however the address is spelled: case does not matter, and a "+tag" reaches the same box. Hashed, so
 * the counters' store holds no addresses.
 */
function mailboxKey(address: string): string {
  const [local, domain = ""] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const mailbox = `${local.split("+")[0]}@${domain}`;
  return createHash("sha256").update(mailbox).digest("hex").slice(0, 32);
}

/**
 * The mailer every module uses: a mail to an address its owner proved goes straight through; one to an address a
 * visitor typed passes the outbound breaker and the address's hourly and daily allowance, shared by the replicas
 * through the counters (Redis when set), or is dropped and logged. Dropping never reaches the visitor: the answer is
 * the same whether a mail went out or not, so nobody learns an address's count.
 */
export function limitUnprovenMail(delivery: Mailer, counters: CounterStore, limits: MailLimits, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      if (mail.recipientProven) return delivery.send(mail);
      if ((await counters.ttl(BREAKER_OPEN)) > 0) {
        log.error({ subject: mail.subject }, "mail: outbound breaker open, a mail to an unproven address was dropped");
        return;
      }
      if ((await counters.hit(BREAKER_COUNT, 60)) > limits.breakerPerMinute) {
        await counters.set(BREAKER_OPEN, limits.breakerOpenSeconds);
        log.error(
          { perMinute: limits.breakerPerMinute, openSeconds: limits.breakerOpenSeconds },
          "mail: outbound breaker opened, mails to unproven addresses are dropped",
        );
        return;
      }
      const mailbox = mailboxKey(mail.to);
      // The day counts only mails the hour let through, so a flood's dropped mails do not use up the day.
      const overLimit =
        (await counters.hit(`mail:to:${mailbox}:hour`, HOUR)) > limits.perAddressHourly ||
        (await counters.hit(`mail:to:${mailbox}:day`, DAY)) > limits.perAddressDaily;
      if (overLimit) {
        log.warn({ mailbox, subject: mail.subject }, "mail: an unproven address's mail limit was reached, a mail was dropped");
        return;
      }
      await delivery.send(mail);
    },
  };
}
