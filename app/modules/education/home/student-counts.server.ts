import type { Prisma } from "~/generated/prisma/client";
import { PROFESSION_OF_FAITH_STATUSES, SACRAMENT_CERTIFICATES, type SacramentCertificate } from "~/modules/education/options";

// The home page's figures and the students list they link to share these rules, so the numbers always agree.

// document-needs.ts says the same for one student.
const EXPECTED: Record<SacramentCertificate, Prisma.StudentWhereInput> = {
  BAPTISMAL_CERTIFICATE: { baptized: { in: ["CATHOLIC", "PROTESTANT", "ORTHODOX"] } },
  FIRST_COMMUNION_CERTIFICATE: { firstCommunion: true },
  CONFIRMATION_CERTIFICATE: { confirmation: true },
};

/** Students owing this certificate: its sacrament recorded, the certificate not on file. */
export const certificateMissingWhere = (kind: SacramentCertificate): Prisma.StudentWhereInput => ({ ...EXPECTED[kind], documents: { none: { kind } } });

/** Current students owing a certificate: baptized without the baptismal one, or a sacrament received without its certificate. */
export const missingDocumentsWhere = (churchId: string): Prisma.StudentWhereInput => ({
  churchId,
  status: "CURRENT",
  OR: SACRAMENT_CERTIFICATES.map(certificateMissingWhere),
});

/** Spec 'Student counts': Baptized Protestant or Orthodox and professionOfFaith false (Current students). */
export const professionRequiredWhere = (churchId: string): Prisma.StudentWhereInput => ({
  churchId,
  status: "CURRENT",
  baptized: { in: PROFESSION_OF_FAITH_STATUSES },
  professionOfFaith: false,
});
