import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

const reviewParent = { firstname: true, lastname: true, email: true, locale: true, churchId: true } as const;

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
          student: {
            select: {
              id: true,
              firstname: true,
              middlename: true,
              lastname: true,
              // Who a review tells (online registrations): the parents with an e-mail address, and in which language.
              mother: { select: reviewParent },
              father: { select: reviewParent },
              legalGuardian: { select: reviewParent },
            },
          },
        },
      })
    : null;
  if (!registration) throw notFound();
  const { mother, father, legalGuardian, ...student } = registration.student;
  const told = [mother, father, legalGuardian].filter((p): p is NonNullable<typeof p> => Boolean(p?.email) && p!.churchId === churchId);
  const recipients = [...new Map(told.map((p) => [p.email!.toLowerCase(), { name: `${p.firstname} ${p.lastname}`, language: p.locale === "es" ? "Spanish" : "English" }])).values()];
  return { ...registration, student, recipients };
}
