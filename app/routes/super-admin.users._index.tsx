import { SearchBox } from "~/components/ui/list-parts";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CountPager } from "~/components/education/pager";
import { LinkedRows } from "~/components/ui/linked-rows";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { ADMIN_INVITE_DAYS } from "~/modules/super-admin/admin-invite";
import { createAdminInvite } from "~/modules/super-admin/create-admin-invite.server";
import { loadUsersPage } from "~/modules/super-admin/users-page.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES, ROLE_LABELS } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Users | Super Admin | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return loadUsersPage(new URL(request.url).searchParams, context);
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, church } = await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  // The link is shown once, here: only its hash is stored.
  return { inviteLink: await createAdminInvite(church.id, user) };
}

/** Every user: search by e-mail, name or church; a user's page deactivates them or sends a password reset. */
export default function Users() {
  const { q, users, total, page, pageCount } = useLoaderData<typeof loader>();
  const invited = useActionData<typeof action>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Users</h1>
        <SearchBox id="user-search" label="Search users by e-mail, name or church" placeholder="E-mail, name or church" defaultValue={q} />
      </div>
      <Form method="post" className="card flex flex-wrap items-center gap-3">
        <p className="flex-1 text-sm text-slate-700">A new super-admin registers through a one-time link, valid {ADMIN_INVITE_DAYS} days.</p>
        <button type="submit" className="btn-secondary">
          Invite a super-admin
        </button>
        {invited ? (
          <div className="w-full">
            <label htmlFor="invite-link" className="label">
              Send this link to the new super-admin (it is shown only once)
            </label>
            <input id="invite-link" readOnly value={invited.inviteLink} className="input" onFocus={(e) => e.currentTarget.select()} />
          </div>
        ) : null}
      </Form>
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <caption className="sr-only">Users, by e-mail</caption>
          <thead>
            <tr>
              <th>E-mail</th>
              <th className="hidden sm:table-cell">Name</th>
              <th>Church</th>
              <th className="hidden md:table-cell">Role</th>
              <th>Status</th>
              <th>
                <span className="sr-only">View</span>
              </th>
            </tr>
          </thead>
          <LinkedRows rows={users} empty={{ text: "No user matches this search.", columns: 6 }}>
            {(u) => (
              <tr key={u.id}>
                <td className="break-all font-medium text-slate-900">{u.email}</td>
                <td className="hidden sm:table-cell">
                  {u.firstname} {u.lastname}
                </td>
                <td>{u.church.name}</td>
                <td className="hidden md:table-cell">{u.roles.map((r) => ROLE_LABELS[r]).join(", ")}</td>
                <td>{u.deactivatedAt ? <span className="font-semibold text-red-700">Deactivated</span> : "Active"}</td>
                <td>
                  <a href={`/super-admin/users/${u.id}`} aria-label={`View ${u.email}`}>
                    View
                  </a>
                </td>
              </tr>
            )}
          </LinkedRows>
        </table>
      </div>
      <CountPager page={page} pageCount={pageCount} total={total} one="user" many="users" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
