import { useEffect, useRef, useState } from "react";
import type { Submission } from "@conform-to/react";
import type * as z from "zod";
import type { parseWithZod } from "./zod-validation";

/** conform's field constraints of a form (`required`, `minLength`, `pattern`…), computed by the route's loader. */
export type { FormConstraint } from "./constraint";

/** The name of conform's own submit buttons (validate a field, add or remove a list item, reset…). */
const CONFORM_INTENT = "__intent__";

type Validate<Schema extends z.ZodType> = (context: { formData: FormData }) => Submission<z.input<Schema>, string[], z.output<Schema>>;
type Loaded<Module> = { module: Module; parse: typeof parseWithZod };

const belongsTo = (formId: string, target: EventTarget | null) =>
  target instanceof Element &&
  (target.id === formId || ("form" in target && target.form instanceof HTMLFormElement && target.form.id === formId));

/**
 * A form's client-side validation, loaded on its first use (docs/decisions/062-page-javascript.md): zod and conform's
 * zod adapter are about 32 KB gzipped, and a page should not load them before anyone touches a form. Pass the result
 * to `useForm({ onValidate })`. Until it is loaded `onValidate` is undefined: a submit goes to the route's action,
 * which validates with the same schema and answers with the errors (as without JavaScript). The constraints
 * (`required`, `pattern`…) come from the loader, computed on the server (constraint.ts).
 *
 * The first focus inside the form (a native `focusin`: React's and Preact's focus events differ) loads, in parallel,
 * `load()` (the module with the schema) and conform's zod parser; `schemaOf` picks or builds the schema from the
 * loaded module (with the form's current props) each time the form validates. conform's own requests that arrive
 * before the validation (a field's blur, a list's add or remove button) are held and replayed once it is loaded,
 * instead of being posted to the server.
 */
export function useLazyValidation<Module, Schema extends z.ZodType>(
  formId: string,
  load: () => Promise<Module>,
  schemaOf: (module: Module) => Schema,
): Validate<Schema> | undefined {
  // The first render's loader: it imports a module, the same on every render.
  const [loadModule] = useState(() => load);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<Loaded<Module> | "failed">();
  const held = useRef<string[]>([]);

  // Wanted on the first focus inside the form (or at once when a field has the focus already).
  useEffect(() => {
    if (wanted) return;
    if (belongsTo(formId, document.activeElement)) {
      setWanted(true);
      return;
    }
    const onFocusIn = (event: FocusEvent) => {
      if (belongsTo(formId, event.target)) setWanted(true);
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [formId, wanted]);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    Promise.all([loadModule(), import("./zod-validation")]).then(
      ([module, { parseWithZod }]) => current && setLoaded({ module, parse: parseWithZod }),
      // Offline, say: the server validates what is submitted.
      () => current && setLoaded("failed"),
    );
    return () => {
      current = false;
    };
  }, [wanted, loadModule]);

  // conform's requests held until the validation is there, then replayed (useForm has its new onValidate by now: its
  // options are updated in a layout effect of the same render).
  useEffect(() => {
    if (loaded) {
      for (const value of new Set(held.current.splice(0))) replayIntent(formId, value);
      return;
    }
    const onSubmit = (event: SubmitEvent) => {
      const submitter = event.submitter;
      if (!belongsTo(formId, event.target) || !(submitter instanceof HTMLButtonElement) || submitter.name !== CONFORM_INTENT) return;
      event.preventDefault();
      event.stopPropagation();
      held.current.push(submitter.value);
      setWanted(true);
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, [formId, loaded]);

  if (!loaded || loaded === "failed") return undefined;
  const { module, parse } = loaded;
  return ({ formData }) => parse(formData, { schema: schemaOf(module) });
}

/** What conform does for a request: a hidden submit button of the form, clicked by `requestSubmit`, then removed. */
function replayIntent(formId: string, value: string) {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  const button = document.createElement("button");
  button.type = "submit";
  button.name = CONFORM_INTENT;
  button.value = value;
  button.hidden = true;
  button.formNoValidate = true;
  button.setAttribute("form", formId);
  document.body.appendChild(button);
  try {
    form.requestSubmit(button);
  } finally {
    button.remove();
  }
}
