import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

/** The form's main button: states what it does, shows a pending state while the form is being sent. */
export function SubmitButton({ children, pendingLabel, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { pendingLabel: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  return (
    <button
      type="submit"
      {...button}
      disabled={pending || button.disabled}
      aria-busy={pending || undefined}
      className="rounded bg-accent-600 px-5 py-2.5 font-semibold text-white hover:bg-accent-700 disabled:opacity-70"
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
