import { storeFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { removeStoredIfFails } from "~/utils/storage.server";
import { isRecordId } from "~/utils/text";
import type { UploadedFile } from "~/utils/upload.server";
import { personData, type SponsorInput } from "./person-schema";

/** Creates the sponsor (no sponsorId) or updates it, with its new documents (already checked PDFs), all or nothing. */
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
  const existing = input.sponsorId;
  if (existing !== undefined && !isRecordId(existing)) throw notFound();
  // The bytes go first, outside the transaction; if the transaction fails they are taken out again.
  return removeStoredIfFails(async () => {
    const owner = { kind: "sponsor-document", ownerType: "Sponsor", ownerId: existing ?? null };
    const stored: { id: string }[] = [];
    for (const file of input.documents ?? []) stored.push(await storeFile({ churchId, owner, file, createdById: input.userId }));
    return db.$transaction(async (tx) => {
      let sponsorId = existing;
      if (sponsorId !== undefined) {
        const { count } = await tx.sponsor.updateMany({ where: { id: sponsorId, churchId }, data });
        if (count === 0) throw notFound();
      } else {
        sponsorId = (await tx.sponsor.create({ data: { churchId, ...data }, select: { id: true } })).id;
        await tx.storedFile.updateMany({ where: { churchId, id: { in: stored.map((f) => f.id) } }, data: { ownerId: sponsorId } });
      }
      await tx.sponsorDocument.createMany({ data: stored.map((f) => ({ churchId, sponsorId, fileId: f.id })) });
      return { id: sponsorId };
    });
  });
}
