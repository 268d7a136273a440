import { fullName } from "~/modules/education/names";
import { BY_NAME, findPeoplePage, nameSearch, PERSON_FIELDS } from "./people-list.server";
import type { StaffKind } from "./staff";
import { staffClasses, staffTable } from "./staff-table.server";

/** One page of the church's teachers or volunteers, by last name, with the classes of each. */
export async function listStaff(kind: StaffKind, churchId: string, filters: { q?: string | null; page?: number }) {
  const table = staffTable(kind);
  const where = { churchId, ...nameSearch(filters.q) };
  const { items: rows, total, page, pageCount } = await findPeoplePage(
    filters.page,
    () => table.count({ where }),
    (window) => table.findMany({ where, select: PERSON_FIELDS, orderBy: BY_NAME, ...window }),
  );
  const classes = await staffClasses(kind, churchId, rows.map((r) => r.id));
  const people = rows.map((p) => ({ id: p.id, name: fullName(p), email: p.email, cellPhone: p.cellPhone, classes: classes.get(p.id) ?? [] }));
  return { people, total, page, pageCount };
}
