import { Prisma } from "~/generated/prisma/client";

/** A class's teacher, assistant or volunteer as a statement on its class reads them. */
export type ClassPerson = { id: string; firstname: string; middlename: string | null; lastname: string };

/** The columns `classStaffColumns` adds to a row: `tId`, `tFirstname`... for the teacher (t), assistant (a) and volunteer (v). */
export type ClassStaffColumns = Record<`${"t" | "a" | "v"}${"Id" | "Firstname" | "Middlename" | "Lastname"}`, string | null>;

/** The columns of a class's teacher, assistant and volunteer, in a statement on "SchoolClass" aliased `c` with `classStaffJoins`. */
export const classStaffColumns = Prisma.sql`
  t.id AS "tId", t.firstname AS "tFirstname", t.middlename AS "tMiddlename", t.lastname AS "tLastname",
  a.id AS "aId", a.firstname AS "aFirstname", a.middlename AS "aMiddlename", a.lastname AS "aLastname",
  v.id AS "vId", v.firstname AS "vFirstname", v.middlename AS "vMiddlename", v.lastname AS "vLastname"`;

/** The joins `classStaffColumns` reads from, each person of the class's church. */
export const classStaffJoins = Prisma.sql`
  LEFT JOIN "Teacher" t ON t.id = c."teacherId" AND t."churchId" = c."churchId"
  LEFT JOIN "Teacher" a ON a.id = c."assistantId" AND a."churchId" = c."churchId"
  LEFT JOIN "Volunteer" v ON v.id = c."volunteerId" AND v."churchId" = c."churchId"`;

const person = (row: ClassStaffColumns, p: "t" | "a" | "v"): ClassPerson | null =>
  row[`${p}Id`] === null ? null : { id: row[`${p}Id`]!, firstname: row[`${p}Firstname`]!, middlename: row[`${p}Middlename`], lastname: row[`${p}Lastname`]! };

/** The class's teacher, assistant and volunteer read from a row with `classStaffColumns`. */
export const classStaff = (row: ClassStaffColumns) => ({ teacher: person(row, "t"), assistant: person(row, "a"), volunteer: person(row, "v") });
