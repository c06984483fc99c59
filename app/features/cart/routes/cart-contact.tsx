import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { TopicContactForm } from "~/features/services/components/topic-contact-form";
import { cartLines } from "~/features/cart/cart-lines";
import { privatePageMeta } from "~/lib/meta";
import { throwRouteError } from "~/server/api-errors.server";
import { isGuest, PRIVATE_HEADERS } from "~/server/auth.server";
import { passCacheControl } from "~/server/cache.server";
import { activeCart } from "~/features/cart/cart.server";
import { topicFormAction } from "~/features/services/contact-topics.server";
import { i18n } from "~/server/i18n.server";

export const handle = { i18n: ["common", "services"] };

export const headers = passCacheControl;

/** The visitor's active cart (a guest's by the anonymous-customer cookie), whose lines the question is about. */
export async function loader(args: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "services");
  const cart = await activeCart(args).catch((error) => throwRouteError(error, args));
  const lines = cartLines(cart).map((line) => ({ id: line.id, mpn: line.mpn, quantity: line.quantity.value }));
  return data(
    {
      locale,
      cartId: cart.id,
      lines,
      guest: await isGuest(args),
      title: t("pages.cartContact.title"),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** The question goes with the cart's id only: the API reads the lines of the caller's own cart. */
export async function action(args: ActionFunctionArgs) {
  const locale = localeFromPath(new URL(args.request.url).pathname);
  return topicFormAction(args, "cart", pathFor("shoppingCart", locale));
}

export default function CartContactPage() {
  const { locale, cartId, lines, guest, title } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("services");
  const backToCart = (
    <Link to={pathFor("shoppingCart", locale)} className="text-sm font-medium text-primary-700 hover:underline">
      {t("pages.cartContact.backToCart")}
    </Link>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      {cartId === null || lines.length === 0 ? (
        <div className="mt-4 space-y-3">
          <p className="text-gray-700">{t("pages.cartContact.empty")}</p>
          {backToCart}
        </div>
      ) : (
        <div className="mt-6 grid gap-10 md:grid-cols-[1fr_1.4fr]">
          <div className="space-y-6">
            <p className="text-gray-700">{t("pages.cartContact.intro")}</p>
            <section aria-labelledby="cart-contact-lines">
              <h2 id="cart-contact-lines" className="text-lg font-semibold text-gray-900">
                {t("pages.cartContact.linesTitle")}
              </h2>
              <p className="text-sm text-gray-600">{t("pages.cartContact.lines", { count: lines.length })}</p>
              <ul className="mt-2 divide-y divide-gray-200 border-y border-gray-200 text-sm">
                {lines.map((line) => (
                  <li key={line.id} className="flex justify-between gap-4 py-1.5">
                    <span className="font-part break-all">{line.mpn}</span>
                    <span className="tabular shrink-0 text-gray-700">× {line.quantity}</span>
                  </li>
                ))}
              </ul>
            </section>
            {backToCart}
          </div>
          <TopicContactForm
            topic="cart"
            guest={guest}
            title={t("pages.cartContact.formTitle")}
            submitLabel={t("pages.cartContact.submit")}
            lastResult={lastResult}
            cartId={cartId}
          />
        </div>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;
