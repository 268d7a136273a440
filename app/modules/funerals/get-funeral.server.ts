import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** A funeral of the church with its officiant's name; another church's (or none) is "not found". */
export async function getFuneral(churchId: string, funeralId: string) {
  if (!isRecordId(funeralId)) throw notFound();
  const funeral = await db.funeral.findFirst({
    where: { id: funeralId, churchId },
    include: { officiant: { select: { firstname: true, middlename: true, lastname: true } } },
  });
  if (!funeral) throw notFound();
  const { officiant, searchName, ...rest } = funeral;
  void searchName;
  return { ...rest, name: fullName(funeral), officiant: officiant ? fullName(officiant) : null };
}

export type Funeral = Awaited<ReturnType<typeof getFuneral>>;
