import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { personData, type StaffInput } from "./person-schema";
import type { StaffKind } from "./staff";
import { staffTable } from "./staff-table.server";

/** Adds a teacher or volunteer (no id) or updates one of the church's. */
export async function saveStaff(kind: StaffKind, churchId: string, values: StaffInput, id?: string) {
  const data = { ...personData(values), notes: values.notes ?? null };
  if (id === undefined) return staffTable(kind).create({ data: { churchId, ...data }, select: { id: true } });
  if (!isRecordId(id)) throw notFound();
  const { count } = await staffTable(kind).updateMany({ where: { id, churchId }, data });
  if (count === 0) throw notFound();
  return { id };
}
