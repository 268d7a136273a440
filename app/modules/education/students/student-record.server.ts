// What Add Student and Edit Student share: the parents' check, the stored fields, the birth certificate file.
import type { Prisma } from "~/generated/prisma/client";
import { storeFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import type { UploadedFile } from "~/utils/upload.server";
import { searchNameOf } from "~/modules/education/names";
import { MESSAGES } from "~/modules/education/options";
import { parentInScope, type ScopeKey } from "~/modules/education/scope.server";
import { PARENT_FIELDS, studentSections, type StudentInput } from "./student-schema";

/**
 * Every parent id must be in scope (the church's; in the teacher portal a parent of the teacher's
 * students), else 404 like any foreign id, and have the picker's role (else a field error).
 * Nothing is saved when either check fails.
 */
export async function checkStudentParents(scope: ScopeKey, values: StudentInput) {
  const chosen = PARENT_FIELDS.flatMap((f) => (values[f.name] ? [{ ...f, id: values[f.name]! }] : []));
  if (chosen.length === 0) return;
  const parents = await db.parent.findMany({ where: { ...parentInScope(scope), id: { in: chosen.map((c) => c.id) } }, select: { id: true, role: true } });
  const roleOf = new Map(parents.map((p) => [p.id, p.role]));
  const fields: Record<string, string[]> = {};
  for (const c of chosen) {
    const role = roleOf.get(c.id);
    if (!role) throw notFound();
    if (role !== c.role) fields[c.name] = [`Choose a ${c.label.toLowerCase()} from the list`];
  }
  if (Object.keys(fields).length > 0) throw new AppError("INVALID", MESSAGES.invalidRequest, fields);
}

const toDate = (day: string | undefined) => (day ? new Date(`${day}T00:00:00Z`) : null);

/** The stored columns of the form's values; fields that do not apply (OCIA only, Married only ...) are cleared. */
export function studentData(values: StudentInput) {
  const { firstname, lastname, middlename } = values;
  if (!firstname || !lastname) throw new AppError("INVALID", MESSAGES.nameRequired);
  const s = studentSections(values);
  const when = <T>(applies: boolean, value: T | undefined) => (applies ? (value ?? null) : null);
  return {
    firstname,
    middlename: middlename ?? null,
    lastname,
    searchName: searchNameOf({ firstname, middlename, lastname }),
    altID: values.altID ?? null,
    gender: values.gender ?? null,
    type: values.type,
    livesWith: values.livesWith ?? null,
    status: values.status,
    dateOfBirth: toDate(values.dateOfBirth),
    notes: values.notes ?? null,
    motherId: values.motherId ?? null,
    fatherId: values.fatherId ?? null,
    legalGuardianId: values.legalGuardianId ?? null,
    address: when(s.ocia, values.address),
    address2: when(s.ocia, values.address2),
    city: when(s.ocia, values.city),
    state: when(s.ocia, values.state),
    zip: when(s.ocia, values.zip),
    email: when(s.ocia, values.email),
    religiousAffiliation: when(s.ocia, values.religiousAffiliation),
    maritalStatus: when(s.ocia, values.maritalStatus),
    marriageHistory: when(s.ocia, values.marriageHistory),
    marriageAuthor: when(s.married, values.marriageAuthor),
    spouseReligiousAffiliation: when(s.married, values.spouseReligiousAffiliation),
    spouseMarriageHistory: when(s.married, values.spouseMarriageHistory),
    prevMarriageAuthor: when(s.previouslyMarried, values.prevMarriageAuthor),
    spousePrevMarriageAuthor: when(s.spousePreviouslyMarried, values.spousePrevMarriageAuthor),
  } satisfies Omit<Prisma.StudentUncheckedCreateInput, "churchId">;
}

/** Stores a checked birth certificate upload; the caller links it in its transaction (inside removeStoredIfFails). */
export const storeBirthCertificate = (churchId: string, studentId: string | null, file: UploadedFile, userId: string) =>
  storeFile({ churchId, owner: { kind: "student-document", ownerType: "Student", ownerId: studentId }, file, createdById: userId });
