import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { findPage } from "~/utils/paging";
import { findRegistrationsByStudent } from "./find-registrations-by-student.server";
import { nameSearch } from "~/modules/education/people/people-list.server";
import { PAGE_SIZE } from "~/modules/education/options";
import type { OnlineFilter, PaidFilter } from "./list-filters";

export type RegistrationFilters = { schoolYearId: string; schoolClassId?: string | null; search?: string | null; paid?: PaidFilter; online?: OnlineFilter; page?: number };

/** One page of a school year's registrations (by student last name) and the totals of the whole filtered set. */
export async function listRegistrations(churchId: string, filters: RegistrationFilters) {
  const registration: Prisma.RegistrationWhereInput = {
    churchId,
    schoolYearId: filters.schoolYearId,
    ...(filters.schoolClassId ? { schoolClassId: filters.schoolClassId } : {}),
    ...(filters.paid ? { paid: filters.paid === "paid" } : {}),
    // Online: to review (sent by a family, not yet accepted) or every online one.
    ...(filters.online === "review" ? { source: "ONLINE", review: "PENDING" } : filters.online === "all" ? { source: "ONLINE" } : {}),
  };
  const student: Prisma.StudentWhereInput = { churchId, ...(filters.search ? nameSearch(filters.search) : {}) };
  const where: Prisma.RegistrationWhereInput = filters.search ? { ...registration, student } : registration;
  const rowsOf = (window: { skip: number; take: number }) =>
    findRegistrationsByStudent({
      student,
      registration,
      studentSelect: { id: true, firstname: true, middlename: true, lastname: true },
      registrationSelect: { id: true, tuitionCents: true, paid: true, photographyPermission: true, safetyClassPermission: true, notes: true, source: true, review: true, schoolClassId: true },
      ...window,
    });
  // The page is asked together with the totals (findPage): one statement counts and sums them, paid and unpaid apart.
  const sums = { tuitionCents: 0, unpaidCents: 0 };
  const count = async () => {
    const groups = await db.registration.groupBy({ by: ["paid"], where, orderBy: { paid: "asc" }, _count: { _all: true }, _sum: { tuitionCents: true } });
    const sum = (paid: boolean[]) => groups.filter((g) => paid.includes(g.paid)).reduce((cents, g) => cents + (g._sum.tuitionCents ?? 0), 0);
    sums.tuitionCents = sum([true, false]);
    sums.unpaidCents = sum([false]);
    return groups.reduce((n, g) => n + g._count._all, 0);
  };
  const { items: rows, total, page, pageCount } = await findPage(filters.page, PAGE_SIZE, count, rowsOf);
  return { rows, total, page, pageCount, ...sums };
}
