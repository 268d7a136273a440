import { storeFile, deleteFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { removeStoredIfFails } from "~/utils/storage.server";
import type { UploadedFile } from "~/utils/upload.server";
import type { ProfileInput } from "./schema";

export const getProfile = (churchId: string, userId: string) =>
  db.user.findFirstOrThrow({
    where: { id: userId, churchId },
    select: { id: true, email: true, firstname: true, middlename: true, lastname: true, moduleOnLogin: true, photoFileId: true },
  });

/** Saves the profile fields and, when given, the new photo (the old one is removed). */
export async function updateProfile(input: { churchId: string; userId: string; values: ProfileInput; photo?: UploadedFile }) {
  const current = await getProfile(input.churchId, input.userId);
  const photo = await removeStoredIfFails(async () => {
    const stored = input.photo
      ? await storeFile({ churchId: input.churchId, owner: { kind: "profile-photo", ownerType: "user", ownerId: input.userId }, file: input.photo, createdById: input.userId })
      : null;
    await db.user.updateMany({
      where: { id: input.userId, churchId: input.churchId },
      data: {
        firstname: input.values.firstname,
        middlename: input.values.middlename ?? null,
        lastname: input.values.lastname,
        moduleOnLogin: input.values.moduleOnLogin ?? null,
        ...(stored ? { photoFileId: stored.id } : {}),
      },
    });
    return stored;
  });
  if (photo && current.photoFileId) await deleteFile(input.churchId, current.photoFileId);
}
