import { deleteFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { fullName } from "~/modules/education/names";

/** Deletes one document of the sponsor: its stored file, which takes the document row with it. */
export async function deleteSponsorDocument(churchId: string, sponsorId: string, documentId: string) {
  if (!isRecordId(sponsorId) || !isRecordId(documentId)) throw notFound();
  const document = await db.sponsorDocument.findFirst({
    where: { id: documentId, sponsorId, churchId },
    select: { fileId: true, file: { select: { filename: true } }, sponsor: { select: { firstname: true, middlename: true, lastname: true } } },
  });
  if (!document) throw notFound();
  await deleteFile(churchId, document.fileId);
  return { filename: document.file.filename, sponsorName: fullName(document.sponsor) };
}
