import { deleteFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { WEDDING_DOCUMENT_LABEL } from "./options";
import { coupleOf } from "./rules";

const COUPLE = { groomFirstName: true, groomLastName: true, brideFirstName: true, brideLastName: true } as const;

/** Deletes a wedding of the church with every document stored for it. */
export async function deleteWedding(churchId: string, weddingId: string) {
  if (!isRecordId(weddingId)) throw notFound();
  const wedding = await db.wedding.findFirst({ where: { id: weddingId, churchId }, select: COUPLE });
  if (!wedding) throw notFound();
  const files = await db.storedFile.findMany({ where: { churchId, ownerType: "Wedding", ownerId: weddingId }, select: { id: true } });
  await db.wedding.deleteMany({ where: { id: weddingId, churchId } });
  for (const file of files) await deleteFile(churchId, file.id);
  return { couple: coupleOf(wedding) };
}

/** Deletes one document of a wedding of the church (its box or approval stays as it is: the papers may have come on paper). */
export async function deleteWeddingDocument(churchId: string, weddingId: string, documentId: string) {
  if (!isRecordId(weddingId) || !isRecordId(documentId)) throw notFound();
  const document = await db.weddingDocument.findFirst({ where: { id: documentId, weddingId, churchId }, select: { kind: true, fileId: true, wedding: { select: COUPLE } } });
  if (!document) throw notFound();
  await deleteFile(churchId, document.fileId);
  return { label: WEDDING_DOCUMENT_LABEL[document.kind], couple: coupleOf(document.wedding) };
}
