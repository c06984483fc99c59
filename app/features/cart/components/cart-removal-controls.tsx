import { Link, useSearchParams } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { CartLine } from "@contract/api/carts/schemas";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { CART_INTENTS, SELECTION_FORM_ID } from "~/features/cart/cart-forms";

const linkClass = "text-sm font-medium text-danger-700 hover:underline";

/**
 * Removing the selected lines or every line asks first, with JavaScript off too: the selection (the lines'
 * checkboxes belong to this form) or the link leads to this page's confirmation (`?confirm=`), whose post removes.
 */
export function CartRemovalControls({ lines, cartId }: { lines: CartLine[]; cartId: number | null }) {
  const { t } = useTranslation("cart");
  const [searchParams] = useSearchParams();
  const confirming = searchParams.get("confirm");
  const cartFields: Record<string, number> = cartId !== null ? { cartId } : {};
  if (confirming === "empty") {
    return (
      <ConfirmPanel
        id="empty-confirm"
        className="mt-4"
        title={t("confirmRemoveAll.title")}
        text={t("confirmRemoveAll.text", { count: lines.length })}
        action="?"
        fields={{ ...cartFields, all: "true" }}
        intent={CART_INTENTS.remove}
        confirmLabel={t("confirmRemoveAll.yes")}
        cancelTo="?"
        cancelLabel={t("confirmRemoveAll.cancel")}
      />
    );
  }
  const selected = lines.filter((line) => searchParams.getAll("lineId").includes(String(line.id)));
  if (confirming === "selected" && selected.length > 0) {
    return (
      <ConfirmPanel
        id="selected-confirm"
        className="mt-4"
        title={t("confirmRemoveSelected.title", { count: selected.length })}
        text={t("confirmRemoveSelected.text")}
        action="?"
        fields={{ ...cartFields, lineId: selected.map((line) => line.id) }}
        intent={CART_INTENTS.remove}
        confirmLabel={t("confirmRemoveSelected.yes", { count: selected.length })}
        cancelTo="?"
        cancelLabel={t("confirmRemoveAll.cancel")}
      >
        <ul className="mt-2 list-disc pl-5 text-sm text-gray-800">
          {selected.map((line) => (
            <li key={line.id} className="font-part">
              {line.mpn}
            </li>
          ))}
        </ul>
      </ConfirmPanel>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-4">
      <Form method="get" id={SELECTION_FORM_ID}>
        <input type="hidden" name="confirm" value="selected" />
        <button type="submit" className={linkClass}>
          {t("removeSelected")}
        </button>
      </Form>
      <Link to="?confirm=empty" className={linkClass}>
        {t("removeAll")}
      </Link>
      {confirming === "selected" && (
        <p role="alert" className="w-full text-sm font-medium text-danger-700">
          {t("noneSelected")}
        </p>
      )}
    </div>
  );
}
