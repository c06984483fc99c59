import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { CartLinePart } from "~/features/cart/components/cart-line-part";
import { CartTotals } from "~/features/cart/components/cart-totals";
import { loginPath } from "~/lib/auth/redirects";
import { CART_INTENTS } from "~/features/cart/cart-forms";
import { cartLines } from "~/features/cart/cart-lines";
import { formatAmount, formatQuantity, formatUnitPrice } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { useRootUser } from "~/lib/use-root-user";
import { throwRouteError } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { copySharedAction } from "~/features/cart/cart-actions.server";
import { sharedCart } from "~/features/cart/cart.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "catalog", "cart"] };

export const headers = passCacheControl;

/** A cart opened by a signed share link (read-only); a forged or expired link is the 404 page. */
export async function loader(args: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const token = args.params.token ?? "";
  const [cart, t] = await Promise.all([
    sharedCart(args, token).catch((error) => throwRouteError(error, args)),
    i18n.getFixedT(args.request, "cart"),
  ]);
  return data(
    { locale, token, cart, title: t("sharedTitle", { name: cart.name }) },
    // The link is a secret of its holders: no shared cache keeps the page.
    { headers: PRIVATE_HEADERS },
  );
}

/** `intent=copy-shared`: the signed-in user's copy (the API needs the caller; a guest is sent to sign in first). */
export async function action(args: ActionFunctionArgs) {
  return copySharedAction(args, args.params.token ?? "");
}

export default function SharedCartPage() {
  const { locale, cart, title, token } = useLoaderData<typeof loader>();
  const signedIn = useRootUser() !== null;
  const { t } = useTranslation("cart");
  const lines = cartLines(cart);
  const currency = cart.totals.primary.currency;
  const here = pathFor("sharedCart", locale, { token });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-1 text-gray-700">{t("sharedIntro")}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="shared-lines-title" className="min-w-0">
          <h2 id="shared-lines-title" className="sr-only">
            {t("linesCaption", { name: cart.name })}
          </h2>
          <ul className="border-t border-gray-200">
            {lines.map((line) => (
              <li key={line.id} className="grid gap-2 border-b border-gray-200 py-3 md:grid-cols-[minmax(0,1fr)_9rem_7rem_8rem]">
                <div className="min-w-0">
                  <CartLinePart locale={locale} line={line} />
                </div>
                <p className="tabular text-sm">
                  <span className="block text-xs text-gray-600">{t("columns.unitPrice")}</span>
                  {line.unitPrice ? formatUnitPrice(line.unitPrice.primary, locale, currency) : t("noPrice")}
                </p>
                <p className="tabular text-sm">
                  <span className="block text-xs text-gray-600">{t("columns.quantity")}</span>
                  {formatQuantity(line.quantity.value, locale)}
                </p>
                <p className="tabular font-semibold md:text-right">
                  <span className="block text-xs font-normal text-gray-600">{t("columns.lineTotal")}</span>
                  {line.extendedPrice ? formatAmount(line.extendedPrice.primary, locale, currency) : "—"}
                </p>
              </li>
            ))}
          </ul>
          {signedIn ? (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value={CART_INTENTS.copyShared} />
              <button type="submit" className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
                {t("copy")}
              </button>
            </Form>
          ) : (
            <Link
              to={loginPath(locale, here)}
              className="mt-4 inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
            >
              {t("signInToCopy")}
            </Link>
          )}
        </section>
        <CartTotals locale={locale} cart={cart} />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "robots", content: "noindex" },
];
