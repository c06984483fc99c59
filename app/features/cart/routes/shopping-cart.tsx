import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CartExportFormat } from "@contract/api/carts/operations";
import type { CartLine } from "@contract/api/carts/schemas";
import { localeFromPath, type Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { buildQuery } from "@contract/query";
import { CartDocumentLinks } from "~/features/cart/components/cart-document-links";
import { CartLineItem } from "~/features/cart/components/cart-line-item";
import { CartRemovalControls } from "~/features/cart/components/cart-removal-controls";
import { CartShareControl } from "~/features/cart/components/cart-share-control";
import { CartTotals } from "~/features/cart/components/cart-totals";
import { EmptyCart } from "~/features/cart/components/empty-cart";
import { useViewCartEvent } from "~/features/cart/components/use-cart-events";
import { StepBar } from "~/features/checkout/components/step-bar";
import { ProjectCartSlot } from "~/features/projects/components/project-cart-slot";
import { CART_FORM, CART_INTENTS, cartErrorOf } from "~/features/cart/cart-forms";
import { cartLines } from "~/features/cart/cart-lines";
import { titleMeta } from "~/lib/meta";
import { useRootUser } from "~/lib/use-root-user";
import { throwRouteError } from "~/server/api-errors.server";
import { PRIVATE_HEADERS, passCacheControl } from "~/server/cache.server";
import { cartAction } from "~/features/cart/cart-actions.server";
import { activeCart, alternativesOf } from "~/features/cart/cart.server";
import { installmentsFor } from "~/features/payments/installments.server";
import { InstallmentTable } from "~/features/payments/components/installment-table";
import { i18n } from "~/server/i18n.server";
import { keepPageAfterServerFailure } from "~/lib/keep-page-after-failure";

export const handle = { i18n: ["common", "catalog", "cart", "cart-documents", "checkout", "services", "projects"] };

export const headers = passCacheControl;

/** The visitor's active cart (a guest's by the anonymous-customer cookie); one visitor's page, kept by no cache. */

export const shouldRevalidate = keepPageAfterServerFailure;
export async function loader(args: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = await i18n.getFixedT(args.request, "cart");
  const cart = await activeCart(args).catch((error) => throwRouteError(error, args));
  const [alternatives, installments] = await Promise.all([
    alternativesOf(args, cart),
    installmentsFor(args, cart.totals.primary.total, cart.totals.primary.currency),
  ]);
  return data(
    { locale, cart, alternatives, installments, title: t("title"), description: t("metaDescription") },
    { headers: PRIVATE_HEADERS },
  );
}

/** Every cart form posts here with an `intent` (cart-actions.server.ts: the one cart action). */
export async function action(args: ActionFunctionArgs) {
  return cartAction(args);
}

export default function ShoppingCartPage() {
  const { locale, cart, alternatives, installments } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const pageError = cartErrorOf(answer, CART_FORM)?.message;
  const { t } = useTranslation("cart");
  const lines = cartLines(cart);
  const currency = cart.totals.primary.currency;
  useViewCartEvent(cart);
  const user = useRootUser();
  const signedIn = user !== null;
  // The menu follows the role; the API refuses the checkout to a role without it all the same.
  const mayOrder = user?.userType !== "b2b" || user.permissions.includes("create-orders");
  const lineItem = (line: CartLine) => (
    <CartLineItem
      key={line.id}
      locale={locale}
      currency={currency}
      cartId={cart.id}
      line={line}
      index={lines.indexOf(line)}
      alternatives={alternatives[line.id]}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-gray-900">{t("title")}</h1>
      {cart.id !== null && cart.name !== t("title") && <p className="text-gray-700">{cart.name}</p>}
      {lines.length > 0 && <StepBar current="myCart" locale={locale} />}
      {pageError && (
        <p role="alert" className="mt-3 rounded border border-danger-700 bg-danger-50 px-3 py-2 text-sm text-danger-800">
          {pageError}
        </p>
      )}
      {lines.length === 0 ? (
        <EmptyCart locale={locale} />
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="cart-lines-title" className="min-w-0">
            <h2 id="cart-lines-title" className="sr-only">
              {t("linesCaption", { name: cart.name })}
            </h2>
            {cart.slots.normal.length > 0 && <ul className="border-t border-gray-200">{cart.slots.normal.map(lineItem)}</ul>}
            {cart.slots.projects.map((slot) => (
              <ProjectCartSlot key={slot.projectId} slot={slot}>
                {slot.lines.map(lineItem)}
              </ProjectCartSlot>
            ))}
            <CartRemovalControls lines={lines} cartId={cart.id} />
            <CartExportLinks locale={locale} />
            <CartDocumentLinks locale={locale} />
            <p className="mt-4 text-sm font-medium">
              <Link to={pathFor("cartContact", locale)} className="text-primary-700 hover:underline">
                {t("services:cartLink")}
              </Link>
            </p>
            {signedIn && cart.id !== null && (
              <>
                <SaveCartControl cartId={cart.id} saved={cart.isSaved} />
                <CartShareControl locale={locale} cartId={cart.id} />
              </>
            )}
          </section>
          <div className="space-y-3 self-start">
            <CartTotals locale={locale} cart={cart} />
            <InstallmentTable locale={locale} installments={installments} caption={t("installments.cartCaption")} />
            {mayOrder ? (
              <Link
                to={pathFor("checkoutAddress", locale)}
                className="block rounded bg-accent-600 px-5 py-3 text-center font-semibold text-white hover:bg-accent-700"
              >
                {t("checkout")}
              </Link>
            ) : (
              <p className="rounded border border-gray-300 bg-gray-50 p-3 text-sm text-gray-800">{t("checkoutNotAllowed")}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** The cart as a file to keep or forward (features/cart/routes/cart-export.ts): plain links, so they work without JavaScript. */
function CartExportLinks({ locale }: { locale: Locale }) {
  const { t } = useTranslation("cart");
  const href = (format: CartExportFormat) => `/api/cart-export?${buildQuery({ format, lng: locale })}`;
  return (
    <p className="mt-4 flex flex-wrap gap-4 text-sm font-medium">
      <a href={href("pdf")} download className="text-primary-700 hover:underline">
        {t("exportPdf")}
      </a>
      <a href={href("xlsx")} download className="text-primary-700 hover:underline">
        {t("exportExcel")}
      </a>
    </p>
  );
}

/** A signed-in user keeps the cart among the saved ones ("your carts" lists them apart): a plain post. */
function SaveCartControl({ cartId, saved }: { cartId: number; saved: boolean }) {
  const { t } = useTranslation("cart");
  if (saved) return <p className="mt-4 text-sm text-gray-700">{t("saved")}</p>;
  return (
    <Form method="post" className="mt-4">
      <input type="hidden" name="id" value={cartId} />
      <button
        type="submit"
        name="intent"
        value={CART_INTENTS.save}
        className="rounded border border-primary-700 px-3 py-1 text-sm font-semibold text-primary-700 hover:bg-primary-50"
      >
        {t("save")}
      </button>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  titleMeta(loaderData?.title, matches),
  { name: "description", content: loaderData?.description ?? "" },
  // Crawlers carry no cart: the empty cart is all they read (docs/decisions/065-robots-where-crawlers-reach.md).
  ...(loaderData && cartLines(loaderData.cart).length > 0 ? [] : [{ name: "robots", content: "noindex" }]),
];
