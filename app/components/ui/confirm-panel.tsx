import { Link } from "@remix-run/react";
import { Form } from "~/components/ui/form";
import type { ReactNode } from "react";

interface ConfirmPanelProps {
  /** Prefix of the heading's and text's ids. */
  id: string;
  title: string;
  text: string;
  /** What is about to go, shown under the text (an address's summary). */
  children?: ReactNode;
  /** Where the confirmed post goes and the fields it carries besides its intent. */
  action: string;
  /** A field given several values (line ids) is sent once per value. */
  fields?: Record<string, string | number | ReadonlyArray<string | number>>;
  intent: string;
  confirmLabel: string;
  /** The way back without doing it: a link (no script needed). */
  cancelTo: string;
  cancelLabel: string;
  className?: string;
}

/**
 * A destructive action's second step, reached by a link (`?confirm…=`), so that it asks first with JavaScript off
 * too: what will happen, a post that does it, a link that does not.
 */
export function ConfirmPanel({
  id,
  title,
  text,
  children,
  action,
  fields = {},
  intent,
  confirmLabel,
  cancelTo,
  cancelLabel,
  className = "",
}: ConfirmPanelProps) {
  return (
    <section
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={`max-w-xl rounded border border-danger-700 bg-danger-50 p-4 ${className}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-1 text-sm text-gray-800">
        {text}
      </p>
      {children}
      <Form method="post" action={action} className="mt-3 flex flex-wrap items-center gap-3">
        {Object.entries(fields).flatMap(([name, values]) =>
          (Array.isArray(values) ? values : [values]).map((value: string | number) => (
            <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
          )),
        )}
        <button
          type="submit"
          name="intent"
          value={intent}
          className="rounded bg-danger-700 px-4 py-2 font-semibold text-white hover:bg-danger-800"
        >
          {confirmLabel}
        </button>
        <Link to={cancelTo} className="rounded border border-gray-400 px-4 py-2 font-medium text-gray-800">
          {cancelLabel}
        </Link>
      </Form>
    </section>
  );
}
