import type { StudentStatus } from "~/generated/prisma/enums";
import { classInScope, type ScopeKey } from "~/modules/education/scope.server";
import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";
import { pageOf } from "~/modules/education/people/people-list.server";

const person = { select: { firstname: true, middlename: true, lastname: true } } as const;
const nameOf = (p: { firstname: string; middlename: string | null; lastname: string } | null) => (p ? fullName(p) : null);

/**
 * One page of the classes in scope (the church's, or the teacher's own) by class name, with the
 * spec's columns; # of Students is the number of registrations in the given school year (one
 * grouped count for the page), of students with `status` when given (the teacher portal counts
 * Current students, the rows of its class page).
 */
export async function listClasses(scope: ScopeKey, options: { yearId: string | null; page?: number; status?: StudentStatus }) {
  const { churchId } = scope;
  const where = classInScope(scope);
  // Counted first, so a page past the end (an old link) shows the last page.
  const total = await db.schoolClass.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, options.page);
  const classes = await db.schoolClass.findMany({
    where,
    select: { id: true, className: true, slug: true, meets: true, location: true, tags: true, teacher: person, assistant: person, volunteer: person },
    orderBy: [{ className: "asc" }, { id: "asc" }],
    skip,
    take,
  });
  const counts =
    options.yearId && classes.length
      ? await db.registration.groupBy({
          by: ["schoolClassId"],
          where: { churchId, schoolYearId: options.yearId, schoolClassId: { in: classes.map((c) => c.id) }, ...(options.status ? { student: { status: options.status } } : {}) },
          _count: { _all: true },
        })
      : [];
  const students = new Map(counts.map((c) => [c.schoolClassId, c._count._all]));
  return {
    total,
    page,
    pageCount,
    classes: classes.map((c) => ({
      id: c.id,
      className: c.className,
      slug: c.slug,
      teacherName: nameOf(c.teacher),
      meets: c.meets,
      location: c.location,
      students: students.get(c.id) ?? 0,
      assistantName: nameOf(c.assistant),
      volunteerName: nameOf(c.volunteer),
      tags: c.tags,
    })),
  };
}
