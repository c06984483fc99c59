import type { InvoiceProfile } from "@contract/api/invoices/values";
import type { Seller } from "../../lib/seller";

/** What issuing an invoice needs from the configuration (docs/decisions/034-invoices.md). */
export interface InvoiceSettings {
  seller: Seller;
  /** The series' three characters before the year: "DEV" in DEV2026000000001. */
  series: string;
  /** A company buyer's profile; a person's is always EARSIVFATURA. */
  companyProfile: InvoiceProfile;
}

declare module "fastify" {
  interface FastifyInstance {
    invoicing: InvoiceSettings;
  }
}
