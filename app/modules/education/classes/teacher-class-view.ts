// What the teacher portal's class page shows (/re/teacher/classes/{slug}?table=...&exclusion=...&year=...):
// shared by the page, its GET filters and its .xlsx export. Client-safe.
import type { SacramentalStatus } from "~/generated/prisma/enums";

/** The spec's `table` query value: Student Roster or Parent Contact Info. */
export const CLASS_TABLES = [
  { value: "student-roster", label: "Student Roster" },
  { value: "parent-contact-info", label: "Parent Contact Info" },
] as const;
export type ClassTable = (typeof CLASS_TABLES)[number]["value"];

/** The exclusion filter: every student, those in the sacramental program, or those excluded from sacraments. */
export const EXCLUSIONS: readonly { value: string; label: string; status?: SacramentalStatus }[] = [
  { value: "all", label: "All Students" },
  { value: "sacramental-program", label: "Sacramental Program", status: "SACRAMENTAL_PROGRAM" },
  { value: "excluded", label: "Excluded from Sacraments", status: "EXCLUDED" },
];

export type ClassView = { table: ClassTable; exclusion: string; sacramentalStatus?: SacramentalStatus; yearId: string | null };

/** The view the query string asks for; unknown values fall back to Student Roster, all students, the current year. */
export function readClassView(params: URLSearchParams): ClassView {
  const table = CLASS_TABLES.find((t) => t.value === params.get("table"))?.value ?? "student-roster";
  const exclusion = EXCLUSIONS.find((e) => e.value === params.get("exclusion")) ?? EXCLUSIONS[0];
  return { table, exclusion: exclusion.value, sacramentalStatus: exclusion.status, yearId: params.get("year") };
}

/** The query string of a view (the tabs' links, the export link), with `year` once it is known. */
export function classViewQuery(view: { table: ClassTable; exclusion: string; yearId: string | null }) {
  const query = new URLSearchParams({ table: view.table });
  if (view.exclusion !== "all") query.set("exclusion", view.exclusion);
  if (view.yearId) query.set("year", view.yearId);
  return `?${query}`;
}
