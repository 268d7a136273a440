import { MESSAGES } from "~/modules/education/options";
import { ConfirmAction } from "./confirm-action";

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
  return (
    <ConfirmAction
      label={label}
      title={title}
      text={text}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      intent={intent}
      fields={fields}
      action={action}
      cancelHref={cancelHref}
      danger
      small
    />
  );
}
