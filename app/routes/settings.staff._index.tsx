import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { FilterSelect } from "~/components/education/filter-select";
import { PeopleList } from "~/components/education/people-list";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { loadStaffPage } from "~/modules/staff/staff-page.server";
import { PERSON_TYPE_LABEL, PERSON_TYPES, STAFF_LIST, STAFF_ROLE_LABEL, STAFF_ROLES, STAFF_STATUS_LABEL, STAFF_STATUSES } from "~/modules/staff/options";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Staff | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return loadStaffPage(church.id, new URL(request.url).searchParams, context);
}

export default function StaffList() {
  const { staff, filters, ...list } = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <PeopleList
      title="Staff"
      add={{ to: `${STAFF_LIST}/add`, label: "Add Staff Member" }}
      nouns={["staff member", "staff members"]}
      q={filters.q}
      filtered={filters.q !== "" || Boolean(filters.personType || filters.role || filters.status)}
      filters={
        <>
          <FilterSelect name="personType" label="Person Type" all="All types" value={filters.personType} options={PERSON_TYPES} />
          <FilterSelect name="role" label="Role" all="All roles" value={filters.role} options={STAFF_ROLES} />
          <FilterSelect name="status" label="Status" all="All statuses" value={filters.status} options={STAFF_STATUSES} />
        </>
      }
      columns={["Name", "Person Type", "Role", "Status", "Email", "Phone"]}
      rows={staff}
      list={list}
    >
      {(s) => (
        <tr key={s.id}>
          <td>
            <a href={`${STAFF_LIST}/${s.id}/edit?from=${encodeURIComponent(here)}`}>{s.name}</a>
          </td>
          <td>{PERSON_TYPE_LABEL[s.personType]}</td>
          <td>{STAFF_ROLE_LABEL[s.role]}</td>
          <td>{STAFF_STATUS_LABEL[s.status]}</td>
          <td>{s.email}</td>
          <td>{s.phone}</td>
        </tr>
      )}
    </PeopleList>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
