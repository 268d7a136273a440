import { searchBaptisms } from "~/modules/baptisms/search-baptisms.server";
import { searchFunerals } from "~/modules/funerals/search-funerals.server";
import { REPORTS, reportPath } from "~/modules/education/reports/reports";
import { searchablePages, type AreaKey, type InnerPage } from "~/modules/shell/navigation";
import { searchPlatform } from "~/modules/super-admin/search-platform.server";
import { searchWeddings } from "~/modules/weddings/search-weddings.server";
import { fullName, searchKey } from "~/modules/education/names";
import { nameSearch } from "~/modules/education/people/people-list.server";
import { classInScope, PORTAL_BASE, studentInScope, type ScopeKey } from "~/modules/education/scope.server";
import { db } from "~/utils/db.server";
import { AREA_ROLES, hasAnyRole, type RoleName } from "~/utils/roles";

/** `download`: a file (Export Data), opened as a plain link. */
export type SearchResult = { group: string; label: string; to: string; detail?: string; download?: boolean };

const RECORDS_PER_GROUP = 10;

const RE = "/religious-education";
/** Pages one step inside an area (its add forms, reports and tools), found by their names as the sidebar's are. */
const INNER_PAGES: Partial<Record<AreaKey, InnerPage[]>> = {
  baptisms: [{ label: "Add Baptism Date", to: "/baptisms/dates/add" }],
  weddings: [{ label: "Add Wedding", to: "/weddings/add-wedding" }],
  funerals: [{ label: "Add Funeral", to: "/funerals/add" }],
  website: [
    { label: "Add Event", to: "/website/events/add" },
    { label: "Add Sponsor", to: "/website/sponsors/add" },
    { label: "Heads of Households", to: "/website/public-forms/households" },
    { label: "Form Settings", to: "/website/public-forms/settings" },
  ],
  settings: [
    { label: "Your Profile", to: "/settings/manage-profile" },
    { label: "Staff", to: "/settings/staff", roles: AREA_ROLES.churchStaff },
  ],
  "religious-education": [
    { label: "Student Attendance", to: `${RE}/attendance` },
    { label: "Add Attendance", to: `${RE}/add-attendance` },
    ...Object.values(REPORTS).map((report) => ({ label: report.title, to: reportPath(RE, report.key) })),
    { label: "E-mail Parents", to: `${RE}/email-parents` },
    { label: "Imports", to: `${RE}/imports` },
    { label: "Add Student", to: `${RE}/students/add` },
    { label: "Add Parent", to: `${RE}/parents/add` },
    { label: "Add Class", to: `${RE}/classes/add` },
    { label: "Add Teacher", to: `${RE}/teachers/add` },
    { label: "Add Volunteer", to: `${RE}/volunteers/add` },
    { label: "Add Registration", to: `${RE}/registrations/add` },
    { label: "Add Sponsor", to: `${RE}/sponsors/add` },
    { label: "Add School Year", to: `${RE}/years/add` },
  ],
  teacher: [{ label: "Add Attendance", to: "/re/teacher/add-attendance" }],
};

/** Religious-education people (students, parents, teachers, volunteers, sponsors) whose names match, for the staff who may open them. */
async function searchEducationRecords(churchId: string, q: string): Promise<SearchResult[]> {
  const where = { churchId, ...nameSearch(q) };
  const select = { id: true, firstname: true, middlename: true, lastname: true };
  const orderBy = [{ lastname: "asc" as const }, { firstname: "asc" as const }];
  const [students, parents, teachers, volunteers, sponsors] = await Promise.all([
    db.student.findMany({ where, select, orderBy, take: RECORDS_PER_GROUP }),
    db.parent.findMany({ where, select, orderBy, take: RECORDS_PER_GROUP }),
    db.teacher.findMany({ where, select, orderBy, take: RECORDS_PER_GROUP }),
    db.volunteer.findMany({ where, select, orderBy, take: RECORDS_PER_GROUP }),
    db.sponsor.findMany({ where, select, orderBy, take: RECORDS_PER_GROUP }),
  ]);
  return [
    ...students.map((s) => ({ group: "Students", label: fullName(s), to: `/religious-education/students/${s.id}`, detail: "Student" })),
    ...parents.map((p) => ({ group: "Parents", label: fullName(p), to: `/religious-education/parents/${p.id}/edit`, detail: "Parent" })),
    ...teachers.map((t) => ({ group: "Teachers", label: fullName(t), to: `/religious-education/teachers/${t.id}/edit`, detail: "Teacher" })),
    ...volunteers.map((v) => ({ group: "Volunteers", label: fullName(v), to: `/religious-education/volunteers/${v.id}/edit`, detail: "Volunteer" })),
    ...sponsors.map((s) => ({ group: "Sponsors", label: fullName(s), to: `/religious-education/sponsors/${s.id}/edit`, detail: "Sponsor" })),
  ];
}

