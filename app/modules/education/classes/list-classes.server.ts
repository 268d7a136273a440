import type { StudentStatus } from "~/generated/prisma/enums";
import { classInScopeSql, type ScopeKey } from "~/modules/education/scope.server";
import { db } from "~/utils/db.server";
import { clampPage, findPageCounted, pageOf } from "~/utils/paging";
import { fullName } from "~/modules/education/names";
import { PAGE_SIZE } from "~/modules/education/options";
import { classStaff, classStaffColumns, classStaffJoins, type ClassPerson, type ClassStaffColumns } from "./class-staff.server";

type Row = { id: string; className: string; slug: string; meets: string | null; location: string | null; tags: string[]; total: number } & ClassStaffColumns;

const nameOf = (p: ClassPerson | null) => (p ? fullName(p) : null);

/**
 * One page of the classes in scope (the church's, or the teacher's own) by class name, with the
 * spec's columns; # of Students is the number of registrations in the given school year (one
 * grouped count for the page), of students with `status` when given (the teacher portal counts
 * Current students, the rows of its class page). The page, its count and each class's teacher,
 * assistant and volunteer are one statement, where Prisma took five.
 */
export async function listClasses(scope: ScopeKey, options: { yearId: string | null; page?: number; status?: StudentStatus }) {
  const { churchId } = scope;
  const { items: classes, total, page } = await findPageCounted(clampPage(options.page), PAGE_SIZE, ({ limit, offset }) =>
    db.$queryRaw<Row[]>`
      SELECT c.id, c."className", c.slug, c.meets, c.location, COALESCE(c.tags, '{}') AS tags, ${classStaffColumns}, (COUNT(*) OVER ())::int AS total
      FROM "SchoolClass" c ${classStaffJoins}
      WHERE c."churchId" = ${churchId} ${classInScopeSql(scope)}
      ORDER BY c."className", c.id
      LIMIT ${limit} OFFSET ${offset}`,
  );
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
    pageCount: pageOf(total, page, PAGE_SIZE).pageCount,
    classes: classes.map((c) => {
      const { teacher, assistant, volunteer } = classStaff(c);
      return {
        id: c.id,
        className: c.className,
        slug: c.slug,
        teacherName: nameOf(teacher),
        meets: c.meets,
        location: c.location,
        students: students.get(c.id) ?? 0,
        assistantName: nameOf(assistant),
        volunteerName: nameOf(volunteer),
        tags: c.tags,
      };
    }),
  };
}
