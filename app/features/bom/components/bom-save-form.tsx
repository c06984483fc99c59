import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { SAVED_BOM_NAME_MAX } from "@contract/api/bom/values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { SubmitButton } from "~/components/ui/submit-button";
import { BOM_INTENTS, SAVED_BOM_ID_FIELD } from "~/features/bom/bom-form-values";
import type { BomSaveInput, BomSaveValue } from "~/features/bom/bom-save-forms";
import { useLazyValidation } from "~/lib/forms/use-lazy-validation";
import { loginPath } from "~/lib/auth/redirects";
import { formatDate } from "~/lib/dates";
import { useRootUser } from "~/lib/use-root-user";
import { type BomSource, BomSourceFields } from "./bom-source-fields";

/** The saved BOM the page opened (`?saved=<id>`). */
export interface SavedBomRef {
  id: number;
  name: string;
  savedAt: string;
}

export interface BomSaveFormProps {
  source: BomSource;
  saved: SavedBomRef | null;
  lastResult?: SubmissionResult<string[]>;
  locale: Locale;
}

/**
 * Under the priced result: a signed-in user saves the BOM under a name ("Save changes" too when the page opened a
 * saved one); a guest gets a link to sign in that comes back here. Lines are saved, not prices: opened again, the BOM
 * is priced that day.
 */
export function BomSaveForm(props: BomSaveFormProps) {
  // Another saved BOM opened, or this one saved again, starts the form again from its name.
  return <SaveForm key={props.saved ? `${props.saved.id}.${props.saved.savedAt}` : "new"} {...props} />;
}

function SaveForm({ source, saved, lastResult, locale }: BomSaveFormProps) {
  const { t } = useTranslation("bom");
  const user = useRootUser();
  const { pathname, search } = useLocation();
  const onValidate = useLazyValidation(
    "bom-save",
    () => import("~/features/bom/bom-save-forms"),
    (module) => module.bomSaveForm,
  );
  const [form, fields] = useForm<BomSaveInput, BomSaveValue>({
    id: "bom-save",
    lastResult,
    shouldValidate: "onSubmit",
    // A name refused here is not posted. Sent before the validation has loaded (on the form's first focus), the server
    // refuses it; the corrected name then saves under the same form key (docs/decisions/016-idempotent-writes.md).
    onValidate,
    defaultValue: { name: saved?.name ?? t("save.defaultName", { date: formatDate(new Date().toISOString(), locale) }) },
  });
  return (
    <section aria-labelledby="bom-save-title" className="space-y-3 rounded border border-gray-200 bg-white p-4 md:p-6">
      <h3 id="bom-save-title" className="text-lg font-semibold text-gray-900">
        {saved ? t("save.headingSaved") : t("save.heading")}
      </h3>
      {user ? (
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="max-w-xl space-y-4">
          <p className="text-sm text-gray-700">{t("save.intro")}</p>
          <TextField label={t("save.name")} meta={fields.name} maxLength={SAVED_BOM_NAME_MAX} autoComplete="off" />
          <BomSourceFields source={source} />
          {saved && <input type="hidden" name={SAVED_BOM_ID_FIELD} value={saved.id} />}
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="flex flex-wrap items-center gap-3">
            {saved ? (
              <>
                <SubmitButton name="intent" value={BOM_INTENTS.saveChanges} pendingLabel={t("save.pending")}>
                  {t("save.submitChanges")}
                </SubmitButton>
                <button
                  type="submit"
                  name="intent"
                  value={BOM_INTENTS.save}
                  className="rounded border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50"
                >
                  {t("save.submitNew")}
                </button>
              </>
            ) : (
              <SubmitButton name="intent" value={BOM_INTENTS.save} pendingLabel={t("save.pending")}>
                {t("save.submit")}
              </SubmitButton>
            )}
            <Link to={pathFor("savedBoms", locale)} className="text-sm font-semibold text-primary-700 underline">
              {t("saved.link")}
            </Link>
          </div>
        </Form>
      ) : (
        <p className="text-sm text-gray-700">
          <Link to={loginPath(locale, `${pathname}${search}`)} className="font-semibold text-primary-700 underline">
            {t("save.signIn")}
          </Link>{" "}
          {t("save.signInWhy")}
        </p>
      )}
    </section>
  );
}

/** Above the form of a saved BOM: when it was saved, and that what is shown is today's prices and stock. */
export function SavedBomNote({ saved, locale }: { saved: SavedBomRef; locale: Locale }) {
  const { t } = useTranslation("bom");
  return (
    <p role="status" className="rounded border border-primary-600 bg-primary-50 px-3 py-2 text-sm text-gray-900">
      <strong className="font-semibold">{saved.name}</strong>: {t("save.savedOn", { date: formatDate(saved.savedAt, locale) })}
    </p>
  );
}
