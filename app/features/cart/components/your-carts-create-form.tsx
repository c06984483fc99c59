import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "~/components/ui/form";
import { useTranslation } from "~/lib/i18n/use-translation";
import { cartNameBody } from "@contract/api/carts/schemas";
import { TextField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { CART_INTENTS } from "~/features/cart/cart-forms";
import { CREATE_FORM_ID } from "~/features/cart/forms/your-carts-forms";

/** A new named cart: the name is checked as typed with JavaScript, by the server (and the API) always. */
export function CreateCartForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("your-carts");
  const [form, fields] = useForm({
    id: CREATE_FORM_ID,
    lastResult,
    constraint: getZodConstraint(cartNameBody),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cartNameBody }),
  });
  watchAllErrors(form);
  return (
    <section aria-labelledby="create-cart-title" className="max-w-xl rounded border border-gray-200 bg-white p-4">
      <h2 id="create-cart-title" className="text-lg font-semibold text-gray-900">
        {t("create.title")}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value={CART_INTENTS.create} />
        <TextField label={t("create.name")} hint={t("create.hint")} autoComplete="off" meta={fields.name} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pendingLabel={t("create.pending")}>{t("create.submit")}</SubmitButton>
      </Form>
    </section>
  );
}
