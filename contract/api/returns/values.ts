import type { OrderStatus } from "../orders/values";

// Return requests (docs/decisions/019-returns.md): what the API enforces and the storefront offers and translates.

/** Requested by the buyer, then decided and handled by the store's staff. */
export const RETURN_STATUSES = ["requested", "approved", "rejected", "received", "refunded"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * Where each status may go next at the returns desk (docs/decisions/039-returns-desk.md): decided, the goods received,
 * the money given back. A rejected or refunded request is closed.
 */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["received"],
  received: ["refunded"],
  rejected: [],
  refunded: [],
};

/** What became of a returned line's goods once received: back in stock, or written off (with a reason). */
export const RETURN_DISPOSITIONS = ["restocked", "written_off"] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];

/** How a return's money went back: to the card through its provider, by transfer to an IBAN, or on the current account. */
export const RETURN_REFUND_METHODS = ["card", "iban", "account"] as const;
export type ReturnRefundMethod = (typeof RETURN_REFUND_METHODS)[number];

/** A return may be requested within this many days of the order's delivery. */
export const RETURN_WINDOW_DAYS = 14;

/**
 * The orders a return may still be requested for: a delivered one, and one with a request already open (a second
 * request for the rest of its items).
 */
const RETURNABLE_ORDER_STATUSES: readonly OrderStatus[] = ["delivered", "return_requested"];
export const mayRequestReturn = (status: OrderStatus) => RETURNABLE_ORDER_STATUSES.includes(status);

/** What a return photo may be (checked by its first bytes, not by the name or the declared type), and its size. */
export const RETURN_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type ReturnPhotoType = (typeof RETURN_PHOTO_TYPES)[number];
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** "IR20261124-000012": the store's return prefix, the day it was requested (UTC) and its id. */
export const RETURN_NUMBER_PATTERN = /^IR\d{8}-\d{6}$/;

/** A reason's code as the database holds it ("damaged-in-shipping"). */
export const RETURN_REASON_CODE_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

/** The most lines one request may name (an order's lines are far fewer). */
export const RETURN_MAX_LINES = 200;
