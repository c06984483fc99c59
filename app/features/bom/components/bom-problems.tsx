import { useTranslation } from "~/lib/i18n/use-translation";
import type { BomProblem } from "@contract/bom/read";

/** The rows that could not be read as lines, each with its row and why (row 0 is the BOM as a whole). */
export function BomProblems({ problems }: { problems: BomProblem[] }) {
  const { t } = useTranslation("bom");
  if (!problems.length) return null;
  return (
    <section aria-labelledby="bom-problems-title" className="rounded border border-warn-700 bg-warn-50 p-4">
      <h2 id="bom-problems-title" className="text-base font-semibold text-gray-900">
        {t("problems.heading")}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-gray-900">
        {problems.map((problem) => (
          <li key={`${problem.row}-${problem.code}`}>
            <span className="font-semibold">{problem.row ? t("problems.row", { row: problem.row }) : t("problems.file")}:</span>{" "}
            {t(`problems.${problem.code}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
