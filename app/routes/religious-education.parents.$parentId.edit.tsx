import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ParentForm } from "~/components/education/parent-form";
import { PersonPicker } from "~/components/education/person-picker";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { shortDate } from "~/modules/parish/wall-clock";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { fromOf, requirePostedId } from "~/modules/education/edit-page.server";
import { getParent } from "~/modules/education/people/get-parent.server";
import { INVITE_MESSAGES, inviteParentToPortal, parentPortalStatus } from "~/modules/education/parent-portal/invite-parent.server";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { linkChild } from "~/modules/education/people/link-child.server";
import { listStudentOptions } from "~/modules/education/students/list-student-options.server";
import { fullName } from "~/modules/education/names";
import { MESSAGES, PARENT_ROLE_LABEL } from "~/modules/education/options";
import { ParentSchema } from "~/modules/education/people/person-schema";
import { unlinkChild } from "~/modules/education/people/unlink-child.server";
import { updateParent } from "~/modules/education/people/update-parent.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AppError, orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit Parent | Parish Administration" }];

const LIST = "/religious-education/parents";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const [parent, students, portal] = await Promise.all([
    getParent(church.id, params.parentId ?? "").catch(orNotFound),
    listStudentOptions(church.id),
    parentPortalStatus(church.id, params.parentId ?? "").catch(orNotFound),
  ]);
  return { parent, students, portal, from: fromOf(request) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const parentIdOf = (formData: FormData) => requirePostedId(formData, "parentId", params.parentId, MESSAGES.parentIdRequired);
  const here = new URL(request.url);
  const child = (link: boolean) => async (formData: FormData) => {
    const parentId = parentIdOf(formData);
    const studentId = formData.get("studentId");
    if (typeof studentId !== "string" || studentId === "") {
      throw new AppError("INVALID", MESSAGES.studentIdRequired, link ? { studentId: [MESSAGES.studentIdRequired] } : undefined);
    }
    await (link ? linkChild : unlinkChild)(church.id, parentId, studentId);
    const message = link ? "Child linked successfully" : "Child unlinked successfully";
    return redirectWithToast(request, here.pathname + here.search, { type: "success", message });
  };
  return formAction(request, {
    schema: ParentSchema,
    intents: {
      link: child(true),
      unlink: child(false),
      // 'Invite to portal': the parent's portal account and a sign-in link e-mailed in the parent's language.
      invite: async (formData) => {
        const sent = await inviteParentToPortal(church.id, parentIdOf(formData));
        await dispatchEmails(church.id, [sent.emailId]);
        return redirectWithToast(request, here.pathname + here.search, { type: "success", message: INVITE_MESSAGES.sent(sent.to) });
      },
    },
    save: async ({ value, formData }) => {
      await updateParent(church.id, parentIdOf(formData), value);
      return redirectWithToast(request, fromOf(request) ?? LIST, { type: "success", message: "Parent saved successfully" });
    },
  });
}

export default function EditParent() {
  const { parent, students, portal, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string, studentId?: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent && (studentId === undefined || navigation.formData?.get("studentId") === studentId);
  const role = PARENT_ROLE_LABEL[parent.role].toLowerCase();
  const linked = new Set(parent.children.map((c) => c.id));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Edit Parent: {fullName(parent)}</h1>
      <ParentForm
        lastResult={actionData?.result}
        parentId={parent.id}
        defaultValue={{
          role: parent.role,
          firstname: parent.firstname,
          middlename: parent.middlename ?? "",
          lastname: parent.lastname,
          email: parent.email ?? "",
          cellPhone: parent.cellPhone ?? "",
        }}
        roleHint={parent.children.length > 0 ? "A new role moves the links to the children along with it." : undefined}
        cancelTo={from ?? LIST}
      />
      <p className="text-sm text-slate-700" data-testid="parent-email-status">
        {parent.unsubscribedAt
          ? `Unsubscribed from the parish's e-mails since ${shortDate(parent.unsubscribedAt)} (through the link in an e-mail): e-mails to parents skip this parent.`
          : parent.email
            ? "Receives the parish's e-mails."
            : "No e-mail address: e-mails to parents skip this parent."}
      </p>
      <section aria-labelledby="portal-title" className="card flex flex-col gap-3">
        <h2 id="portal-title" className="text-lg font-semibold text-slate-900">
          Parent portal
        </h2>
        <p className="text-sm text-slate-600">
          {portal.hasAccount ? "This parent has a portal account. " : "This parent has not used the parent portal yet. "}
          &apos;Invite to portal&apos; e-mails the parent a sign-in link (it works once, within 30 minutes; the parent can ask for a new one on the portal&apos;s sign-in page) in
          the parent&apos;s language ({portal.locale === "es" ? "Spanish" : "English"}).
        </p>
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="invite" />
          <input type="hidden" name="parentId" value={parent.id} />
          <FieldErrors errors={actionData?.result.error?.portal ?? undefined} />
          <div>
            <SubmitButton pending={busy("invite")} pendingLabel="Sending..." className="btn-secondary">
              Invite to portal
            </SubmitButton>
          </div>
        </Form>
      </section>
      <section aria-labelledby="children-title" className="card flex flex-col gap-4">
        <h2 id="children-title" className="text-lg font-semibold text-slate-900">
          Children
        </h2>
        {parent.children.length > 0 ? (
          <table className="table">
            <thead>
              <tr>
                <th>Name</th>
                <th className="w-24">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {parent.children.map((child) => (
                <tr key={child.id}>
                  <td>
                    <Link to={`/religious-education/students/${child.id}`}>{child.name}</Link>
                  </td>
                  <td className="text-right">
                    <Form method="post">
                      <input type="hidden" name="intent" value="unlink" />
                      <input type="hidden" name="parentId" value={parent.id} />
                      <input type="hidden" name="studentId" value={child.id} />
                      <button type="submit" className="btn-secondary btn-small" disabled={busy("unlink", child.id)} aria-label={`Unlink ${child.name}`}>
                        {busy("unlink", child.id) ? "Unlinking..." : "Unlink"}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-slate-500">No children linked yet.</p>
        )}
        {/* A new key after each link starts the picker afresh. */}
        <Form key={[...linked].join()} method="post" className="flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
          <input type="hidden" name="intent" value="link" />
          <input type="hidden" name="parentId" value={parent.id} />
          <div className="min-w-64 flex-1">
            <PersonPicker name="studentId" label="Link a child" emptyLabel="Choose a student" options={students.filter((s) => !linked.has(s.id))} errors={actionData?.result.error?.studentId ?? undefined} />
            <p className="mt-1 text-xs text-slate-500">This parent becomes the student&apos;s {role}, in place of any other.</p>
          </div>
          <SubmitButton pending={busy("link")} pendingLabel="Linking...">
            Link Child
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
