import type { ReactNode } from "react";

/** One part of the order page: a titled white box, named for assistive technology by its heading. */
export function OrderSection({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded border border-gray-200 bg-white p-4 ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
