import { db } from "~/utils/db.server";

/** Classes for filters and pickers, sorted by class name (the spec's order). */
export async function listClassOptions(churchId: string) {
  return db.schoolClass.findMany({ where: { churchId }, select: { id: true, className: true, slug: true }, orderBy: { className: "asc" } });
}
