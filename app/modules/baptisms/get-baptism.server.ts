import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { parishToday } from "~/modules/parish/today.server";

const DAY = 24 * 3600_000;

/** Whether a baptism on this date has been celebrated: its day has come (the register is filled in from then on). */
export const isCelebrated = (date: Date, today = parishToday()) => date.getTime() < today.getTime() + DAY;

/** A baptism of the church with its date, officiant, godparents and documents; another church's (or none) is "not found". */
export async function getBaptism(churchId: string, baptismId: string) {
  if (!isRecordId(baptismId)) throw notFound();
  const baptism = await db.baptism.findFirst({
    where: { id: baptismId, churchId },
    include: {
      baptismDate: { select: { id: true, date: true, officiant: { select: { firstname: true, middlename: true, lastname: true } } } },
      godparents: { select: { firstname: true, middlename: true, lastname: true }, orderBy: { position: "asc" } },
      documents: { select: { id: true, kind: true, file: { select: { id: true, filename: true, size: true } } }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!baptism) throw notFound();
  const { baptismDate, documents, ...rest } = baptism;
  return {
    ...rest,
    name: fullName(baptism),
    date: { id: baptismDate.id, date: baptismDate.date, officiant: fullName(baptismDate.officiant) },
    celebrated: isCelebrated(baptismDate.date),
    documents: documents.map((d) => ({ id: d.id, kind: d.kind, fileId: d.file.id, filename: d.file.filename, size: d.file.size })),
  };
}

export type Baptism = Awaited<ReturnType<typeof getBaptism>>;
