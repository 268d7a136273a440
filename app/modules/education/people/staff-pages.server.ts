// The loaders and actions of the teachers' and volunteers' list, add and edit pages.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { fromOf, requirePostedId } from "~/modules/education/edit-page.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { getStaff } from "./get-staff.server";
import { StaffSchema } from "./person-schema";
import { saveStaff } from "./save-staff.server";
import { LOGIN_LINK_MESSAGES, sendTeacherLoginLink } from "./send-teacher-login-link.server";
import { STAFF, type StaffKind } from "./staff";
import { loadStaffListPage } from "./staff-list-page.server";

const guard = (request: Request) => requireChurchContext(request, { roles: AREA_ROLES.education });

export const staffListLoader =
  (kind: StaffKind) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const { church } = await guard(request);
    return loadStaffListPage(kind, church.id, new URL(request.url).searchParams, context);
  };

export async function staffAddLoader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return null;
}

export const staffEditLoader =
  (kind: StaffKind) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const { church } = await guard(request);
    const person = await getStaff(kind, church.id, params[STAFF[kind].idField] ?? "").catch(orNotFound);
    return { person, from: fromOf(request) };
  };

/**
 * Add (no id in the route) or edit: saved, then back to `from` or the list with the kind's toast.
 * A teacher's page also has 'Send login link' (intent send-login-link): the link is e-mailed, and
 * the page comes back with a toast naming the address (or the button's error).
 */
export const staffAction =
  (kind: StaffKind) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const { church } = await guard(request);
    const { idField, idRequired, base, label } = STAFF[kind];
    const editing = params[idField] !== undefined;
    const sendLoginLink = async (formData: FormData) => {
      const sent = await sendTeacherLoginLink({ churchId: church.id, teacherId: requirePostedId(formData, idField, params[idField], idRequired) });
      await dispatchEmails(church.id, [sent.emailId]);
      const url = new URL(request.url);
      return redirectWithToast(request, url.pathname + url.search, { type: "success", message: LOGIN_LINK_MESSAGES.sent(sent.to) });
    };
    return formAction(request, {
      schema: StaffSchema,
      intents: kind === "teacher" && editing ? { "send-login-link": sendLoginLink } : undefined,
      save: async ({ value, formData }) => {
        await saveStaff(kind, church.id, value, editing ? requirePostedId(formData, idField, params[idField], idRequired) : undefined);
        return redirectWithToast(request, (editing ? fromOf(request) : null) ?? base, { type: "success", message: `${label} saved successfully` });
      },
    });
  };
