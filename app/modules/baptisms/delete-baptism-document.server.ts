import { deleteFile } from "~/modules/files/store-file.server";
import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { BAPTISM_DOCUMENT_LABEL } from "./options";

/** Deletes one document of a baptism of the church (its "received" box stays as it is). */
export async function deleteBaptismDocument(churchId: string, baptismId: string, documentId: string) {
  if (!isRecordId(baptismId) || !isRecordId(documentId)) throw notFound();
  const document = await db.baptismDocument.findFirst({
    where: { id: documentId, baptismId, churchId },
    select: { kind: true, fileId: true, baptism: { select: { firstname: true, middlename: true, lastname: true } } },
  });
  if (!document) throw notFound();
  await deleteFile(churchId, document.fileId);
  return { label: BAPTISM_DOCUMENT_LABEL[document.kind], name: fullName(document.baptism) };
}
