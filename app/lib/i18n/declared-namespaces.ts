/** The namespaces a route module's `handle.i18n` declares. */
export function declaredNamespaces(handle: unknown): string[] {
  const declared = (handle as { i18n?: unknown } | undefined)?.i18n;
  return Array.isArray(declared) ? declared.filter((namespace): namespace is string => typeof namespace === "string") : [];
}
