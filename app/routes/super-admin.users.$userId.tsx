import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldErrors } from "~/components/forms/field";
import { shortDate } from "~/modules/parish/wall-clock";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { getUserForAdmin } from "~/modules/super-admin/get-user.server";
import { sendUserPasswordReset } from "~/modules/super-admin/send-user-reset.server";
import { setUserActive, USER_MESSAGES } from "~/modules/super-admin/set-user-active.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES, ROLE_LABELS } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.user.email ?? "User"} | Super Admin | Parish Administration` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return { user: await getUserForAdmin(params.userId ?? "").catch(orNotFound) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user: actor } = await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  const here = `/super-admin/users/${params.userId}`;
  const id = params.userId ?? "";
  return formAction(request, {
    intents: {
      deactivate: async () => {
        const { email } = await setUserActive(actor, id, false).catch(orNotFound);
        return redirectWithToast(request, here, { type: "success", message: USER_MESSAGES.deactivated(email) });
      },
      reactivate: async () => {
        const { email } = await setUserActive(actor, id, true).catch(orNotFound);
        return redirectWithToast(request, here, { type: "success", message: USER_MESSAGES.reactivated(email) });
      },
      reset: async () => {
        const { email } = await sendUserPasswordReset(actor, id).catch(orNotFound);
        return redirectWithToast(request, here, { type: "success", message: USER_MESSAGES.resetSent(email) });
      },
    },
  });
}

/** A user for the super-admin: church and roles, Deactivate or Reactivate, Send password reset. */
export default function AdminUser() {
  const { user } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/super-admin/users">Users</Link> <span aria-hidden="true">›</span> <span aria-current="page">{user.email}</span>
      </nav>
      <h1 className="break-all text-2xl font-bold text-slate-900">{user.email}</h1>
      <FieldErrors errors={actionData?.result.error?.[""] ?? undefined} />
      <dl className="card grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="text-sm font-medium text-slate-500">Name</dt>
        <dd className="text-sm text-slate-900">
          {user.firstname} {user.lastname}
        </dd>
        <dt className="text-sm font-medium text-slate-500">Church</dt>
        <dd className="text-sm text-slate-900">
          <Link to={`/super-admin/churches/${user.church.id}`}>{user.church.name}</Link>
        </dd>
        <dt className="text-sm font-medium text-slate-500">Role</dt>
        <dd className="text-sm text-slate-900">{user.roles.map((r) => ROLE_LABELS[r]).join(", ") || "None"}</dd>
        <dt className="text-sm font-medium text-slate-500">Status</dt>
        <dd className="text-sm text-slate-900">{user.deactivatedAt ? `Deactivated on ${shortDate(user.deactivatedAt)}` : "Active"}</dd>
      </dl>
      <Form method="post" className="flex flex-wrap gap-2">
        {user.deactivatedAt ? (
          <button type="submit" name="intent" value="reactivate" className="btn" disabled={busy}>
            Reactivate
          </button>
        ) : (
          <button type="submit" name="intent" value="deactivate" className="btn btn-danger" disabled={busy}>
            Deactivate
          </button>
        )}
        <button type="submit" name="intent" value="reset" className="btn-secondary" disabled={busy}>
          Send password reset
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
