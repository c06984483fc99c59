import type { RequestReply } from "@contract/api/offers/request-schemas";
import type { Locale } from "@contract/locale";
import { formatDateTime } from "~/lib/dates";

/**
 * The store's replies on a customer's request page, oldest first (docs/decisions/041-request-cases.md); nothing
 * before the first. Each request page passes its own namespace's words.
 */
export function RequestReplies({
  replies,
  locale,
  title,
  answeredAt,
}: {
  replies: RequestReply[];
  locale: Locale;
  title: string;
  answeredAt: (at: string) => string;
}) {
  if (!replies.length) return null;
  return (
    <section aria-labelledby="request-replies" className="mt-6">
      <h2 id="request-replies" className="mb-2 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <ol className="space-y-3" data-testid="request-replies">
        {replies.map((reply, index) => (
          <li key={index} className="rounded border border-gray-200 bg-white p-3 text-sm">
            <p className="text-gray-700">{answeredAt(formatDateTime(reply.createdAt, locale) ?? "")}</p>
            <p className="mt-1 whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]">{reply.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
