import { storeFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import type { UploadedFile } from "~/utils/upload.server";
import { personData, type SponsorInput } from "./person-schema";

/** Creates the sponsor (no sponsorId) or updates it, then stores the new documents (already checked PDFs). */
export async function saveSponsor(input: { churchId: string; sponsorId?: string; values: SponsorInput; documents?: UploadedFile[]; userId?: string | null }) {
  const { churchId, values } = input;
  if (values.studentId && !(await db.student.findFirst({ where: { id: values.studentId, churchId }, select: { id: true } }))) throw notFound();
  const data = {
    ...personData(values),
    address: values.address ?? null,
    city: values.city ?? null,
    state: values.state ?? null,
    zip: values.zip ?? null,
    parish: values.parish ?? null,
    studentId: values.studentId ?? null,
    notes: values.notes ?? null,
  };
  let sponsorId = input.sponsorId;
  if (sponsorId !== undefined) {
    if (!isRecordId(sponsorId)) throw notFound();
    const { count } = await db.sponsor.updateMany({ where: { id: sponsorId, churchId }, data });
    if (count === 0) throw notFound();
  } else {
    sponsorId = (await db.sponsor.create({ data: { churchId, ...data }, select: { id: true } })).id;
  }
  for (const file of input.documents ?? []) {
    await db.$transaction(async (tx) => {
      const stored = await storeFile({ churchId, owner: { kind: "sponsor-document", ownerType: "Sponsor", ownerId: sponsorId }, file, createdById: input.userId }, tx);
      await tx.sponsorDocument.create({ data: { churchId, sponsorId, fileId: stored.id } });
    });
  }
  return { id: sponsorId };
}
