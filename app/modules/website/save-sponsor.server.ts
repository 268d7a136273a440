import { deleteFile, storeFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import type { UploadedFile } from "~/utils/upload.server";
import { getSponsor } from "./get-sponsor.server";
import type { SponsorInput } from "./sponsor-schema";

/** Adds a sponsor or changes one of the church's; a new logo replaces the old, 'Remove logo' takes it off. */
export async function saveSponsor(input: { churchId: string; values: SponsorInput; logo?: UploadedFile; sponsorId?: string; userId?: string }) {
  const { churchId, values } = input;
  const existing = input.sponsorId === undefined ? null : await getSponsor(churchId, input.sponsorId);
  const stored = input.logo ? await storeFile({ churchId, owner: { kind: "sponsor-logo", ownerType: "website-sponsor", ownerId: existing?.id }, file: input.logo, createdById: input.userId }) : null;
  const logoFileId = stored ? stored.id : values.removeLogo ? null : (existing?.logoFileId ?? null);
  const data = { name: values.name, link: values.link ?? null, logoFileId };
  let id: string;
  if (existing) {
    await db.websiteSponsor.updateMany({ where: { id: existing.id, churchId }, data });
    id = existing.id;
  } else {
    id = (await db.websiteSponsor.create({ data: { ...data, churchId }, select: { id: true } })).id;
    if (stored) await db.storedFile.updateMany({ where: { id: stored.id, churchId }, data: { ownerId: id } });
  }
  if (existing?.logoFileId && existing.logoFileId !== logoFileId) await deleteFile(churchId, existing.logoFileId);
  return { id };
}
