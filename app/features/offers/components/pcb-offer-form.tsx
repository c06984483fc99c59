import { getCollectionProps, getFormProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { Link, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Trans } from "~/lib/i18n/trans";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { PcbEstimate } from "@contract/api/offers/pcb-schemas";
import { applyPcbDefaults, PCB_OPTIONS, PCB_OFFER_TYPES, type PcbFormValues, type PcbTrigger } from "@contract/api/offers/pcb-values";
import type { Locale } from "@contract/locale";
import { pathFor } from "@contract/paths";
import { FileField } from "~/components/ui/file-field";
import { CheckboxField, RadioGroupField } from "~/components/ui/choice-field";
import { FieldErrors } from "~/components/ui/field-errors";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { HoneypotField } from "~/components/ui/honeypot";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { useLazyValidation, type FormConstraint } from "~/lib/forms/use-lazy-validation";
import { IDEMPOTENCY_FIELD } from "~/lib/forms/fields";
import { PCB_FORM_INTENTS } from "~/features/offers/forms/pcb-offer-intents";
import { PcbBoardFields } from "./pcb-board-fields";
import { PcbContactFields } from "./pcb-contact-fields";
import { PcbEstimateSummary } from "./pcb-estimate-summary";
import { PcbStencilFields } from "./pcb-stencil-fields";
import { HydrateInTurn } from "~/lib/hydration-turns";

/** The form's fields by name: its values as strings (spec §3), and the archive. */
type PcbFormFields = PcbFormValues & { gerber?: File };

/** How long the form rests before its estimate is asked for again. */
const ESTIMATE_DELAY_MS = 500;

interface PcbOfferFormProps {
  locale: Locale;
  guest: boolean;
  values: PcbFormValues;
  /** The fields' constraints, from the loader (the guest's or the user's form). */
  constraint: FormConstraint;
  estimate: PcbEstimate | null;
  lastResult?: SubmissionResult<string[]>;
  /** The archive chosen when the form was sent and came back: a browser cannot put it back in the field. */
  gerberName?: string | null;
}

/**
 * The PCB and stencil quote form (spec §3): a plain multipart form post. With JavaScript, a chosen base material or
 * layer count brings its usual options at once and the estimate follows the form; without it, buttons do both on the
 * server and the form comes back with everything else as typed.
 */
export function PcbOfferForm({ locale, guest, values, constraint, estimate, lastResult, gerberName }: PcbOfferFormProps) {
  const { t } = useTranslation(["offers", "common"]);
  const onValidate = useLazyValidation(
    "pcb-offer",
    () => import("~/features/offers/forms/pcb-offer"),
    (module) => module.pcbOfferFormSchema(guest),
  );
  const estimator = useFetcher<{ estimate: PcbEstimate | null }>();
  // The button that sent the form while an estimate was on its way: an estimate answering during the request's
  // navigation would end it with the estimate's own data (an empty page), so the request waits for that answer.
  const [heldSubmitter, setHeldSubmitter] = useState<HTMLElement | null | undefined>(undefined);
  // Typed by the form's fields, not by either schema: the guest's and the user's differ by the contact fields.
  const [form, fields] = useForm<PcbFormFields, PcbFormFields, string[]>({
    id: "pcb-offer",
    lastResult,
    defaultValue: values,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: onValidate as ((context: { formData: FormData }) => Submission<PcbFormFields, string[], PcbFormFields>) | undefined,
    onSubmit: (event) => {
      if (estimator.state !== "idle") {
        event.preventDefault();
        setHeldSubmitter((event.nativeEvent as SubmitEvent).submitter);
      }
    },
  });
  watchAllErrors(form);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (heldSubmitter === undefined || estimator.state !== "idle") return;
    setHeldSubmitter(undefined);
    formRef.current?.requestSubmit(heldSubmitter);
  }, [heldSubmitter, estimator.state]);

  /** Spec §4: the choice's usual options replace those fields at once, everything else stays as it is. */
  const applyDefaults = (trigger: Exclude<PcbTrigger, null>) => (value: string) => {
    const current = { ...(form.value as Record<string, string>), [trigger]: value };
    const applied = applyPcbDefaults({ ...values, ...current }, trigger);
    for (const name of ["layer", "outerCopperWeight", "pcbColor", "silkscreen", "surfaceFinish"] as const)
      if (applied[name] !== current[name]) form.update({ name, value: applied[name] });
  };

  // The estimate follows the form once it rests: the fields without the archive, never sending the file for it, nor
  // the form's idempotency key (an estimate must never take the key of the request's own post). None is asked for
  // while the page is being left or the form sent: the fetcher's answer would end that navigation with its own data;
  // nor for the values the page came with, whose estimate the server gave with the page.
  const snapshot = JSON.stringify(form.value ?? {});
  const [pageSnapshot] = useState(snapshot);
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    const element = formRef.current;
    if (!element || navigating || (estimator.data === undefined && snapshot === pageSnapshot)) return;
    const timer = setTimeout(() => {
      const body = new FormData(element);
      body.delete("gerber");
      body.delete(IDEMPOTENCY_FIELD);
      body.set("intent", PCB_FORM_INTENTS.estimate);
      estimator.submit(body, { method: "post" });
    }, ESTIMATE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fetcher is stable; the form's values are the trigger
  }, [snapshot, navigating]);

  const shown = estimator.data ? estimator.data.estimate : estimate;
  const policyLink = (key: "policyMembership" | "policyDataProtection") => (
    <Link to={pathFor(key, locale)} target="_blank" rel="noopener" className="font-semibold text-primary-700 underline" />
  );
  const gerberHint = t("pcb.form.gerberHint");

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="relative grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start"
    >
      <HoneypotField />
      <input type="hidden" name="isFormCleared" value={String(values.isFormCleared)} />
      <div className="min-w-0 space-y-6">
        <RadioGroupField
          legend={t("pcb.form.offerType")}
          meta={fields.offerType}
          options={PCB_OFFER_TYPES.map((type) => ({ value: type, label: t(`pcb.fields.offerType.${type}`) }))}
        />
        {/* The form's largest groups hydrate in turns of their own (docs/decisions/067-hydration-in-turns.md). */}
        <HydrateInTurn>
          <PcbBoardFields fields={fields} onBaseMaterial={applyDefaults("baseMaterial")} onLayer={applyDefaults("layer")} />
        </HydrateInTurn>
        <HydrateInTurn>
          <PcbStencilFields fields={fields} />
        </HydrateInTurn>
        <fieldset className="space-y-4 rounded border border-gray-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-gray-900">{t("pcb.form.deliveryTitle")}</legend>
          <fieldset aria-describedby={fields.deliveryTypeList.errors?.length ? fields.deliveryTypeList.errorId : undefined}>
            <legend className="text-sm font-medium text-gray-800">
              {t("pcb.fields.deliveryTypeList")} <span className="font-normal text-gray-600">({t("common:optional")})</span>
            </legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {getCollectionProps(fields.deliveryTypeList, { type: "checkbox", options: [...PCB_OPTIONS.deliveryType] }).map(
                ({ key, ...props }) => (
                  <label key={key} className="flex items-center gap-2 text-sm text-gray-800">
                    <input {...props} className="h-4 w-4" />
                    {t(`pcb.options.deliveryType.${props.value}`)}
                  </label>
                ),
              )}
            </div>
            <FieldErrors id={fields.deliveryTypeList.errorId} errors={fields.deliveryTypeList.errors} />
          </fieldset>
          <FileField
            label={t("pcb.fields.gerber")}
            hint={gerberName ? `${gerberHint} ${t("pcb.form.gerberAgain", { name: gerberName })}` : gerberHint}
            accept=".zip,application/zip"
            meta={fields.gerber}
          />
        </fieldset>
        {guest && (
          <HydrateInTurn>
            <PcbContactFields fields={fields} />
          </HydrateInTurn>
        )}
        <fieldset className="space-y-3 rounded border border-gray-200 bg-gray-50 p-4">
          <legend className="px-1 text-sm font-semibold text-gray-800">{t("pcb.form.consentTitle")}</legend>
          <CheckboxField meta={fields.isCommercialCommunicationApproved} label={`${t("pcb.form.commercial")} (${t("common:optional")})`} />
          {guest && (
            <CheckboxField
              meta={fields.isMembershipTermsAccepted}
              label={
                <Trans
                  t={t}
                  i18nKey="pcb.form.membershipTerms"
                  components={{ terms: policyLink("policyMembership"), privacy: policyLink("policyDataProtection") }}
                />
              }
            />
          )}
        </fieldset>
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pendingLabel={t("pcb.form.pending")}>{t("pcb.form.submit")}</SubmitButton>
          <button
            type="submit"
            name="intent"
            value={PCB_FORM_INTENTS.clear}
            formNoValidate
            className="rounded border border-gray-400 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-100"
          >
            {t("pcb.form.clear")}
          </button>
        </div>
      </div>
      <div className="lg:sticky lg:top-4">
        {/* Without JavaScript the estimate is worked out when asked: the form comes back with everything typed. With
            it the estimate follows the form by itself. */}
        <PcbEstimateSummary estimate={shown} locale={locale}>
          <noscript>
            <button
              type="submit"
              name="intent"
              value={PCB_FORM_INTENTS.estimate}
              formNoValidate
              className="mt-3 rounded border border-primary-700 bg-white px-3 py-1.5 text-sm font-semibold text-primary-700 hover:bg-primary-100"
            >
              {t("pcb.form.estimateButton")}
            </button>
          </noscript>
        </PcbEstimateSummary>
      </div>
    </Form>
  );
}
