import { HONEYPOT_FIELD } from "~/lib/forms/fields";

/**
 * A field only bots fill: off screen, out of the tab order, hidden from assistive technology. `id` differs when a
 * page has a second honeypot form (the footer's newsletter form beside the page's own).
 */
export function HoneypotField({ id = `hp-${HONEYPOT_FIELD}` }: { id?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
