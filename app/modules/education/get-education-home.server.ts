import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { getCurrentYear } from "./get-current-year.server";
import { PROFESSION_OF_FAITH_STATUSES } from "./options";

const lacks = (kind: Prisma.StudentDocumentWhereInput["kind"]) => ({ documents: { none: { kind } } });

/** Current students owing a certificate: baptized without the baptismal one, or a sacrament received without its certificate. */
export const missingDocumentsWhere = (churchId: string): Prisma.StudentWhereInput => ({
  churchId,
  status: "CURRENT",
  OR: [
    { baptized: { in: ["CATHOLIC", "PROTESTANT", "ORTHODOX"] }, ...lacks("BAPTISMAL_CERTIFICATE") },
    { firstCommunion: true, ...lacks("FIRST_COMMUNION_CERTIFICATE") },
    { confirmation: true, ...lacks("CONFIRMATION_CERTIFICATE") },
  ],
});

/** Spec 'Student counts': Baptized Protestant or Orthodox and professionOfFaith false (Current students). */
export const professionRequiredWhere = (churchId: string): Prisma.StudentWhereInput => ({
  churchId,
  status: "CURRENT",
  baptized: { in: PROFESSION_OF_FAITH_STATUSES },
  professionOfFaith: false,
});

/** The figures of the religious-education home page, counted in parallel. */
export async function getEducationHome(churchId: string) {
  const currentYear = { churchId, schoolYear: { churchId, isCurrent: true } };
  const [year, students, registrations, unpaid, missingDocuments, professionRequired] = await Promise.all([
    getCurrentYear(churchId),
    db.student.count({ where: { churchId, status: "CURRENT" } }),
    db.registration.count({ where: currentYear }),
    db.registration.count({ where: { ...currentYear, paid: false } }),
    db.student.count({ where: missingDocumentsWhere(churchId) }),
    db.student.count({ where: professionRequiredWhere(churchId) }),
  ]);
  return { currentYear: year, counts: { students, registrations, unpaid, missingDocuments, professionRequired } };
}
