import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { ReturnDeskDetail } from "@contract/api/returns/desk-schemas";
import type { Locale } from "@contract/locale";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/form";
import { FormErrors } from "~/components/ui/form-errors";
import { ListTable, type ListColumn } from "~/components/ui/list-table";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatAmount, formatQuantity } from "~/lib/format";
import { disposeForm } from "../forms/return-forms";
import { replyOf, type ReturnAnswer } from "./return-actions";

type Line = ReturnDeskDetail["lines"][number];

/** A received line's two ways out, each a small form of its own: back in stock, or written off with a reason. */
function LineSettlement({ line, answer }: { line: Line; answer?: ReturnAnswer }) {
  const { t } = useTranslation("back-office-returns");
  const { lineNumber } = line;
  const [restock] = useForm({ id: `restock-${lineNumber}`, lastResult: replyOf(answer, "dispose", lineNumber) });
  const reply = replyOf(answer, "dispose", lineNumber);
  const [writeOff, fields] = useForm({
    id: `write-off-${lineNumber}`,
    lastResult: reply,
    constraint: getZodConstraint(disposeForm),
    shouldValidate: "onBlur",
    // A corrected field clears its error as it is typed, so the button does not move under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: disposeForm }),
  });
  return (
    <div className="space-y-3">
      <Form method="post" {...getFormProps(restock)}>
        <input type="hidden" name="intent" value="dispose" />
        <input type="hidden" name="lineNumber" value={lineNumber} />
        <input type="hidden" name="disposition" value="restocked" />
        <FormErrors id={restock.errorId} errors={restock.errors} />
        <SubmitButton pendingLabel={t("dispose.pending")} aria-label={t("dispose.restockLabel", { lineNumber })}>
          {t("dispose.restock")}
        </SubmitButton>
      </Form>
      <Form method="post" {...getFormProps(writeOff)} className="space-y-2">
        <input type="hidden" name="intent" value="dispose" />
        <input type="hidden" name="lineNumber" value={lineNumber} />
        <input type="hidden" name="disposition" value="written_off" />
        <TextField label={t("dispose.reason", { lineNumber })} meta={fields.reason} />
        <SubmitButton pendingLabel={t("dispose.pending")} aria-label={t("dispose.writeOffLabel", { lineNumber })}>
          {t("dispose.writeOff")}
        </SubmitButton>
      </Form>
    </div>
  );
}

/** The returned lines with what became of their goods, and (once received) a way out for each undecided one. */
export function ReturnLines({
  detail,
  answer,
  canSettle,
  locale,
}: {
  detail: ReturnDeskDetail;
  answer?: ReturnAnswer;
  canSettle: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation("back-office-returns");
  const received = detail.status === "received" || detail.status === "refunded";
  const goods = (line: Line) => {
    if (line.disposition === "restocked") return t("detail.dispositions.restocked");
    if (line.disposition === "written_off") return t("detail.dispositions.written_off", { note: line.dispositionNote ?? "" });
    if (received && canSettle) return <LineSettlement line={line} answer={answer} />;
    return t("detail.notSettled");
  };
  const columns: Array<ListColumn<Line>> = [
    { key: "line", label: t("detail.line"), cell: (line) => <span className="tabular">{line.lineNumber}</span> },
    { key: "mpn", label: t("detail.mpn"), cell: (line) => <span className="font-part">{line.mpn}</span> },
    { key: "maker", label: t("detail.maker"), cell: (line) => line.manufacturerName },
    { key: "quantity", label: t("detail.quantity"), numeric: true, cell: (line) => formatQuantity(line.quantity, locale) },
    { key: "ordered", label: t("detail.ordered"), numeric: true, cell: (line) => formatQuantity(line.ordered, locale) },
    {
      key: "total",
      label: t("detail.lineTotal"),
      numeric: true,
      className: "whitespace-nowrap",
      cell: (line) => formatAmount(line.totalPrice, locale, detail.order.currency),
    },
    { key: "goods", label: t("detail.goods"), cell: goods },
  ];
  return (
    <ListTable
      caption={t("detail.linesCaption", { returnNumber: detail.returnNumber })}
      columns={columns}
      rows={detail.lines}
      rowKey={(line) => line.lineNumber}
    />
  );
}
