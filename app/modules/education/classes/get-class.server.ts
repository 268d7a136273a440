import { Prisma } from "~/generated/prisma/client";
import { classInScopeSql, type ScopeKey } from "~/modules/education/scope.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { classStaff, classStaffColumns, classStaffJoins, type ClassStaffColumns } from "./class-staff.server";

/** A class by its id (the program's screens) or by its slug (the teacher portal's /re/teacher/classes/{slug}). */
export type ClassKey = { id: string } | { slug: string };

const validKey = (key: ClassKey) => ("id" in key ? isRecordId(key.id) : key.slug.length > 0 && key.slug.length <= 200);

type Row = { id: string; className: string; slug: string; meets: string | null; location: string | null; tags: string[]; minAge: number | null; maxAge: number | null } & ClassStaffColumns;

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
        SELECT c.id, c."className", c.slug, c.meets, c.location, COALESCE(c.tags, '{}') AS tags, c."minAge", c."maxAge", ${classStaffColumns}
        FROM "SchoolClass" c ${classStaffJoins}
        WHERE c."churchId" = ${scope.churchId} AND ${which}
          ${classInScopeSql(scope)}
        LIMIT 1`
    : [];
  const row = rows[0];
  if (!row) throw notFound();
  const { id: classId, className, slug: classSlug, meets, location, tags, minAge, maxAge } = row;
  return { id: classId, className, slug: classSlug, meets, location, tags, minAge, maxAge, ...classStaff(row) };
}
