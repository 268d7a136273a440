import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import type { Language } from "~/utils/i18n";
import { isRecordId } from "~/utils/text";
import { draftPath, startRegistrationDraft, type RegistrationPrefill } from "../online-registration/draft.server";
import { ownChildWhere, type PortalParent } from "./guard.server";
import { openRegistrationYears } from "./open-years.server";

const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "");
const yesNo = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");

/** Register for next year: the church's years open for registration, and which of the parent's children are not registered in each yet. */
export async function listRegistrationYears(parent: PortalParent) {
  const open = await openRegistrationYears(parent.churchId);
  const children = await db.student.findMany({
    where: { ...ownChildWhere(parent), status: "CURRENT" },
    select: { id: true, registrations: { where: { churchId: parent.churchId }, select: { schoolYearId: true } } },
  });
  return open.map((year) => ({
    schoolYearId: year.schoolYearId,
    yearName: year.yearName,
    closesOn: year.closesOn,
    toRegister: children.filter((c) => !c.registrations.some((r) => r.schoolYearId === year.schoolYearId)).length,
  }));
}

/**
 * Starts the online registration of an open year of the parent's church with the family filled in:
 * this parent and the other parents of their children (role, names, e-mail, phone), the address, and
 * each current child not registered in that year yet (names, birth date, gender, sacraments). The
 * draft is the parent's (parentId), so sending it matches this parent. Returns the form's address.
 */
export async function startPortalRegistration(input: { parent: PortalParent; schoolYearId: string; lng: Language; ip: string | null }) {
  const { parent } = input;
  if (!isRecordId(input.schoolYearId)) throw notFound();
  const year = (await openRegistrationYears(parent.churchId)).find((y) => y.schoolYearId === input.schoolYearId);
  if (!year) throw notFound();
  const children = await db.student.findMany({
    where: { ...ownChildWhere(parent), status: "CURRENT", registrations: { none: { churchId: parent.churchId, schoolYearId: year.schoolYearId } } },
    orderBy: [{ dateOfBirth: "asc" }, { firstname: "asc" }],
    take: 10,
    select: {
      firstname: true,
      middlename: true,
      lastname: true,
      dateOfBirth: true,
      gender: true,
      baptized: true,
      baptizedDate: true,
      churchOfBaptism: true,
      firstCommunion: true,
      confirmation: true,
      motherId: true,
      fatherId: true,
      legalGuardianId: true,
    },
  });
  const otherIds = [...new Set(children.flatMap((c) => [c.motherId, c.fatherId, c.legalGuardianId]).filter((id): id is string => Boolean(id) && id !== parent.id))];
  const others = otherIds.length
    ? await db.parent.findMany({ where: { churchId: parent.churchId, id: { in: otherIds } }, select: { role: true, firstname: true, middlename: true, lastname: true, email: true, cellPhone: true }, take: 2 })
    : [];
  const asDraftParent = (p: Pick<PortalParent, "role" | "firstname" | "middlename" | "lastname" | "email" | "cellPhone">) => ({
    role: p.role,
    firstname: p.firstname,
    middlename: p.middlename ?? "",
    lastname: p.lastname,
    email: p.email ?? "",
    cellPhone: p.cellPhone ?? "",
  });
  const prefill: RegistrationPrefill = {
    family: {
      parents: [asDraftParent(parent), ...others.map(asDraftParent)],
      address: parent.address ?? "",
      address2: parent.address2 ?? "",
      city: parent.city ?? "",
      state: parent.state ?? "",
      zip: parent.zip ?? "",
    },
    children: children.map((c) => ({
      firstname: c.firstname,
      middlename: c.middlename ?? "",
      lastname: c.lastname,
      dateOfBirth: isoDate(c.dateOfBirth),
      gender: c.gender === "MALE" || c.gender === "FEMALE" ? c.gender : "",
      baptized: c.baptized ?? "",
      baptizedDate: isoDate(c.baptizedDate),
      churchOfBaptism: c.churchOfBaptism ?? "",
      firstCommunion: yesNo(c.firstCommunion),
      confirmation: yesNo(c.confirmation),
    })),
  };
  const token = await startRegistrationDraft({ churchId: parent.churchId, schoolYearId: year.schoolYearId, locale: input.lng, ip: input.ip, parentId: parent.id, prefill });
  return draftPath(year.publicId, "family", token);
}
