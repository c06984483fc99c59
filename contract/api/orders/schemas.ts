import * as z from "zod";
import { mustAccept } from "../../rules";
import { CURRENCIES } from "../../limits";
import { CART_EXPORT_FORMATS } from "../carts/operations";
import { CARD_BIN_PATTERN } from "../checkout/card-charges";
import { money } from "../carts/schemas";
import { invoiceSummarySchema } from "../invoices/values";
import { ORDER_STATUSES, PAYMENT_STATUSES, PAYMENT_TYPES } from "./values";

// Orders (docs/spec.md §7 Orders, docs/decisions/017-orders.md). Placing an order carries the payment choice and
// the acceptance of the terms only: lines, prices, shipping and totals are the API's, from the cart and the checkout.

export const ORDER_NUMBER_PATTERN = /^DE\d{8}-\d{6}$/;
export const orderNumberParams = z.object({ orderNumber: z.string().regex(ORDER_NUMBER_PATTERN).meta({ example: "DE20261124-000012" }) });

export const INSTALLMENT_CHOICES = [1, 2, 3, 6, 9, 12] as const;

export const placeOrderBody = z.object({
  paymentType: z.enum(PAYMENT_TYPES, { error: "validation.required" }),
  /** Card payments only: the number of installments (1 for a single payment). */
  installments: z.coerce
    .number<number>()
    .int()
    .refine((value) => (INSTALLMENT_CHOICES as readonly number[]).includes(value), "validation.required")
    .default(1),
  readTerms: mustAccept,
  currency: z.enum(CURRENCIES).optional(),
  /**
   * Card payments only (docs/decisions/033-card-payments-in-lira.md): the BIN the payment step's table was asked for,
   * and that table's `quote`. With a quote the order is placed only while its card charge is still what the buyer
   * confirmed (else 409).
   */
  cardBin: z.string().trim().regex(CARD_BIN_PATTERN, "validation.cardBin").optional(),
  cardQuote: z.string().max(64).optional(),
});

/** An order's totals in one currency (the checkout answers the same before the order exists). */
export const orderTotalsSchema = z.object({
  currency: z.string(),
  subtotal: money,
  discount: money,
  shipping: money,
  tax: money,
  total: money,
});

const addressSnapshot = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  phoneCountryCode: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  cityName: z.string(),
  townName: z.string().nullable(),
  zipCode: z.string().nullable(),
  addressLine: z.string(),
  taxOffice: z.string().nullable(),
  taxNumber: z.string().nullable(),
  identityNumber: z.string().nullable(),
});

export const orderSummarySchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  createdAt: z.string(),
  itemCount: z.number().int(),
  totals: orderTotalsSchema,
  placedBy: z.string(),
  customerOrderNumber: z.string().nullable(),
});
export type OrderSummary = z.output<typeof orderSummarySchema>;

export const orderLineSchema = z.object({
  lineNumber: z.number().int(),
  variantId: z.number().int(),
  sku: z.string(),
  mpn: z.string(),
  manufacturerName: z.string(),
  description: z.string(),
  customerReference: z.string(),
  /** The project the line was bought for, at its project price (docs/decisions/045-projects.md); null for none. */
  projectId: z.number().int().nullable(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  extendedPrice: money,
  vatRate: z.string(),
  tax: money,
  totalPrice: money,
});

export const orderSchema = orderSummarySchema.extend({
  email: z.string(),
  languageCode: z.string(),
  exchangeRates: z.record(z.string(), z.string()),
  rateDate: z.string(),
  /** The rates were stale when the order was placed: the day's central-bank fetch had failed (docs/decisions/032-exchange-rates.md). */
  rateStale: z.boolean(),
  totalsTry: orderTotalsSchema,
  totalsUsd: orderTotalsSchema,
  billingAddress: addressSnapshot,
  shippingAddress: addressSnapshot,
  shipping: z.object({ carrier: z.string(), service: z.string(), price: money }),
  trackingNumber: z.string().nullable(),
  extraInformation: z.string().nullable(),
  lines: z.array(orderLineSchema),
  /** When a net-term order falls due on the current account (docs/decisions/045-projects.md); null for other payments. */
  dueDate: z.string().nullable(),
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), note: z.string().nullable(), createdAt: z.string() })),
  /** A card order's charge: in TRY at the order's rate, with the installment commission (null for EFT and net term). */
  cardCharge: z
    .object({
      currency: z.literal("TRY"),
      installments: z.number().int(),
      rate: z.string(),
      rateDate: z.string(),
      base: money,
      commission: money,
      amount: money,
    })
    .nullable(),
  payments: z.array(
    z.object({
      provider: z.string(),
      amount: money,
      currency: z.string(),
      installments: z.number().int(),
      status: z.enum(PAYMENT_STATUSES),
      cardSummary: z.string().nullable(),
      failureReason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** While this is in the future an unpaid order holds its stock. */
  expiresAt: z.string().nullable(),
  canCancel: z.boolean(),
  /** The sales invoice, once the order is paid (docs/decisions/034-invoices.md); until then its document is a proforma. */
  invoice: invoiceSummarySchema.nullable(),
});
export type Order = z.output<typeof orderSchema>;

/** What placing an order answers: the order, and for a card where the browser goes to pay (the provider's page). */
export const placedOrderSchema = z.object({
  order: orderSummarySchema,
  paymentRedirect: z.string().nullable(),
});

export const orderListQuery = z.object({
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(50).default(10),
  status: z.enum(ORDER_STATUSES).optional(),
  q: z.string().trim().max(60).optional(),
});

/** At most this many orders, the newest, go into an exported list. */
export const ORDER_EXPORT_LIMIT = 1000;
export const orderExportQuery = orderListQuery.pick({ status: true, q: true }).extend({ format: z.enum(CART_EXPORT_FORMATS) });

/** The company's orders placed by one of its users (a user of another company lists nothing). */
const placedByUser = { userId: z.uuid().optional().meta({ example: "4f7c2a9e-1b3d-4c5e-8f6a-2d1e0b9c8a7f" }) };
export const companyOrderListQuery = orderListQuery.extend(placedByUser);
export const companyOrderExportQuery = orderExportQuery.extend(placedByUser);

/** A user of the company, for the company order list's filter by who placed the order. */
export const orderPlacerSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });
export type OrderPlacer = z.output<typeof orderPlacerSchema>;

export const orderListSchema = z.object({
  items: z.array(orderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  /** Whether the list holds the company's orders (listCompanyOrders) or the caller's own (listOrders). */
  scope: z.enum(["own", "company"]),
});
