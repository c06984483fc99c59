import type { Database } from "../../db/client";
import { contactFormRequests } from "../../db/schema";
import type { ApiLocale } from "../../lib/locale";
import type { ContactFormInput } from "@contract/api/crm";

export interface RequestOrigin {
  userId: string | null;
  guestId: string | null;
  locale: ApiLocale;
  clientIp: string;
  correlationId: string;
}

export async function createContactRequest(db: Database, input: ContactFormInput, origin: RequestOrigin) {
  const [row] = await db
    .insert(contactFormRequests)
    .values({ ...input, ...origin })
    .returning({ id: contactFormRequests.id });
  return row;
}
