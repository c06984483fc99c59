import { getFormProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/use-translation";
import { CONTACT_TOPIC_OPTIONS, type ContactTopic, type ContactTopicOption } from "@contract/api/crm/topic-schemas";
import { RadioGroupField } from "~/components/ui/choice-field";
import { TextAreaField, TextField } from "~/components/ui/field";
import type { FieldMeta } from "~/components/ui/field-meta";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { HoneypotField } from "~/components/ui/honeypot";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { watchAllErrors } from "~/components/ui/watch-all-errors";
import { topicFormSchema } from "~/features/services/forms/contact-topics";

/** Every field any topic's form has, by name, as the form holds it. */
type TopicFormFields = Record<string, string>;

interface TopicContactFormProps {
  topic: ContactTopic;
  guest: boolean;
  title: string;
  submitLabel: string;
  lastResult?: SubmissionResult<string[]>;
  /** The cart asked about: its id goes with the question, its lines are read by the API. */
  cartId?: number;
}

/**
 * A service's contact form (contract/api/crm/topic-schemas.ts): the topic's own fields, the message and who asks. A
 * guest gives a name and an e-mail; a signed-in user may leave them empty for the account's. A plain form post.
 */
export function TopicContactForm({ topic, guest, title, submitLabel, lastResult, cartId }: TopicContactFormProps) {
  const { t } = useTranslation(["services", "common"]);
  const schema = topicFormSchema(topic, guest);
  const [form, fields] = useForm<TopicFormFields, TopicFormFields, string[]>({
    id: `contact-${topic}`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<TopicFormFields, string[], TopicFormFields>,
  });
  watchAllErrors(form);
  const optional = t("common:optional");
  const radios = (field: ContactTopicOption) => (
    <RadioGroupField
      legend={t(`fields.${field}`)}
      meta={fields[field]}
      options={CONTACT_TOPIC_OPTIONS[field].map((value) => ({ value, label: t(`options.${field}.${value}`) }))}
    />
  );
  const select = (field: ContactTopicOption) => (
    <SelectField
      label={t(`fields.${field}`)}
      meta={fields[field]}
      placeholder={t("chooseOne")}
      options={CONTACT_TOPIC_OPTIONS[field].map((value) => ({ id: value, name: t(`options.${field}.${value}`) }))}
    />
  );
  const count = (field: string) => <TextField label={t(`fields.${field}`)} type="text" inputMode="numeric" meta={fields[field]} />;

  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-4 rounded border border-gray-200 bg-white p-6 shadow-sm">
      <HoneypotField />
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {topic === "fae-rd" && (
        <>
          <TextField label={t("fields.partOrProject")} type="text" meta={fields.partOrProject} />
          {radios("stage")}
        </>
      )}
      {topic === "pcb-assembly" && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {count("boardQuantity")}
            {count("uniquePartCount")}
          </div>
          {radios("assemblySides")}
          {radios("thtParts")}
          {radios("componentsFromUs")}
        </>
      )}
      {topic === "led-lighting" && (
        <>
          {select("application")}
          {count("quantity")}
          {select("colourTemperature")}
        </>
      )}
      {cartId !== undefined && <input type="hidden" name="cartId" value={cartId} />}
      <TextField label={t("fields.subject")} optionalLabel={optional} hint={t("hints.subject")} type="text" meta={fields.subject} />
      <TextAreaField label={t("fields.message")} rows={5} meta={fields.message} />
      <ContactFields fields={fields} guest={guest} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel={t("sending")}>{submitLabel}</SubmitButton>
    </Form>
  );
}

/** Who asks: required from a guest, optional for a signed-in user (the account's name and e-mail then). */
function ContactFields({ fields, guest }: { fields: Record<string, FieldMeta>; guest: boolean }) {
  const { t } = useTranslation(["services", "common"]);
  const optional = t("common:optional");
  const fromAccount = guest ? undefined : optional;
  return (
    <fieldset className="space-y-4 rounded border border-gray-200 p-4">
      <legend className="px-1 text-base font-semibold text-gray-900">{t("contactTitle")}</legend>
      {!guest && <p className="text-sm text-gray-700">{t("accountHint")}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("fields.name")} optionalLabel={fromAccount} type="text" autoComplete="given-name" meta={fields.name} />
        <TextField label={t("fields.lastName")} optionalLabel={fromAccount} type="text" autoComplete="family-name" meta={fields.lastName} />
        <TextField label={t("fields.email")} optionalLabel={fromAccount} type="email" autoComplete="email" meta={fields.email} />
        <TextField
          label={t("fields.phone")}
          optionalLabel={optional}
          hint={t("hints.phone")}
          type="tel"
          autoComplete="tel"
          meta={fields.phone}
        />
      </div>
      <TextField
        label={t("fields.companyName")}
        optionalLabel={optional}
        type="text"
        autoComplete="organization"
        meta={fields.companyName}
      />
    </fieldset>
  );
}
