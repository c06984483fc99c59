import type { PaymentProvider } from "../payments/provider";
import type { GuestUnpaidLimits } from "./guest-unpaid-limits";
import type { Seller } from "./invoice-pdf";

export interface PlaceOptions {
  provider: PaymentProvider;
  storeName: string;
  seller: Seller;
  /** How long an unpaid order holds its stock: a card payment in progress, and an EFT transfer. */
  cardPaymentMinutes: number;
  eftPaymentDays: number;
  /** A guest's unpaid orders: a shorter EFT hold, and caps per guest id, e-mail and client address. */
  guestUnpaid: GuestUnpaidLimits;
}
