// Builders of test and demo data; the seed and the tests share them.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Prisma } from "~/generated/prisma/client";
import type { BaptismDocumentKind, ParentRole, StudentDocumentKind } from "~/generated/prisma/enums";
import { parishToday } from "~/modules/parish/today.server";
import { classSlug, searchNameOf } from "~/modules/education/names";
import { newPublicId } from "~/modules/education/online-registration/registration-link.server";
import { storeFile } from "~/modules/files/store-file.server";
import { newAccountId } from "~/modules/auth/register-church.server";
import { startTrial } from "~/modules/billing/start-trial.server";
import { db } from "~/utils/db.server";
import { hashPassword } from "~/utils/password.server";
import type { RoleName } from "~/utils/roles";
import { makePng } from "./demo-png";

const unique = () => randomBytes(4).toString("hex");

export async function createChurch(input: { name?: string; accountId?: string; trial?: boolean } = {}) {
  const church = await db.church.create({ data: { name: input.name ?? `Parish ${unique()}`, accountId: input.accountId ?? newAccountId() } });
  if (input.trial !== false) await db.$transaction((tx) => startTrial(tx, church.id));
  return church;
}

const hashes = new Map<string, Promise<string>>();
/** Hashing is slow on purpose; tests reuse one hash per password. */
export const passwordHashFor = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export async function createUser(input: {
  churchId: string;
  roles: RoleName[];
  email?: string;
  password?: string;
  firstname?: string;
  lastname?: string;
  moduleOnLogin?: "dashboard" | "weddings" | "religious_education" | "website" | null;
}) {
  const email = (input.email ?? `user-${unique()}@example.test`).toLowerCase();
  return db.user.create({
    data: {
      churchId: input.churchId,
      email,
      passwordHash: await passwordHashFor(input.password ?? "parish-demo"),
      firstname: input.firstname ?? "Test",
      lastname: input.lastname ?? "User",
      moduleOnLogin: input.moduleOnLogin ?? null,
      roles: { create: input.roles.map((role) => ({ churchId: input.churchId, role })) },
    },
    include: { roles: true },
  });
}

/** Two churches, each with a user: every check also proves the other church stays apart. */
export async function createTwoChurches(roles: RoleName[] = ["CHURCH_USER"], otherRoles: RoleName[] = roles) {
  const church = await createChurch();
  const user = await createUser({ churchId: church.id, roles });
  const other = await createChurch();
  const otherUser = await createUser({ churchId: other.id, roles: otherRoles });
  return { church, user, other, otherUser };
}

// ---------------------------------------------------------------------------
// Religious education

