import { Prisma } from "~/generated/prisma/client";
import { classInScopeSql, type ScopeKey } from "~/modules/education/scope.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** A class by its id (the program's screens) or by its slug (the teacher portal's /re/teacher/classes/{slug}). */
export type ClassKey = { id: string } | { slug: string };

const validKey = (key: ClassKey) => ("id" in key ? isRecordId(key.id) : key.slug.length > 0 && key.slug.length <= 200);

type Person = { id: string; firstname: string; middlename: string | null; lastname: string };
type Row = { id: string; className: string; slug: string; meets: string | null; location: string | null; tags: string[]; minAge: number | null; maxAge: number | null } & Record<
  `${"t" | "a" | "v"}${"Id" | "Firstname" | "Middlename" | "Lastname"}`,
  string | null
>;

const person = (row: Row, p: "t" | "a" | "v"): Person | null =>
  row[`${p}Id`] === null ? null : { id: row[`${p}Id`]!, firstname: row[`${p}Firstname`]!, middlename: row[`${p}Middlename`], lastname: row[`${p}Lastname`]! };

/**
 * One class in scope with its teacher, assistant and volunteer: the church's, or in the teacher
 * portal one the teacher teaches or assists (classInScope). Any other id or slug answers 404. One
 * statement, where Prisma read the class, then its teacher, assistant and volunteer in three more;
 * its conditions only those that apply (docs/architecture.md, "Statements PostgreSQL plans once").
 */
export async function getClass(scope: ScopeKey, key: ClassKey) {
  const which = "id" in key ? Prisma.sql`c.id = ${key.id}` : Prisma.sql`c.slug = ${key.slug}`;
  const rows = validKey(key)
    ? await db.$queryRaw<Row[]>`
        SELECT c.id, c."className", c.slug, c.meets, c.location, c.tags, c."minAge", c."maxAge",
               t.id AS "tId", t.firstname AS "tFirstname", t.middlename AS "tMiddlename", t.lastname AS "tLastname",
               a.id AS "aId", a.firstname AS "aFirstname", a.middlename AS "aMiddlename", a.lastname AS "aLastname",
               v.id AS "vId", v.firstname AS "vFirstname", v.middlename AS "vMiddlename", v.lastname AS "vLastname"
        FROM "SchoolClass" c
        LEFT JOIN "Teacher" t ON t.id = c."teacherId" AND t."churchId" = c."churchId"
        LEFT JOIN "Teacher" a ON a.id = c."assistantId" AND a."churchId" = c."churchId"
        LEFT JOIN "Volunteer" v ON v.id = c."volunteerId" AND v."churchId" = c."churchId"
        WHERE c."churchId" = ${scope.churchId} AND ${which}
          ${classInScopeSql(scope)}
        LIMIT 1`
    : [];
  const row = rows[0];
  if (!row) throw notFound();
  const { id: classId, className, slug: classSlug, meets, location, tags, minAge, maxAge } = row;
  return { id: classId, className, slug: classSlug, meets, location, tags, minAge, maxAge, teacher: person(row, "t"), assistant: person(row, "a"), volunteer: person(row, "v") };
}
