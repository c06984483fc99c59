import type { FieldMetadata } from "@conform-to/react";

/** Any conform field, as the field components take it: they read its name, value and errors, not its type. */
export type FieldMeta = FieldMetadata<unknown, Record<string, unknown>, string[]>;
