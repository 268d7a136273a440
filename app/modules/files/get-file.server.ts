import { hasAnyRole, AREA_ROLES, type RoleName } from "~/utils/roles";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { fileStorage } from "~/utils/storage.server";
import { isRecordId } from "~/utils/text";

// Which roles may download each kind of stored file; kinds not listed are staff-only.
const KIND_ROLES: Record<string, readonly RoleName[]> = {
  "profile-photo": ["CHURCH_USER", "SCHOOL_USER", "ADMIN", "PARENT", "TEACHER"],
  // The Baptisms area is church staff's (spec section 6).
  "baptism-document": AREA_ROLES.churchStaff,
};

/** A stored file of this church that these roles may read; anything else is "not found". */
export async function getFileForDownload(input: { churchId: string; fileId: string; roles: RoleName[] }) {
  if (!isRecordId(input.fileId)) throw notFound();
  const file = await db.storedFile.findFirst({ where: { id: input.fileId, churchId: input.churchId } });
  if (!file) throw notFound();
  if (!hasAnyRole(input.roles, KIND_ROLES[file.kind] ?? AREA_ROLES.education)) throw notFound();
  const stream = await fileStorage().get(file.key);
  if (!stream) throw notFound();
  return { file, stream };
}
