// What the storefront and the API agree on about idempotent writes (docs/decisions/016-idempotent-writes.md).

/** The methods that change something: the ones an Idempotency-Key applies to. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** An Idempotency-Key the API takes. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/** A form's key as the storefront posts it: shorter, so that `<key>.<n>` (one per API call) still fits IDEMPOTENCY_KEY. */
export const FORM_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
