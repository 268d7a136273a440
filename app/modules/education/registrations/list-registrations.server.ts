import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { clampPage } from "~/utils/paging";
import { findRegistrationsByStudent } from "./find-registrations-by-student.server";
import { nameSearch, pageOf } from "~/modules/education/people/people-list.server";
import { PAGE_SIZE } from "~/modules/education/options";
import type { OnlineFilter } from "./online-review";
import type { PaidFilter } from "./registration-schema";

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
  const rowsOf = (page: number) =>
    findRegistrationsByStudent({
      student,
      registration,
      studentSelect: { id: true, firstname: true, middlename: true, lastname: true },
      registrationSelect: { id: true, tuitionCents: true, paid: true, photographyPermission: true, safetyClassPermission: true, notes: true, source: true, review: true, schoolClass: { select: { id: true, className: true } } },
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
    });
  // The page is asked together with the totals (a whole page up to MAX_PAGE), then kept within the pages there are.
  const asked = clampPage(filters.page);
  const [all, unpaid, askedRows] = await Promise.all([
    db.registration.aggregate({ where, _count: { _all: true }, _sum: { tuitionCents: true } }),
    filters.paid === "paid" ? null : db.registration.aggregate({ where: { ...where, paid: false }, _sum: { tuitionCents: true } }),
    rowsOf(asked),
  ]);
  const total = all._count._all;
  const { page, pageCount } = pageOf(total, asked);
  // A page past the end (an old link) shows the last page.
  const rows = page === asked ? askedRows : await rowsOf(page);
  return {
    rows,
    total,
    page,
    pageCount,
    tuitionCents: all._sum.tuitionCents ?? 0,
    unpaidCents: unpaid?._sum.tuitionCents ?? 0,
  };
}
