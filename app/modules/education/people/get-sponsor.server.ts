import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { PERSON_FIELDS } from "./people-list.server";

/** A sponsor of the church with their candidate and documents (oldest first). */
export async function getSponsor(churchId: string, sponsorId: string) {
  if (!isRecordId(sponsorId)) throw notFound();
  const sponsor = await db.sponsor.findFirst({
    where: { id: sponsorId, churchId },
    select: {
      ...PERSON_FIELDS,
      address: true,
      city: true,
      state: true,
      zip: true,
      parish: true,
      studentId: true,
      notes: true,
      documents: { select: { id: true, file: { select: { id: true, filename: true, size: true } } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!sponsor) throw notFound();
  const { documents, ...rest } = sponsor;
  return { ...rest, documents: documents.map((d) => ({ id: d.id, fileId: d.file.id, filename: d.file.filename, size: d.file.size })) };
}
