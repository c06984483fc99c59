import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/use-translation";
import { wishlistNameBody } from "@contract/api/favorites/schemas";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { CREATE_WISHLIST_FORM_ID, FAVORITE_INTENTS } from "~/features/favorites/favorite-intents";

/** A new wish list: the name is checked as typed with JavaScript, by the server (and the API: once per user) always. */
export function CreateWishlistForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("favorites");
  const [form, fields] = useForm({
    id: CREATE_WISHLIST_FORM_ID,
    lastResult,
    constraint: getZodConstraint(wishlistNameBody),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: wishlistNameBody }),
  });
  watchAllErrors(form);
  return (
    <section aria-labelledby="create-wishlist-title" className="max-w-xl rounded border border-gray-200 bg-white p-4">
      <h2 id="create-wishlist-title" className="text-lg font-semibold text-gray-900">
        {t("wishlists.create.title")}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value={FAVORITE_INTENTS.createWishlist} />
        <TextField label={t("wishlists.create.name")} hint={t("wishlists.create.hint")} autoComplete="off" meta={fields.name} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("wishlists.create.pending")}>{t("wishlists.create.submit")}</SubmitButton>
      </Form>
    </section>
  );
}
