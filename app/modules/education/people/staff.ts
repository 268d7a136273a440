// Teachers and volunteers are one shape of person (name, e-mail, cell phone, notes, classes):
// one list, add and edit page and one set of module functions, told apart by their kind.
import { MESSAGES } from "~/modules/education/options";

export type StaffKind = "teacher" | "volunteer";

export const STAFF = {
  teacher: {
    title: "Teachers",
    label: "Teacher",
    nouns: ["teacher", "teachers"],
    base: "/religious-education/teachers",
    idField: "teacherId",
    idRequired: MESSAGES.teacherIdRequired,
    noClasses: "Not teaching or assisting any class.",
  },
  volunteer: {
    title: "Volunteers",
    label: "Volunteer",
    nouns: ["volunteer", "volunteers"],
    base: "/religious-education/volunteers",
    idField: "volunteerId",
    // The spec has no message of its own for volunteers.
    idRequired: MESSAGES.invalidRequest,
    noClasses: "Not volunteering in any class.",
  },
} as const satisfies Record<StaffKind, { nouns: readonly [string, string] } & Record<string, unknown>>;

/** How a person stands in a class: a teacher teaches or assists it, a volunteer helps in it. */
export type StaffClass = { id: string; className: string; as: "Teacher" | "Assistant" | "Volunteer" };
