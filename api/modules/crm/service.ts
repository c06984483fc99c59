import type { Database } from "../../db/client";
import { contactFormRequests } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import type { ContactFormInput } from "@contract/api/crm";
import type { ContactTopic } from "@contract/api/crm/topic-schemas";
import { openRequestCase } from "../requests-desk/cases";

export interface RequestOrigin {
  userId: string | null;
  guestId: string | null;
  locale: ApiLocale;
  clientIp: string;
  correlationId: string;
}

/** A service form's topic and its own fields (contract/api/crm/topic-schemas.ts); the general form has neither. */
export interface ContactTopicFields {
  topic: ContactTopic;
  details: Record<string, unknown>;
}

export async function createContactRequest(db: Database, input: ContactFormInput & Partial<ContactTopicFields>, origin: RequestOrigin) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactFormRequests)
      .values({ ...input, ...origin })
      .returning({ id: contactFormRequests.id });
    await openRequestCase(tx, "contact", row.id);
    return row;
  });
}
