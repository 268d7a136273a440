// What the edit screens' loaders and actions share: where to go back to, and the posted record id.
import { AppError, notFound, orNotFound } from "~/utils/errors.server";
import { safeRedirectPath } from "~/utils/landing";
import { isRecordId } from "~/utils/text";

/** The page to return to after saving: the URL's ?from= when it is a safe path, else null. */
export const fromOf = (request: Request) => safeRedirectPath(new URL(request.url).searchParams.get("from"));

/**
 * The record id an edit form posts back: null when missing or malformed (the page says so);
 * an id other than the page's own is another church's record, the 404 page.
 */
export function postedRecordId(formData: FormData, name: string, pageId: string | undefined) {
  const id = formData.get(name);
  if (typeof id !== "string" || !isRecordId(id)) return null;
  if (id !== pageId) orNotFound(notFound());
  return id;
}

/** postedRecordId for a save or a button: a missing id is the form's error `message` (the spec's 'Sponsor ID is required!' ...). */
export function requirePostedId(formData: FormData, name: string, pageId: string | undefined, message: string) {
  const id = postedRecordId(formData, name, pageId);
  if (!id) throw new AppError("INVALID", message);
  return id;
}
