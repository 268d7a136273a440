import { tuitionOwed } from "~/modules/billing/tuition";
import { db } from "~/utils/db.server";
import { isBaptized } from "../students/sacraments-schema";
import { ownChildWhere, type PortalParent } from "./guard.server";
import { listRegistrationYears } from "./register-next-year.server";
import { preparingFor } from "./sacrament";
import type { ParentUploadKind } from "./upload-kinds";

/** What the office asks for a year (RegistrationSettings); both certificates when the year has no settings. */
export async function askedDocuments(churchId: string, schoolYearId: string | null) {
  const settings = schoolYearId
    ? await db.registrationSettings.findFirst({ where: { churchId, schoolYearId }, select: { askBirthCertificate: true, askBaptismalCertificate: true } })
    : null;
  return { birth: settings?.askBirthCertificate ?? true, baptismal: settings?.askBaptismalCertificate ?? true };
}

/** The documents the office still needs of a child: those asked for, that apply, and that are not on file. */
export function missingDocuments(child: { baptized: Parameters<typeof isBaptized>[0]; documents: { kind: string }[] }, asked: { birth: boolean; baptismal: boolean }): ParentUploadKind[] {
  const has = (kind: string) => child.documents.some((d) => d.kind === kind);
  const missing: ParentUploadKind[] = [];
  if (asked.birth && !has("BIRTH_CERTIFICATE")) missing.push("BIRTH_CERTIFICATE");
  if (asked.baptismal && isBaptized(child.baptized) && !has("BAPTISMAL_CERTIFICATE")) missing.push("BAPTISMAL_CERTIFICATE");
  return missing;
}

/**
 * The portal's home: each of the parent's children (ownChildWhere) with this school year's class
 * (catechist, when and where it meets), registration (status, online or at the office), tuition
 * (due, paid, and whether it can be paid by card), absences, the sacrament being prepared for, and
 * the documents the office still needs; and the years open for registration with a child still to register.
 */
export async function getPortalHome(parent: PortalParent) {
  const churchId = parent.churchId;
  const [year, church] = await Promise.all([
    db.schoolYear.findFirst({ where: { churchId, isCurrent: true }, select: { id: true, yearName: true } }),
    db.church.findUnique({ where: { id: churchId }, select: { stripeConnectAccountId: true, connectChargesEnabled: true, website: { select: { phone: true, email: true, address: true } } } }),
  ]);
  const children = await db.student.findMany({
    where: { ...ownChildWhere(parent), status: { not: "INACTIVE" } },
    orderBy: [{ dateOfBirth: "asc" }, { firstname: "asc" }, { id: "asc" }],
    select: {
      id: true,
      firstname: true,
      lastname: true,
      baptized: true,
      firstCommunion: true,
      confirmation: true,
      sacramentalStatus: true,
      documents: { where: { churchId }, select: { kind: true, uploadedByParentId: true } },
      registrations: {
        where: { churchId, schoolYearId: year?.id ?? "" },
        select: {
          id: true,
          source: true,
          review: true,
          tuitionCents: true,
          paid: true,
          payments: { where: { churchId }, select: { amountCents: true, refundedCents: true } },
          absenceCount: true,
          schoolClass: {
            select: { className: true, meets: true, location: true, tags: true, teacher: { select: { firstname: true, lastname: true } } },
          },
        },
      },
    },
  });
  const asked = await askedDocuments(churchId, year?.id ?? null);
  const canPayByCard = Boolean(church?.stripeConnectAccountId && church.connectChargesEnabled);
  // Years open for registration where a child of the family is not registered yet.
  const open = (await listRegistrationYears(parent)).filter((y) => y.toRegister > 0);
  return {
    yearName: year?.yearName ?? null,
    canPayByCard,
    // The parish's contact, as its website gives it (for a question the portal does not answer).
    contact: { phone: church?.website?.phone ?? null, email: church?.website?.email ?? null, address: church?.website?.address ?? null },
    openYears: open.map((o) => ({ schoolYearId: o.schoolYearId, yearName: o.yearName })),
    children: children.map((child) => {
      const registration = child.registrations[0] ?? null;
      const schoolClass = registration?.schoolClass ?? null;
      return {
        id: child.id,
        firstname: child.firstname,
        lastname: child.lastname,
        preparingFor: preparingFor(child, schoolClass),
        missing: missingDocuments(child, asked),
        // The documents this parent sent through the portal (the office has them).
        received: child.documents.filter((d) => d.uploadedByParentId === parent.id).flatMap((d) => (d.kind === "BIRTH_CERTIFICATE" || d.kind === "BAPTISMAL_CERTIFICATE" ? [d.kind] : [])),
        registration: registration
          ? {
              id: registration.id,
              status: registration.review === "PENDING" ? ("pending" as const) : ("accepted" as const),
              online: registration.source === "ONLINE",
              className: schoolClass?.className ?? "",
              catechist: schoolClass?.teacher ? `${schoolClass.teacher.firstname} ${schoolClass.teacher.lastname}` : null,
              meets: schoolClass?.meets ?? null,
              location: schoolClass?.location ?? null,
              tuitionCents: registration.tuitionCents,
              ...tuitionOwed(registration),
              absences: registration.absenceCount,
            }
          : null,
      };
    }),
  };
}
