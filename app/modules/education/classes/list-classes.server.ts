import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";
import { pageOf } from "~/modules/education/people/people-list.server";

const person = { select: { firstname: true, middlename: true, lastname: true } } as const;
const nameOf = (p: { firstname: string; middlename: string | null; lastname: string } | null) => (p ? fullName(p) : null);

/**
 * One page of the church's classes by class name, with the spec's columns; # of Students is the
 * number of registrations in the given school year (one grouped count for the page).
 */
export async function listClasses(churchId: string, options: { yearId: string | null; page?: number }) {
  // Counted first, so a page past the end (an old link) shows the last page.
  const total = await db.schoolClass.count({ where: { churchId } });
  const { page, pageCount, skip, take } = pageOf(total, options.page);
  const classes = await db.schoolClass.findMany({
    where: { churchId },
    select: { id: true, className: true, meets: true, location: true, tags: true, teacher: person, assistant: person, volunteer: person },
    orderBy: [{ className: "asc" }, { id: "asc" }],
    skip,
    take,
  });
  const counts =
    options.yearId && classes.length
      ? await db.registration.groupBy({
          by: ["schoolClassId"],
          where: { churchId, schoolYearId: options.yearId, schoolClassId: { in: classes.map((c) => c.id) } },
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
