import { deleteFile } from "~/modules/files/store-file.server";
import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** Deletes a baptism of the church with its godparents and every document stored for it. */
export async function deleteBaptism(churchId: string, baptismId: string) {
  if (!isRecordId(baptismId)) throw notFound();
  const baptism = await db.baptism.findFirst({ where: { id: baptismId, churchId }, select: { firstname: true, middlename: true, lastname: true } });
  if (!baptism) throw notFound();
  const files = await db.storedFile.findMany({ where: { churchId, ownerType: "Baptism", ownerId: baptismId }, select: { id: true } });
  await db.baptism.deleteMany({ where: { id: baptismId, churchId } });
  for (const file of files) await deleteFile(churchId, file.id);
  return { name: fullName(baptism) };
}
