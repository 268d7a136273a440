import { studentInScope } from "~/modules/education/scope.server";
import { hasAnyRole, AREA_ROLES, type RoleName } from "~/utils/roles";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { fileStorage } from "~/utils/storage.server";
import { isRecordId } from "~/utils/text";

// Which roles may download each kind of stored file; kinds not listed are staff-only.
const KIND_ROLES: Record<string, readonly RoleName[]> = {
  "profile-photo": ["CHURCH_USER", "SCHOOL_USER", "ADMIN", "PARENT", "TEACHER"],
  // The Baptisms area's (church staff and school users).
  "baptism-document": AREA_ROLES.baptisms,
  // The Weddings area is church staff's (spec section 6).
  "wedding-document": AREA_ROLES.churchStaff,
  // And the Website area (its public copies leave through /{churchId}/website/images).
  "event-image": AREA_ROLES.churchStaff,
  "sponsor-logo": AREA_ROLES.churchStaff,
};

/**
 * Whether a teacher may read a stored file: a document of a student of the teacher's classes (the
 * document cards of the teacher portal's student pages).
 */
async function teacherMayRead(input: { churchId: string; teacherId: string | null; roles: RoleName[] }, file: { id: string; kind: string }) {
  if (file.kind !== "student-document" || !input.roles.includes("TEACHER") || !input.teacherId) return false;
  return (await db.studentDocument.count({ where: { churchId: input.churchId, fileId: file.id, student: studentInScope({ churchId: input.churchId, teacherId: input.teacherId }) } })) > 0;
}

/** A stored file of this church that this user may read; anything else is "not found". */
export async function getFileForDownload(input: { churchId: string; teacherId: string | null; fileId: string; roles: RoleName[] }) {
  if (!isRecordId(input.fileId)) throw notFound();
  const file = await db.storedFile.findFirst({ where: { id: input.fileId, churchId: input.churchId } });
  if (!file) throw notFound();
  if (!hasAnyRole(input.roles, KIND_ROLES[file.kind] ?? AREA_ROLES.education) && !(await teacherMayRead(input, file))) throw notFound();
  const stream = await fileStorage().get(file.key);
  if (!stream) throw notFound();
  return { file, stream };
}
