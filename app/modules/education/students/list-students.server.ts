import type { Prisma } from "~/generated/prisma/client";
import type { StudentStatus, StudentType } from "~/generated/prisma/enums";
import { ageInYears } from "~/utils/dates";
import { db } from "~/utils/db.server";
import { findPage, readPage, readSearch } from "~/utils/paging";
import { isRecordId } from "~/utils/text";
import { fullName } from "~/modules/education/names";
import { nameSearch } from "~/modules/education/people/people-list.server";
import { PAGE_SIZE, STUDENT_STATUSES, STUDENT_TYPES } from "~/modules/education/options";
import { missingDocumentsWhere, professionRequiredWhere } from "~/modules/education/home/student-counts.server";

export type StudentFilters = {
  q: string;
  type: StudentType | null;
  status: StudentStatus | null;
  classId: string | null;
  yearId: string | null;
  /** From the home page's figures: Current students missing a certificate of a sacrament they have. */
  missing: "docs" | null;
  /** Baptized Protestant or Orthodox students who have not made their Profession of Faith. */
  profession: "required" | null;
  page: number;
};

const pick = <K extends string>(options: readonly { value: K }[], value: string | null) => options.find((o) => o.value === value)?.value ?? null;
const id = (value: string | null) => (value && isRecordId(value) ? value : null);

/** The list's query string; anything unknown is ignored rather than refused. */
export function readStudentFilters(params: URLSearchParams): StudentFilters {
  return {
    q: readSearch(params),
    type: pick(STUDENT_TYPES, params.get("type")),
    status: pick(STUDENT_STATUSES, params.get("status")),
    classId: id(params.get("class")),
    yearId: id(params.get("year")),
    missing: params.get("missing") === "docs" ? "docs" : null,
    profession: params.get("profession") === "required" ? "required" : null,
    page: readPage(params),
  };
}

function studentWhere(churchId: string, f: StudentFilters): Prisma.StudentWhereInput {
  const and: Prisma.StudentWhereInput[] = [];
  and.push(nameSearch(f.q));
  if (f.type) and.push({ type: f.type });
  if (f.status) and.push({ status: f.status });
  if (f.classId || f.yearId) and.push({ registrations: { some: { churchId, ...(f.classId ? { schoolClassId: f.classId } : {}), ...(f.yearId ? { schoolYearId: f.yearId } : {}) } } });
  if (f.missing) and.push(missingDocumentsWhere(churchId));
  if (f.profession) and.push(professionRequiredWhere(churchId));
  return { churchId, AND: and };
}

/**
 * One page of the students list, sorted by last name then first name: one count and one page query,
 * then the page's registrations and parents together (as relations, Prisma reads the registrations,
 * then their classes, then mothers, fathers and guardians, one after the other).
 * The Class column shows each student's class in `classYear` (the chosen year, else the current one),
 * named from its `classes` (the church's, which the page lists for its filter anyway).
 */
export async function listStudents(churchId: string, filters: StudentFilters, classYear: { id: string; classes: { id: string; className: string }[] } | null) {
  const where = studentWhere(churchId, filters);
  const rowsOf = (window: { skip: number; take: number }) =>
    db.student.findMany({
      where,
      orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
      ...window,
      select: {
        id: true,
        firstname: true,
        middlename: true,
        lastname: true,
        dateOfBirth: true,
        type: true,
        status: true,
        motherId: true,
        fatherId: true,
        legalGuardianId: true,
      },
    });
  const { items: students, total, page, pageCount } = await findPage(filters.page, PAGE_SIZE, () => db.student.count({ where }), rowsOf);
  const studentIds = students.map((s) => s.id);
  const parentIds = [...new Set(students.flatMap((s) => [s.motherId, s.fatherId, s.legalGuardianId].filter((id): id is string => id !== null)))];
  const [registrations, parentRows] = await Promise.all([
    classYear && studentIds.length ? db.registration.findMany({ where: { churchId, schoolYearId: classYear.id, studentId: { in: studentIds } }, select: { studentId: true, schoolClassId: true } }) : [],
    parentIds.length ? db.parent.findMany({ where: { churchId, id: { in: parentIds } }, select: { id: true, firstname: true, middlename: true, lastname: true } }) : [],
  ]);
  const classNames = new Map(classYear?.classes.map((c) => [c.id, c.className]));
  const classByStudent = new Map(registrations.map((r) => [r.studentId, { id: r.schoolClassId, className: classNames.get(r.schoolClassId) ?? "" }]));
  const parents = new Map(parentRows.map((p) => [p.id, p]));
  const today = new Date();
  const rows = students.map((s) => ({
    id: s.id,
    name: fullName(s),
    age: s.dateOfBirth ? ageInYears(s.dateOfBirth, today) : null,
    type: s.type,
    status: s.status,
    schoolClass: classByStudent.get(s.id) ?? null,
    parents: [s.motherId, s.fatherId, s.legalGuardianId].flatMap((id) => {
      const p = id ? parents.get(id) : undefined;
      return p ? [{ id: p.id, name: fullName(p) }] : [];
    }),
  }));
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  return { rows, total, page, pageCount, first, last: first === 0 ? 0 : first + rows.length - 1 };
}
