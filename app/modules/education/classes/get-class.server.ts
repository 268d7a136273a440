import { classInScope, type ScopeKey } from "~/modules/education/scope.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

const person = { select: { id: true, firstname: true, middlename: true, lastname: true } } as const;

/** A class by its id (the program's screens) or by its slug (the teacher portal's /re/teacher/classes/{slug}). */
export type ClassKey = { id: string } | { slug: string };

const validKey = (key: ClassKey) => ("id" in key ? isRecordId(key.id) : key.slug.length > 0 && key.slug.length <= 200);

/**
 * One class in scope with its teacher, assistant and volunteer: the church's, or in the teacher
 * portal one the teacher teaches or assists. Any other id or slug answers 404.
 */
export async function getClass(scope: ScopeKey, key: ClassKey) {
  const schoolClass = validKey(key)
    ? await db.schoolClass.findFirst({
        where: { ...classInScope(scope), ...key },
        select: { id: true, className: true, slug: true, meets: true, location: true, tags: true, minAge: true, maxAge: true, teacher: person, assistant: person, volunteer: person },
      })
    : null;
  if (!schoolClass) throw notFound();
  return schoolClass;
}
