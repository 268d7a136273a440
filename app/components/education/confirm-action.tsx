import { Form, useNavigation } from "@remix-run/react";
import { useId, useRef } from "react";
import { SubmitButton } from "~/components/forms/field";
import { closePopup } from "~/components/ui/close-popups";

/**
 * A button that asks before it posts (Make a new link, Refuse): a <details> dialog, so it opens
 * and posts without JavaScript; Cancel closes it with JavaScript (the focus back on its button) and,
 * without, reloads `cancelHref`.
 * `children` go inside the form (a reason to type).
 */
export function ConfirmAction({
  label,
  title,
  text,
  confirmLabel,
  pendingLabel,
  intent,
  fields = {},
  action,
  cancelHref,
  danger = false,
  small = false,
  children,
}: {
  label: React.ReactNode;
  title: string;
  text: string;
  confirmLabel: string;
  pendingLabel: string;
  intent: string;
  fields?: Record<string, string>;
  action?: string;
  cancelHref: string;
  danger?: boolean;
  small?: boolean;
  children?: React.ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const titleId = useId();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent && Object.entries(fields).every(([k, v]) => navigation.formData?.get(k) === v);
  return (
    <details ref={details} className="confirm-delete inline-block" data-popup="dialog">
      <summary className={`btn ${danger ? "btn-danger" : "btn-secondary"} ${small ? "btn-small" : ""} cursor-pointer list-none`}>{label}</summary>
      <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/40 p-4">
        <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} className="card w-full max-w-md text-left">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-2 text-sm text-slate-600">{text}</p>
          <Form method="post" action={action} className="mt-4 flex flex-col gap-3">
            <input type="hidden" name="intent" value={intent} />
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {children}
            <div className="flex justify-end gap-2">
              <a
                href={cancelHref}
                className="btn btn-secondary"
                onClick={(event) => {
                  event.preventDefault();
                  if (details.current) closePopup(details.current);
                }}
              >
                Cancel
              </a>
              <SubmitButton pending={pending} pendingLabel={pendingLabel} className={danger ? "btn-danger" : ""}>
                {confirmLabel}
              </SubmitButton>
            </div>
          </Form>
        </div>
      </div>
    </details>
  );
}
