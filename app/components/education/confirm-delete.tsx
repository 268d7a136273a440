import { Form, useNavigation } from "@remix-run/react";
import { useId, useRef } from "react";
import { SubmitButton } from "~/components/forms/field";
import { MESSAGES } from "~/modules/education/options";

/**
 * The spec's delete-confirmation dialog: a title from the caller, the fixed text (or `text`), Delete
 * ('Deleting...') and Cancel. A <details> element, so it opens and posts without JavaScript;
 * Cancel closes it with JavaScript and, without, reloads the page it is on.
 */
export function ConfirmDelete({
  title,
  action,
  intent = "delete",
  fields = {},
  label = "Delete",
  text = MESSAGES.deleteConfirm,
  cancelHref,
}: {
  title: string;
  action?: string;
  intent?: string;
  fields?: Record<string, string>;
  label?: string;
  /** What the dialog says will happen (the spec's fixed text unless given). */
  text?: string;
  /** Where Cancel goes without JavaScript: the current page. */
  cancelHref: string;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const titleId = useId();
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === intent && Object.entries(fields).every(([k, v]) => navigation.formData?.get(k) === v);
  return (
    <details ref={details} className="confirm-delete inline-block">
      <summary className="btn btn-danger btn-small cursor-pointer list-none">{label}</summary>
      <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/40 p-4">
        <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} className="card w-full max-w-md">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-2 text-sm text-slate-600">{text}</p>
          <Form method="post" action={action} className="mt-4 flex justify-end gap-2">
            <input type="hidden" name="intent" value={intent} />
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <a
              href={cancelHref}
              className="btn btn-secondary"
              onClick={(event) => {
                event.preventDefault();
                details.current?.removeAttribute("open");
              }}
            >
              Cancel
            </a>
            <SubmitButton pending={deleting} pendingLabel="Deleting..." className="btn-danger">
              Delete
            </SubmitButton>
          </Form>
        </div>
      </div>
    </details>
  );
}
