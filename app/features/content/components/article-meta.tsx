import { useTranslation } from "~/lib/i18n/use-translation";
import type { Locale } from "@contract/locale";
import { formatDate } from "~/lib/dates";

// What the magazine's list and an article's page both show of an article. Pages that use them load the
// `content-library` namespace.

/** "8 Eylül 2026 · Yazan: Elif Aydın". */
export function ArticleByline({ publishedAt, author, locale }: { publishedAt: string; author: string; locale: Locale }) {
  const { t } = useTranslation("content-library");
  return (
    <p className="mt-1 text-sm text-gray-600">
      <time dateTime={publishedAt}>{formatDate(publishedAt, locale)}</time>
      <span aria-hidden="true"> · </span>
      {t("magazine.byline", { author })}
    </p>
  );
}

/** An article's tags as small labels (names, not links: the magazine has no tag pages). */
export function ArticleTags({ tags }: { tags: string[] }) {
  const { t } = useTranslation("content-library");
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t("magazine.tags")} className="mt-3 flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}
