import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { shortDate } from "~/modules/parish/wall-clock";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { getChurchForAdmin } from "~/modules/super-admin/get-church.server";
import { setChurchSuspended, SUSPEND_MESSAGES } from "~/modules/super-admin/suspend-church.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction, intent } from "~/utils/form-action.server";
import { requiredText } from "~/utils/form-fields";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.church.name ?? "Church"} | Super Admin | Parish Administration` }];

const SuspendSchema = z.object({ reason: requiredText("Reason", 500) });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return { church: await getChurchForAdmin(params.churchId ?? "").catch(orNotFound) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, church: own } = await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  const actor = { ...user, churchId: own.id };
  const here = `/super-admin/churches/${params.churchId}`;
  return formAction(request, {
    intents: {
      suspend: intent(SuspendSchema, async ({ value }) => {
        const { name } = await setChurchSuspended(actor, params.churchId ?? "", { reason: value.reason });
        return redirectWithToast(request, here, { type: "success", message: SUSPEND_MESSAGES.suspended(name) });
      }),
      reactivate: async () => {
        const { name } = await setChurchSuspended(actor, params.churchId ?? "", null);
        return redirectWithToast(request, here, { type: "success", message: SUSPEND_MESSAGES.reactivated(name) });
      },
    },
  });
}

/** A church for the super-admin: state, counts, users, and Suspend (with a reason) or Reactivate. */
export default function AdminChurch() {
  const { church } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors = actionData?.result.error ?? {};
  const busy = navigation.state === "submitting";
  const facts: [string, React.ReactNode][] = [
    ["Account", church.accountId],
    ["Created", shortDate(church.createdAt)],
    ["Subscription", church.state],
    ["Users", church.counts.users],
    ["Students", church.counts.students],
    ["Baptisms, weddings, funerals", `${church.counts.baptisms}, ${church.counts.weddings}, ${church.counts.funerals}`],
  ];
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/super-admin/churches">Churches</Link> <span aria-hidden="true">›</span> <span aria-current="page">{church.name}</span>
      </nav>
      <h1 className="text-2xl font-bold text-slate-900">{church.name}</h1>
      {church.suspendedAt ? (
        <p role="status" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Suspended on {shortDate(church.suspendedAt)}: {church.suspendedReason}
        </p>
      ) : null}
      <dl className="card grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {church.suspendedAt ? (
        <Form method="post" className="card flex flex-col gap-3">
          <FieldErrors errors={actionData?.result.error?.[""] ?? undefined} />
          <p className="text-sm text-slate-700">Reactivating lets the church's users sign in again. Nothing was deleted while it was suspended.</p>
          <input type="hidden" name="intent" value="reactivate" />
          <div>
            <SubmitButton pending={busy} pendingLabel="Saving...">
              Reactivate
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <Form method="post" className="card flex flex-col gap-3" aria-labelledby="suspend-title">
          <h2 id="suspend-title" className="text-lg font-semibold text-slate-900">
            Suspend this church
          </h2>
          <p className="text-sm text-slate-700">Its users are signed out and cannot sign in until it is reactivated. Nothing is deleted.</p>
          <FieldErrors errors={errors[""] ?? undefined} />
          <div>
            <label htmlFor="suspend-reason" className="label">
              Reason
            </label>
            <textarea id="suspend-reason" name="reason" rows={2} className="input" maxLength={500} aria-describedby="suspend-reason-error" />
            <FieldErrors id="suspend-reason-error" errors={errors.reason ?? undefined} />
          </div>
          <div>
            <input type="hidden" name="intent" value="suspend" />
            <button type="submit" className="btn btn-danger" disabled={busy}>
              Suspend
            </button>
          </div>
        </Form>
      )}
      <section aria-labelledby="church-users" className="flex flex-col gap-2">
        <h2 id="church-users" className="text-lg font-semibold text-slate-900">
          Users
        </h2>
        <ul className="card flex flex-col gap-1 text-sm">
          {church.users.map((u) => (
            <li key={u.id}>
              <Link to={`/super-admin/users/${u.id}`}>{u.email}</Link> {u.firstname} {u.lastname}
              {u.deactivatedAt ? <span className="ml-2 text-red-700">(deactivated)</span> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
