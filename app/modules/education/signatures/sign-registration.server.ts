import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import { hashToken } from "~/utils/tokens.server";
import { SIGNATURE_MESSAGES } from "./signature";

async function openRequest(token: string) {
  if (!token || token.length > 200) return null;
  const request = await db.signatureRequest.findUnique({ where: { tokenHash: hashToken(token) } });
  return request && request.expiresAt > new Date() ? request : null;
}

/**
 * What the signing page shows for a link: the registration (student, class, year, tuition,
 * permissions) and, once signed, by whom and when; null for an unknown or expired link. Only the
 * link's own registration, of its own church, is read.
 */
export async function registrationToSign(token: string) {
  const request = await openRequest(token);
  if (!request) return null;
  const r = await db.registration.findFirst({
    where: { id: request.registrationId, churchId: request.churchId },
    select: {
      tuitionCents: true,
      photographyPermission: true,
      safetyClassPermission: true,
      signedName: true,
      signedAt: true,
      church: { select: { name: true } },
      schoolClass: { select: { className: true } },
      schoolYear: { select: { yearName: true } },
      student: { select: { firstname: true, middlename: true, lastname: true } },
    },
  });
  if (!r) return null;
  return {
    churchName: r.church.name,
    studentName: fullName(r.student),
    className: r.schoolClass.className,
    yearName: r.schoolYear.yearName,
    tuitionCents: r.tuitionCents,
    photographyPermission: r.photographyPermission,
    safetyClassPermission: r.safetyClassPermission,
    signed: r.signedAt ? { name: r.signedName ?? "", at: r.signedAt } : null,
    usable: !request.usedAt && !r.signedAt,
  };
}

/**
 * Signs the link's registration with the typed name, when and from where, once: the first signature
 * stands and every open link of the registration is used up in the same transaction.
 */
export async function signRegistration(input: { token: string; fullName: string; ip: string | null }) {
  const request = await openRequest(input.token);
  if (!request || request.usedAt) throw new AppError("INVALID", SIGNATURE_MESSAGES.invalid);
  await db.$transaction(async (tx) => {
    const { count } = await tx.registration.updateMany({
      where: { id: request.registrationId, churchId: request.churchId, signedAt: null },
      data: { signedName: input.fullName, signedAt: new Date(), signedByEmail: request.email, signedFromIp: input.ip },
    });
    if (!count) throw new AppError("CONFLICT", SIGNATURE_MESSAGES.alreadySigned);
    await tx.signatureRequest.updateMany({ where: { registrationId: request.registrationId, churchId: request.churchId, usedAt: null }, data: { usedAt: new Date() } });
  });
}
