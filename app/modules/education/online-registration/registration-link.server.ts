import { randomBytes } from "node:crypto";
import { parishToday } from "~/modules/parish/today.server";
import { db } from "~/utils/db.server";
import type { TuitionRules } from "./family-tuition";

/** The public link's id: 128 random bits, base64url (22 characters). */
export const newPublicId = () => randomBytes(16).toString("base64url");
const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

/** The public registration link of a year (path only; prefix appUrl() for e-mails and the QR code). */
export const registrationPath = (publicId: string) => `/${publicId}/re`;

export type ParishContact = { churchName: string; phone: string | null; email: string | null; address: string | null };

export type RegistrationLink =
  | { state: "invalid" }
  | {
      state: "closed";
      contact: ParishContact;
      yearName: string;
      opensOn: Date | null;
      closesOn: Date | null;
      /** The year it names: a family that sent its registration still reaches its done page (and pays) after closing. */
      churchId: string;
      schoolYearId: string;
      publicId: string;
    }
  | {
      state: "open";
      churchId: string;
      schoolYearId: string;
      yearName: string;
      publicId: string;
      contact: ParishContact;
      settings: {
        askBirthCertificate: boolean;
        askBaptismalCertificate: boolean;
        askPhotographyPermission: boolean;
        askSafetyClassPermission: boolean;
        welcomeMessage: string | null;
        closesOn: Date | null;
      };
      rules: TuitionRules;
    };

/**
 * What the public link /{publicId}/re leads to: 'invalid' for a malformed or unknown id (the page
 * answers 'Invalid Link!' with 400), 'closed' outside its dates or when staff closed it (with the
 * parish's contact), else the church, the year and its rules. The id alone names church and year.
 */
export async function findRegistrationLink(publicId: string | undefined, now = new Date()): Promise<RegistrationLink> {
  if (!publicId || !PUBLIC_ID.test(publicId)) return { state: "invalid" };
  const found = await db.registrationSettings.findUnique({
    where: { publicId },
    select: {
      churchId: true,
      schoolYearId: true,
      enabled: true,
      opensOn: true,
      closesOn: true,
      tuitionCents: true,
      siblingDiscountCents: true,
      familyMaxCents: true,
      askBirthCertificate: true,
      askBaptismalCertificate: true,
      askPhotographyPermission: true,
      askSafetyClassPermission: true,
      welcomeMessage: true,
      schoolYear: { select: { yearName: true } },
      church: { select: { name: true, suspendedAt: true, website: { select: { phone: true, email: true, address: true } } } },
    },
  });
  if (!found || found.church.suspendedAt) return { state: "invalid" };
  const contact: ParishContact = {
    churchName: found.church.name,
    phone: found.church.website?.phone ?? null,
    email: found.church.website?.email ?? null,
    address: found.church.website?.address ?? null,
  };
  const today = parishToday(now);
  const open = found.enabled && (!found.opensOn || found.opensOn <= today) && (!found.closesOn || found.closesOn >= today);
  if (!open) {
    return { state: "closed", contact, yearName: found.schoolYear.yearName, opensOn: found.opensOn, closesOn: found.closesOn, churchId: found.churchId, schoolYearId: found.schoolYearId, publicId };
  }
  const classTuitions = await db.registrationClassTuition.findMany({
    where: { churchId: found.churchId, schoolYearId: found.schoolYearId },
    select: { schoolClassId: true, tuitionCents: true },
  });
  return {
    state: "open",
    churchId: found.churchId,
    schoolYearId: found.schoolYearId,
    yearName: found.schoolYear.yearName,
    publicId,
    contact,
    settings: {
      askBirthCertificate: found.askBirthCertificate,
      askBaptismalCertificate: found.askBaptismalCertificate,
      askPhotographyPermission: found.askPhotographyPermission,
      askSafetyClassPermission: found.askSafetyClassPermission,
      welcomeMessage: found.welcomeMessage,
      closesOn: found.closesOn,
    },
    rules: {
      tuitionCents: found.tuitionCents,
      siblingDiscountCents: found.siblingDiscountCents,
      familyMaxCents: found.familyMaxCents,
      classTuition: Object.fromEntries(classTuitions.map((c) => [c.schoolClassId, c.tuitionCents])),
    },
  };
}
