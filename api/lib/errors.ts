/** The failure envelope of spec section 8, the only shape an error leaves the API in. */
export interface ErrorEnvelope {
  success: false;
  errorCode: number;
  error: { message: string; errors: Array<{ message: string; field?: string }> };
}

export function errorEnvelope(status: number, message: string, errors: Array<{ message: string; field?: string }> = []): ErrorEnvelope {
  return { success: false, errorCode: status, error: { message, errors: errors.length ? errors : [{ message }] } };
}

/** A failure a service raises on purpose; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: Array<{ message: string; field?: string }> = [],
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, message);
