import type { Seller } from "../../lib/seller";
import type { InvoiceSettings } from "../invoices/settings";
import type { InstallmentCaps } from "../payments/installment-caps";
import type { PaymentProvider } from "../payments/provider";
import type { GuestUnpaidLimits } from "./guest-unpaid-limits";

export interface PlaceOptions {
  provider: PaymentProvider;
  /** How many installments a card payment may have, by what the cart holds. */
  installmentCaps: InstallmentCaps;
  storeName: string;
  seller: Seller;
  /** The invoice of a net-term order is issued as it is placed (paid at once). */
  invoicing: InvoiceSettings;
  /** How long an unpaid order holds its stock: a card payment in progress, and an EFT transfer. */
  cardPaymentMinutes: number;
  eftPaymentDays: number;
  /** A guest's unpaid orders: a shorter EFT hold, and caps per guest id, e-mail and client address. */
  guestUnpaid: GuestUnpaidLimits;
}
