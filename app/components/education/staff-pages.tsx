import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import type { staffAction, staffEditLoader } from "~/modules/education/people/staff-pages.server";
import { LOGIN_LINK_DAYS } from "~/modules/auth/messages";
import { fullName } from "~/modules/education/names";
import { STAFF, type StaffKind } from "~/modules/education/people/staff";
import { StaffForm, staffValues } from "./staff-form";

// The route functions themselves, as useLoaderData and useActionData want them.
type EditData = ReturnType<typeof staffEditLoader>;
type ActionData = ReturnType<typeof staffAction>;

export function StaffAddPage({ kind }: { kind: StaffKind }) {
  const actionData = useActionData<ActionData>();
  const { label, base } = STAFF[kind];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add {label}</h1>
      <StaffForm lastResult={actionData?.result} cancelTo={base} />
    </div>
  );
}

/**
 * A teacher's way into the teacher portal: 'Send login link' e-mails a single-use sign-in link
 * (intent send-login-link); its errors come back on the field "loginLink".
 */
function SendLoginLink({ idField, id, errors }: { idField: string; id: string; errors: string[] | null | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send-login-link";
  return (
    <section aria-labelledby="login-link-title" className="card flex flex-col gap-3">
      <h2 id="login-link-title" className="text-lg font-semibold text-slate-900">
        Teacher portal
      </h2>
      <p className="text-sm text-slate-600">
        The teacher signs in to the teacher portal with a link e-mailed to the address above. Each link works once, within {LOGIN_LINK_DAYS} days; the teacher can also ask
        for a new one on the portal&apos;s sign-in page.
      </p>
      <Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="send-login-link" />
        <input type="hidden" name={idField} value={id} />
        <FieldErrors errors={errors ?? undefined} />
        <div>
          <SubmitButton pending={sending} pendingLabel="Sending..." className="btn-secondary">
            Send login link
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** Edit a teacher or volunteer, with the classes they are in (a teacher's page can send the portal's login link). */
export function StaffEditPage({ kind }: { kind: StaffKind }) {
  const { person, from } = useLoaderData<EditData>();
  const actionData = useActionData<ActionData>();
  const { label, base, idField, noClasses } = STAFF[kind];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">
        Edit {label}: {fullName(person)}
      </h1>
      <StaffForm lastResult={actionData?.result} id={{ name: idField, value: person.id }} defaultValue={staffValues(person)} cancelTo={from ?? base} />
      {kind === "teacher" ? <SendLoginLink idField={idField} id={person.id} errors={actionData?.result.error?.loginLink} /> : null}
      <section aria-labelledby="classes-title" className="card flex flex-col gap-3">
        <h2 id="classes-title" className="text-lg font-semibold text-slate-900">
          Classes
        </h2>
        {person.classes.length > 0 ? (
          <table className="table">
            <thead>
              <tr>
                <th>Class Name</th>
                <th>As</th>
              </tr>
            </thead>
            <tbody>
              {person.classes.map((c) => (
                <tr key={`${c.id}-${c.as}`}>
                  <td>
                    <Link to={`/religious-education/classes/${c.id}`}>{c.className}</Link>
                  </td>
                  <td>{c.as}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-slate-500">{noClasses}</p>
        )}
      </section>
    </div>
  );
}
