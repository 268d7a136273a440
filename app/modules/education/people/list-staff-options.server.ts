import { fullName } from "~/modules/education/names";
import { BY_NAME } from "./people-list.server";
import type { StaffKind } from "./staff";
import { staffTable } from "./staff-table.server";

/** The church's teachers or volunteers for a person picker, by last name then first name. */
export async function listStaffOptions(kind: StaffKind, churchId: string) {
  const people = await staffTable(kind).findMany({ where: { churchId }, select: { id: true, firstname: true, middlename: true, lastname: true }, orderBy: BY_NAME });
  return people.map((p) => ({ id: p.id, name: fullName(p) }));
}
