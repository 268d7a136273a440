import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** One registration of the church, for its edit page; another church's id is not found. */
export async function getRegistration(churchId: string, registrationId: string) {
  const registration = isRecordId(registrationId)
    ? await db.registration.findFirst({
        where: { id: registrationId, churchId },
        select: {
          id: true,
          schoolClassId: true,
          schoolYearId: true,
          tuitionCents: true,
          paid: true,
          photographyPermission: true,
          safetyClassPermission: true,
          notes: true,
          signedName: true,
          signedAt: true,
          signedByEmail: true,
          signedFromIp: true,
          source: true,
          review: true,
          student: { select: { id: true, firstname: true, middlename: true, lastname: true } },
        },
      })
    : null;
  if (!registration) throw notFound();
  return registration;
}
