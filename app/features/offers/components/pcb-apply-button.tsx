/**
 * Sets the usual options for the choice just made (spec §4) by sending the form back to the server, for a browser
 * without JavaScript; with it the options change as soon as the choice is made. Never validates: the form is not sent.
 */
export function PcbApplyButton({ intent, label, describedBy }: { intent: string; label: string; describedBy: string }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      aria-describedby={describedBy}
      className="mt-2 rounded border border-primary-700 px-3 py-1.5 text-sm font-semibold text-primary-700 hover:bg-primary-50"
    >
      {label}
    </button>
  );
}
