import { Form as RemixForm, type FormProps } from "@remix-run/react";
import { forwardRef } from "react";
import { FormKeyField } from "./form-key-field";

/** The store's `<Form>`: Remix's, with the idempotency key of FormKeyField in every form that posts. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ children, ...props }, ref) {
  const posts = (props.method ?? "get").toLowerCase() !== "get";
  return (
    <RemixForm ref={ref} {...props}>
      {posts && <FormKeyField />}
      {children}
    </RemixForm>
  );
});
