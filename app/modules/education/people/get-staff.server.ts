import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { PERSON_FIELDS } from "./people-list.server";
import type { StaffKind } from "./staff";
import { staffClasses, staffTable } from "./staff-table.server";

/** A teacher or volunteer of the church with their notes and classes. */
export async function getStaff(kind: StaffKind, churchId: string, id: string) {
  if (!isRecordId(id)) throw notFound();
  const person = await staffTable(kind).findFirst({ where: { id, churchId }, select: { ...PERSON_FIELDS, notes: true } });
  if (!person) throw notFound();
  const classes = await staffClasses(kind, churchId, [person.id]);
  return { ...person, classes: classes.get(person.id) ?? [] };
}