/** A real one-page PDF (it parses, so uploads accept it). */
export async function makePdf(text = "Certificate") {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

export async function createSchoolYear(input: { churchId: string; yearName?: string; isCurrent?: boolean }) {
  return db.schoolYear.create({ data: { churchId: input.churchId, yearName: input.yearName ?? `${2000 + Number.parseInt(unique().slice(0, 2), 16)}-Y${unique()}`, isCurrent: input.isCurrent ?? false } });
}

type Person = { firstname?: string; middlename?: string | null; lastname?: string; email?: string | null; cellPhone?: string | null };
const person = (input: Person) => {
  const names = { firstname: input.firstname ?? "Test", middlename: input.middlename ?? null, lastname: input.lastname ?? `Person${unique()}` };
  return { ...names, searchName: searchNameOf(names), email: input.email ?? null, cellPhone: input.cellPhone ?? null };
};

export async function createTeacher(input: Person & { churchId: string; userId?: string | null }) {
  return db.teacher.create({ data: { churchId: input.churchId, userId: input.userId ?? null, ...person(input) } });
}

export async function createVolunteer(input: Person & { churchId: string }) {
  return db.volunteer.create({ data: { churchId: input.churchId, ...person(input) } });
}

export async function createSchoolClass(input: {
  churchId: string;
  className?: string;
  teacherId?: string | null;
  assistantId?: string | null;
  volunteerId?: string | null;
  meets?: string | null;
  location?: string | null;
  tags?: string[];
}) {
  const className = input.className ?? `Class ${unique()}`;
  return db.schoolClass.create({
    data: {
      churchId: input.churchId,
      className,
      slug: classSlug(className),
      teacherId: input.teacherId ?? null,
      assistantId: input.assistantId ?? null,
      volunteerId: input.volunteerId ?? null,
      meets: input.meets ?? null,
      location: input.location ?? null,
      tags: input.tags ?? [],
    },
  });
}

export async function createParent(input: Person & { churchId: string; role?: ParentRole }) {
  return db.parent.create({ data: { churchId: input.churchId, role: input.role ?? "MOTHER", ...person(input) } });
}

export async function createStudent(input: Person & { churchId: string } & Omit<Partial<Prisma.StudentUncheckedCreateInput>, "churchId" | "searchName">) {
  const { churchId, firstname, middlename, lastname, email, cellPhone, ...rest } = input;
  void cellPhone;
  const p = person({ firstname, middlename, lastname, email });
  return db.student.create({
    data: { churchId, firstname: p.firstname, middlename: p.middlename, lastname: p.lastname, searchName: p.searchName, email: p.email, ...rest },
  });
}

export async function createRegistration(input: {
  churchId: string;
  studentId: string;
  schoolClassId: string;
  schoolYearId: string;
  tuitionCents?: number;
  paid?: boolean;
  notes?: string | null;
  photographyPermission?: boolean;
  safetyClassPermission?: boolean;
}) {
  return db.registration.create({ data: { tuitionCents: 0, paid: false, ...input } });
}

export async function createSponsor(input: Person & { churchId: string; studentId?: string | null; parish?: string | null }) {
  return db.sponsor.create({ data: { churchId: input.churchId, studentId: input.studentId ?? null, parish: input.parish ?? null, ...person(input) } });
}

/** Stores a real PDF as a file of the church (through the file store, like an upload). */
export async function storePdf(churchId: string, owner: { kind: string; ownerType: string; ownerId: string }, filename: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "parish-factory-"));
  try {
    const tmpPath = path.join(dir, "file.pdf");
    const bytes = await makePdf(filename);
    await writeFile(tmpPath, bytes);
    return await storeFile({ churchId, owner, file: { tmpPath, filename, size: bytes.length, kind: "pdf", contentType: "application/pdf" } });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Stores a real PNG as a file of the church (through the file store, like an upload). */
export async function storePng(churchId: string, owner: { kind: string; ownerType: string; ownerId?: string | null }, filename: string, bytes: Buffer = makePng(160, 90, [30, 64, 120], [220, 180, 60])) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "parish-factory-"));
  try {
    const tmpPath = path.join(dir, "file.png");
    await writeFile(tmpPath, bytes);
    return await storeFile({ churchId, owner, file: { tmpPath, filename, size: bytes.length, kind: "png", contentType: "image/png" } });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function createStudentDocument(input: { churchId: string; studentId: string; kind: StudentDocumentKind; filename?: string }) {
  const file = await storePdf(input.churchId, { kind: "student-document", ownerType: "Student", ownerId: input.studentId }, input.filename ?? `${input.kind.toLowerCase()}.pdf`);
  return db.studentDocument.create({ data: { churchId: input.churchId, studentId: input.studentId, kind: input.kind, fileId: file.id }, include: { file: true } });
}

export async function createSponsorDocument(input: { churchId: string; sponsorId: string; filename?: string }) {
  const file = await storePdf(input.churchId, { kind: "sponsor-document", ownerType: "Sponsor", ownerId: input.sponsorId }, input.filename ?? "sponsor-certificate.pdf");
  return db.sponsorDocument.create({ data: { churchId: input.churchId, sponsorId: input.sponsorId, fileId: file.id }, include: { file: true } });
}

// ---------------------------------------------------------------------------
// Parish staff and baptisms

export async function createStaff(input: Person & { churchId: string } & Partial<Pick<Prisma.StaffUncheckedCreateInput, "personType" | "role" | "status" | "phone">>) {
  const { searchName, cellPhone, ...names } = person(input);
  void cellPhone;
  return db.staff.create({
    data: { churchId: input.churchId, ...names, searchName, personType: input.personType ?? "CLERGY", role: input.role ?? "PRIEST", status: input.status ?? "ACTIVE", phone: input.phone ?? null },
  });
}

/** A stored wall-clock date `days` from the parish's today at `hour`:`minute` (negative days: past). */
export function baptismDay(days: number, hour = 10, minute = 0) {
  const today = parishToday();
  return new Date(today.getTime() + days * 24 * 3600_000 + (hour * 60 + minute) * 60_000);
}

export async function createBaptismDate(input: { churchId: string; date: Date; officiantId?: string }) {
  const officiantId = input.officiantId ?? (await createStaff({ churchId: input.churchId, firstname: "Father", lastname: `Priest${unique()}` })).id;
  return db.baptismDate.create({ data: { churchId: input.churchId, date: input.date, officiantId } });
}

type BaptismExtras = Omit<Partial<Prisma.BaptismUncheckedCreateInput>, "churchId" | "baptismDateId" | "searchName" | "godparents" | "documents">;
export async function createBaptism(input: BaptismExtras & { churchId: string; baptismDateId: string; godparents?: { firstname?: string; middlename?: string; lastname?: string }[] }) {
  const { churchId, baptismDateId, godparents = [], ...rest } = input;
  const names = { firstname: rest.firstname ?? "Baby", middlename: rest.middlename ?? null, lastname: rest.lastname ?? `Child${unique()}` };
  return db.baptism.create({
    data: {
      dateOfBirth: new Date("2026-01-15T00:00:00Z"),
      ...rest,
      ...names,
      churchId,
      baptismDateId,
      searchName: searchNameOf(names),
      godparents: { create: godparents.map((g, k) => ({ churchId, position: k + 1, firstname: g.firstname ?? null, middlename: g.middlename ?? null, lastname: g.lastname ?? null })) },
    },
  });
}

export async function createBaptismDocument(input: { churchId: string; baptismId: string; kind: BaptismDocumentKind; filename?: string }) {
  const file = await storePdf(input.churchId, { kind: "baptism-document", ownerType: "Baptism", ownerId: input.baptismId }, input.filename ?? `${input.kind.toLowerCase()}.pdf`);
  return db.baptismDocument.create({ data: { churchId: input.churchId, baptismId: input.baptismId, kind: input.kind, fileId: file.id }, include: { file: true } });
}

// ---------------------------------------------------------------------------
// Funerals

/** The parish's calendar day `days` from today (negative: past), as stored in dateOfFuneral. */
export const funeralDay = (days: number) => new Date(parishToday().getTime() + days * 24 * 3600_000);

type FuneralExtras = Omit<Partial<Prisma.FuneralUncheckedCreateInput>, "churchId" | "searchName">;
export async function createFuneral(input: FuneralExtras & { churchId: string }) {
  const names = { firstname: input.firstname ?? "Mary", middlename: input.middlename ?? null, lastname: input.lastname ?? `Deceased${unique()}` };
  return db.funeral.create({
    data: { dateOfFuneral: funeralDay(5), funeralTime: "10:00", serviceType: "FUNERAL_MASS", remains: "BODY", ...input, ...names, searchName: searchNameOf(names) },
  });
}

// ---------------------------------------------------------------------------
// Online registration (issue 13)

/** A year's online registration settings (open, no dates, with a fresh public link) unless told otherwise. */
export async function createRegistrationSettings(input: { churchId: string; schoolYearId: string } & Omit<Partial<Prisma.RegistrationSettingsUncheckedCreateInput>, "churchId" | "schoolYearId">) {
  return db.registrationSettings.create({ data: { publicId: newPublicId(), enabled: true, ...input } });
}

// ---------------------------------------------------------------------------
// Parent portal (issue 13)

/**
 * A parent who signs in to the portal: the Parent (with `email`) linked to a user with the PARENT
 * role (password `password`, so browser tests may also sign in at /login).
 */
export async function createPortalParent(input: Person & { churchId: string; role?: ParentRole; email: string; locale?: "en" | "es" | null; password?: string }) {
  const parent = await createParent({ ...input, email: input.email });
  const user = await createUser({ churchId: input.churchId, roles: ["PARENT"], email: input.email, password: input.password, firstname: parent.firstname, lastname: parent.lastname });
  return db.parent.update({ where: { id: parent.id }, data: { userId: user.id, locale: input.locale ?? null }, include: { user: true } });
}

/** The parish's Stripe account connected and able to take payments, in the local billing mode (as finishing the local onboarding leaves it). */
export async function connectStripeLocally(churchId: string) {
  return db.church.update({ where: { id: churchId }, data: { stripeConnectAccountId: `acct_local_${unique()}${unique()}`, connectChargesEnabled: true } });
}
