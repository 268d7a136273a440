import type { Prisma } from "~/generated/prisma/client";
import { PROFESSION_OF_FAITH_STATUSES } from "~/modules/education/options";

// The home page's figures and the students list they link to share these rules, so the numbers always agree.

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
