import type { BackendModule, ResourceKey } from "i18next";

async function fetchNamespace(language: string, namespace: string): Promise<ResourceKey> {
  const response = await fetch(`/locales/${language}/${namespace}`);
  if (!response.ok) {
    // A 4xx (no such namespace) stays so on a second try; a 5xx may not.
    throw Object.assign(new Error(`${response.status} loading ${language}/${namespace}`), { retry: response.status >= 500 });
  }
  return response.json();
}

/**
 * The browser's i18next backend: one namespace at a time from the storefront's /locales/:lng/:ns route.
 * A few lines on window.fetch instead of i18next-http-backend, which ships its own fetch ponyfill.
 */
export const localesBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    fetchNamespace(language, namespace).then(
      (translations) => callback(null, translations),
      // i18next asks again when the second argument is true: after a network failure or a 5xx.
      (error: Error & { retry?: boolean }) => callback(error, error.retry ?? true),
    );
  },
};
