import { Meta } from "@remix-run/react";
import { useContext } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { UNSAFE_DataRouterStateContext } from "react-router-dom";
import { errorTitleKey } from "~/lib/error-title";
import { pageTitle } from "~/lib/meta";

/**
 * The head's title and meta tags: the routes' own (Remix's <Meta />), or on an error page the error's title in the
 * page's language. A route's `meta` gets the error but has no data and no translations to name it with; the
 * router's state (the same one <Meta /> reads) says which error the page shows.
 */
export function PageMeta({ storeName }: { storeName: string }) {
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  const { t, i18n } = useTranslation();
  if (!errors) return <Meta />;
  const [error] = Object.values(errors);
  return <title>{pageTitle(t(errorTitleKey(error, (key) => i18n.exists(key))), storeName)}</title>;
}
