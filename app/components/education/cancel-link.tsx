import { Link } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/field";

/** Cancel: back one step with JavaScript; without, a link to where the user came from. */
export function CancelLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="btn-secondary"
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          window.history.back();
        }
      }}
    >
      Cancel
    </Link>
  );
}

/** The foot of a form: Cancel, and the submit button that reads 'Saving...' while the form is sent. */
export function SaveOrCancel({ cancelTo, saving, form, children = "Save" }: { cancelTo: string; saving: boolean; form?: string; children?: React.ReactNode }) {
  return (
    <div className="flex justify-end gap-2">
      <CancelLink to={cancelTo} />
      <SubmitButton pending={saving} pendingLabel="Saving..." form={form}>
        {children}
      </SubmitButton>
    </div>
  );
}
