import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { TOPIC_OPERATIONS } from "@contract/api/crm/topic-operations";
import type { ContactTopic } from "@contract/api/crm/topic-schemas";
import { topicFormSchema } from "~/features/services/forms/contact-topics";
import { api, type RouteArgs } from "~/server/api.server";
import { formFailure } from "~/server/api-errors.server";
import { isGuest } from "~/server/auth.server";
import { isBotSubmission, readForm } from "~/server/forms.server";
import { i18n } from "~/server/i18n.server";
import { formSentCookie } from "~/server/analytics-flash.server";
import { redirectWithToast } from "~/server/toast.server";

/**
 * A service contact form's action: a bot's post is answered like a success and sent nowhere; a refusal returns the
 * form with what was typed and the errors by their fields; a sent form goes to `next` with the API's thanks.
 */
export async function topicFormAction(args: RouteArgs, topic: ContactTopic, next: string) {
  const t = await i18n.getFixedT(args.request, "services");
  const formData = await readForm(args.request);
  const sent = { type: "success" as const, title: t("sent") };
  if (isBotSubmission(formData)) return redirectWithToast(next, sent);

  const guest = await isGuest(args);
  const submission = parseWithZod(formData, { schema: topicFormSchema(topic, guest) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const operations = TOPIC_OPERATIONS[topic];
  // The guest's and the user's bodies differ by the contact fields only, and each schema parsed its own.
  const operation = (guest ? operations.guest : operations.user) as typeof operations.guest;
  try {
    const answer = await api(args).call(operation, { body: submission.value as never });
    return redirectWithToast(
      next,
      { ...sent, description: answer.message ?? "" },
      { headers: { "Set-Cookie": await formSentCookie(`contact-${topic}`) } },
    );
  } catch (error) {
    return formFailure(args, error, submission.reply);
  }
}