/** Classes whose names hold the text: the church's for its staff, a teacher's own in the teacher portal (as the classes lists open them). */
async function searchClasses(scope: ScopeKey, q: string): Promise<SearchResult[]> {
  const classes = await db.schoolClass.findMany({
    where: { ...classInScope(scope), className: { contains: q.trim(), mode: "insensitive" } },
    select: { id: true, className: true, slug: true },
    orderBy: [{ className: "asc" }, { id: "asc" }],
    take: RECORDS_PER_GROUP,
  });
  const to = (c: (typeof classes)[0]) => (scope.teacherId ? `${PORTAL_BASE.teacher}/classes/${c.slug}` : `${PORTAL_BASE.staff}/classes/${c.id}`);
  return classes.map((c) => ({ group: "Classes", label: c.className, to: to(c), detail: "Class" }));
}

/** A teacher's own students (of the classes they teach or assist) whose names match, opening in the teacher portal. */
async function searchTeacherStudents(churchId: string, teacherId: string, q: string): Promise<SearchResult[]> {
  const students = await db.student.findMany({
    where: { ...studentInScope({ churchId, teacherId }), ...nameSearch(q) },
    select: { id: true, firstname: true, middlename: true, lastname: true },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }],
    take: RECORDS_PER_GROUP,
  });
  return students.map((s) => ({ group: "Students", label: fullName(s), to: `${PORTAL_BASE.teacher}/students/${s.id}`, detail: "Student" }));
}

/**
 * Menu pages and records of the church whose names match, ignoring case and white space (spec:
 * person search): religious-education staff find every person and class of the program; a teacher
 * (without a staff role) finds their own students and classes; the parish office finds baptisms,
 * funerals and weddings, school users baptisms too; a platform admin the platform's churches and users.
 */
export async function searchSite(input: { churchId: string; teacherId: string | null; query: string; roles: RoleName[] }): Promise<SearchResult[]> {
  const q = searchKey(input.query);
  if (!q) return [];
  const pages = searchablePages(input.roles, INNER_PAGES)
    .filter((p) => searchKey(p.label).includes(q) || searchKey(p.area).includes(q))
    .map((p) => ({ group: "Pages", label: p.label, to: p.to, detail: p.area, download: p.download }));
  const staff = hasAnyRole(input.roles, AREA_ROLES.churchStaff);
  const educationStaff = hasAnyRole(input.roles, AREA_ROLES.education);
  const teacher = !educationStaff && input.roles.includes("TEACHER") && input.teacherId ? input.teacherId : null;
  const [classes, records, baptisms, funerals, weddings, platform] = await Promise.all([
    educationStaff || teacher ? searchClasses({ churchId: input.churchId, teacherId: teacher }, input.query) : [],
    educationStaff ? searchEducationRecords(input.churchId, input.query) : teacher ? searchTeacherStudents(input.churchId, teacher, input.query) : [],
    hasAnyRole(input.roles, AREA_ROLES.baptisms) ? searchBaptisms(input.churchId, input.query, RECORDS_PER_GROUP) : [],
    staff ? searchFunerals(input.churchId, input.query, RECORDS_PER_GROUP) : [],
    staff ? searchWeddings(input.churchId, input.query, RECORDS_PER_GROUP) : [],
    hasAnyRole(input.roles, AREA_ROLES.superAdmin) ? searchPlatform(input.query, RECORDS_PER_GROUP) : { churches: [], users: [] },
  ]);
  return [
    ...pages,
    ...baptisms.map((b) => ({ group: "Baptisms", label: b.name, to: `/baptisms/${b.id}`, detail: `Baptism ${b.date}` })),
    ...funerals.map((f) => ({ group: "Funerals", label: f.name, to: `/funerals/${f.id}`, detail: `Funeral ${f.date}` })),
    ...weddings.map((w) => ({ group: "Weddings", label: w.couple, to: `/weddings/wedding/${w.id}`, detail: `Wedding ${w.date}` })),
    ...classes,
    ...records,
    ...platform.churches.map((c) => ({ group: "Churches", label: c.name, to: `/super-admin/churches/${c.id}`, detail: `Church, account ${c.accountId}` })),
    ...platform.users.map((u) => ({ group: "Users", label: `${u.firstname} ${u.lastname}`.trim() || u.email, to: `/super-admin/users/${u.id}`, detail: `${u.email}, ${u.church.name}` })),
  ];
}
