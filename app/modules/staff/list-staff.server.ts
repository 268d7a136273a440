import type { Prisma } from "~/generated/prisma/client";
import type { StaffPersonType, StaffRole, StaffStatus } from "~/generated/prisma/enums";
import { fullName } from "~/modules/education/names";
import { BY_NAME, findPeoplePage, nameSearch } from "~/modules/education/people/people-list.server";
import { db } from "~/utils/db.server";
import { readPage, readSearch } from "~/utils/paging";
import { PERSON_TYPES, STAFF_ROLES, STAFF_STATUSES } from "./options";

export type StaffFilters = { q: string; personType: StaffPersonType | null; role: StaffRole | null; status: StaffStatus | null; page: number };

const known = <K extends string>(options: readonly { value: K }[], value: string | null) => options.find((o) => o.value === value)?.value ?? null;

/** The list's filters from the URL (the spec's personType, status and role, a name search and the page); unknown values mean "all". */
export function staffListQuery(params: URLSearchParams): StaffFilters {
  return {
    q: readSearch(params),
    personType: known(PERSON_TYPES, params.get("personType")),
    role: known(STAFF_ROLES, params.get("role")),
    status: known(STAFF_STATUSES, params.get("status")),
    page: readPage(params),
  };
}

/** One page of the church's staff, by last name. */
export async function listStaff(churchId: string, filters: Partial<StaffFilters>) {
  const where: Prisma.StaffWhereInput = {
    churchId,
    ...nameSearch(filters.q),
    ...(filters.personType ? { personType: filters.personType } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
  const { items: rows, total, page, pageCount } = await findPeoplePage(
    filters.page,
    () => db.staff.count({ where }),
    (window) =>
      db.staff.findMany({
        where,
        select: { id: true, firstname: true, middlename: true, lastname: true, personType: true, role: true, status: true, email: true, phone: true },
        orderBy: BY_NAME,
        ...window,
      }),
  );
  return { staff: rows.map(({ firstname, middlename, lastname, ...rest }) => ({ ...rest, name: fullName({ firstname, middlename, lastname }) })), total, page, pageCount };
}
