import type { ErrorEnvelope, FieldError } from "@contract/envelope";

/** The failure envelope (docs/errors.md): `errors` is never empty, the message stands in when nothing is more precise. */
export function errorEnvelope(status: number, message: string, errors: FieldError[] = []): ErrorEnvelope {
  return { success: false, errorCode: status, error: { message, errors: errors.length ? errors : [{ message }] } };
}

/** A failure a service raises on purpose; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

/** A 429 that says when the limit frees: the error handler sends `retryAfterSeconds` as `Retry-After` (docs/errors.md). */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export const notFound = (message: string) => new AppError(404, message);

/** A refusal that is one field's error: the form shows it next to `field`. */
export const fieldRefusal = (status: number, field: string, note: string) => new AppError(status, note, [{ field, message: note }]);
