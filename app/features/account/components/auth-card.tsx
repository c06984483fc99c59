import type { ReactNode } from "react";

/** The frame of the sign-in, sign-up, code and reset pages: one narrow column, heading first. */
export function AuthCard({ title, intro, children, wide = false }: { title: string; intro?: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto px-4 py-10 ${wide ? "max-w-3xl" : "max-w-md"}`}>
      <div className="relative rounded border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {intro && <p className="mt-2 text-sm text-gray-700">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
