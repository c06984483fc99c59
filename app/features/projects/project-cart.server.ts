import type { ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { addProjectItemsToCart } from "@contract/api/projects/operations";
import { localeFromPath } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { addedToCartCookie, eventHeaders } from "~/server/analytics-flash.server";
import { api, ApiError } from "~/server/api.server";
import { throwRouteError } from "~/server/api-errors.server";
import { requireUser } from "~/server/auth.server";
import { readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { redirectWithToast } from "~/server/toast.server";
import { ADD_PROJECT_ITEMS_INTENT } from "./components/project-item-table";

const addForm = z.object({
  intent: z.literal(ADD_PROJECT_ITEMS_INTENT),
  projectId: z.coerce.number<number>().int().min(1),
  /** Absent: every item of the project ("add all"). */
  itemId: z.coerce.number<number>().int().min(1).optional(),
});

/**
 * The project pages' one action (docs/decisions/045-projects.md): an item, or all of a project's, into the active
 * cart as Project lines; back to the page (post/redirect/get) with what went in, a link to the cart, and why a part
 * did not. A project closed meanwhile says so the same way.
 */
export async function projectCartAction(args: ActionFunctionArgs) {
  await requireUser(args);
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const t = await i18n.getFixedT(args.request, "projects");
  const form = addForm.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!form.success) throw new Response(null, { status: 400 });
  const here = `${url.pathname}${url.search}`;
  const cartLink = { href: pathFor("shoppingCart", locale), label: t("goToCart") };
  try {
    const { projectId, itemId } = form.data;
    const { data } = await api(args).call(addProjectItemsToCart, { params: { projectId }, body: { itemIds: itemId ? [itemId] : [] } });
    const added = data.items.filter((item) => item.added);
    const refusals = data.items.flatMap((item) => (item.message ? [item.message] : []));
    const addedParts = new Set(added.map((item) => item.variantId));
    const event = await addedToCartCookie(data.cart, (line) => line.projectId === projectId && addedParts.has(line.variantId));
    return redirectWithToast(
      here,
      {
        type: refusals.length ? "error" : "success",
        title: t("added", { count: added.length }),
        ...(refusals.length ? { description: refusals.join(" · ") } : {}),
        link: cartLink,
      },
      { headers: eventHeaders(event) },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return redirectWithToast(here, { type: "error", title: error.message });
    return throwRouteError(error, args);
  }
}
