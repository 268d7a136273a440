// Demo data: `npm run db:seed` (idempotent). `--if-empty` loads it only into a database with no church.
// Religious-education data is added to a demo church only while it has no school year.
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import path from "node:path";
import type { StudentDocumentKind } from "~/generated/prisma/enums";
import { startTrial } from "~/modules/billing/start-trial.server";
import { classSlug, searchNameOf } from "~/modules/education/names";
import { db, type Prisma } from "~/utils/db.server";
import { assertDemoDataAllowed } from "~/utils/env.server";
import type { RoleName } from "~/utils/roles";
import { createSponsor, createSponsorDocument, createStudentDocument, passwordHashFor } from "./factories";
import { seedAttendance } from "./seed-attendance";
import { seedBilling } from "./seed-billing";
import { seedParishBaptisms } from "./seed-baptisms";
import { seedParishFunerals } from "./seed-funerals";
import { seedParentPortal } from "./seed-parent-portal";
import { seedParishWeddings } from "./seed-weddings";
import { seedCatalogue } from "./seed-catalogue";
import { seedHouseholds, seedWebsite } from "./seed-website";

export const DEMO_PASSWORD = "parish-demo";

export const DEMO_CHURCHES = [
  {
    name: "St. Mary Demo Parish",
    accountId: "10000001",
    users: [
      { email: "staff@demo.parish", firstname: "Maria", lastname: "Lopez", roles: ["CHURCH_USER"] },
      { email: "school@demo.parish", firstname: "Sarah", lastname: "Nguyen", roles: ["SCHOOL_USER"] },
      { email: "teacher@demo.parish", firstname: "Thomas", lastname: "Brennan", roles: ["TEACHER"] },
      // Teacher portal (issue 8): a second teacher with exactly one class (seedTeacherPortalDemo).
      { email: "teacher1@demo.parish", firstname: "Michael", lastname: "O'Connor", roles: ["TEACHER"] },
      { email: "parent@demo.parish", firstname: "Patricia", lastname: "Okafor", roles: ["PARENT"] },
      // Parent portal (issue 13): a Spanish-speaking father whose portal opens in Spanish.
      { email: "padre@demo.parish", firstname: "José", lastname: "Ramírez", roles: ["PARENT"] },
      { email: "admin@demo.parish", firstname: "Adam", lastname: "Keller", roles: ["ADMIN"] },
    ],
  },
  {
    name: "St. Joseph Demo Parish",
    accountId: "10000002",
    users: [{ email: "staff@stjoseph.parish", firstname: "Joseph", lastname: "Ward", roles: ["CHURCH_USER"] }],
  },
] satisfies { name: string; accountId: string; users: { email: string; firstname: string; lastname: string; roles: RoleName[] }[] }[];

export async function seed() {
  const passwordHash = await passwordHashFor(DEMO_PASSWORD);
  const userIds = new Map<string, string>();
  for (const demo of DEMO_CHURCHES) {
    const church = await db.church.upsert({ where: { accountId: demo.accountId }, update: { name: demo.name }, create: { name: demo.name, accountId: demo.accountId } });
    if ((await db.subscription.count({ where: { churchId: church.id } })) === 0) await db.$transaction((tx) => startTrial(tx, church.id));
    for (const u of demo.users) {
      const user = await db.user.upsert({
        where: { email: u.email },
        update: {},
        create: { churchId: church.id, email: u.email, passwordHash, firstname: u.firstname, lastname: u.lastname },
      });
      userIds.set(u.email, user.id);
      for (const role of u.roles) {
        await db.userRole.upsert({ where: { userId_role: { userId: user.id, role } }, update: {}, create: { churchId: church.id, userId: user.id, role } });
      }
    }
    if ((await db.schoolYear.count({ where: { churchId: church.id } })) === 0) {
      await (demo.accountId === "10000001" ? seedStMaryEducation(church.id, userIds) : seedStJosephEducation(church.id));
    }
    if (demo.accountId === "10000001") await seedTeacherPortalDemo(church.id, userIds);
    await seedAttendance(church.id);
    // Parish staff and baptisms (prisma/seed-baptisms.ts), while the church has no staff.
    if ((await db.staff.count({ where: { churchId: church.id } })) === 0) await seedParishBaptisms(church.id, demo.accountId);
    // Funerals (prisma/seed-funerals.ts), while the church has none; officiated by the staff above.
    await seedParishFunerals(church.id, demo.accountId);
    // Weddings and a visiting priest (prisma/seed-weddings.ts), while the church has no weddings.
    if ((await db.wedding.count({ where: { churchId: church.id } })) === 0) await seedParishWeddings(church.id, demo.accountId);
    // St. Mary on its trial with tuition paid by hand; St. Joseph subscribed (prisma/seed-billing.ts).
    await seedBilling(church.id, demo.accountId);
    // St. Mary's current year open for online registration; the portal families (prisma/seed-parent-portal.ts).
    await seedParentPortal(church.id, demo.accountId);
    // The homepage, events and sponsors (prisma/seed-website.ts), while the church has no events.
    await seedWebsite(church.id, demo.accountId);
    await seedHouseholds(church.id, demo.accountId);
  }
  // The platform's gift catalogue and training library (prisma/seed-catalogue.ts), while empty.
  await seedCatalogue();
}

// ---------------------------------------------------------------------------
// Teacher portal (issue 8): teacher@demo.parish (Thomas Brennan) teaches two classes, so the
// portal lists them; teacher1@demo.parish is Michael O'Connor, who teaches only OCIA Adults (and
// assists none), so the portal opens that class at once. Idempotent: links the teacher record to
// the login once, also in a database seeded before this existed.
async function seedTeacherPortalDemo(churchId: string, userIds: Map<string, string>) {
  const userId = userIds.get("teacher1@demo.parish");
  if (!userId || (await db.teacher.count({ where: { userId } })) > 0) return;
  await db.teacher.updateMany({ where: { churchId, firstname: "Michael", lastname: "O'Connor", userId: null }, data: { userId, email: "teacher1@demo.parish" } });
}

// ---------------------------------------------------------------------------
// Religious education demo data: fixed names, so every run gives the same people.

// Prisma's 5-second transaction limit is too short on a busy machine (tests and builds running).
const SLOW_MACHINE = { maxWait: 30_000, timeout: 60_000 };
const newId = () => `c${randomBytes(12).toString("hex")}`;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
const emailOf = (firstname: string, lastname: string) =>
  `${firstname}.${lastname}`.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z.]/g, "") + "@example.com";
const phone = (i: number) => `(217) 555-${String(100 + i).padStart(4, "0")}`;
const named = (firstname: string, lastname: string, middlename: string | null = null) => ({ firstname, middlename, lastname, searchName: searchNameOf({ firstname, middlename, lastname }) });

type Family = { lastname: string; mother?: string; father?: string; guardian?: string; children: number; graduatedEldest?: boolean };
const ST_MARY_FAMILIES: Family[] = [
  { lastname: "Okafor", mother: "Patricia", father: "Chinedu", children: 2 },
  { lastname: "Garcia", mother: "Carmen", father: "Miguel", children: 2 },
  { lastname: "Nguyen", mother: "Linh", father: "Minh", children: 2 },
  { lastname: "Sullivan", mother: "Rachel", father: "Peter", children: 4, graduatedEldest: true },
  { lastname: "Rossi", mother: "Laura", father: "Marco", children: 2 },
  { lastname: "Kowalski", mother: "Monica", father: "Andrew", children: 1 },
  { lastname: "Hernandez", mother: "Ana", children: 2 },
  { lastname: "Johnson", mother: "Jennifer", father: "Mark", children: 3, graduatedEldest: true },
  { lastname: "Fitzgerald", mother: "Theresa", children: 1 },
  { lastname: "Santos", mother: "Michelle", father: "Luis", children: 2 },
  { lastname: "Becker", mother: "Angela", father: "Stephen", children: 2 },
  { lastname: "Walsh", guardian: "Margaret", children: 2 },
  { lastname: "Dubois", mother: "Rebecca", father: "Paul", children: 1 },
  { lastname: "Mendoza", mother: "Diana", children: 3 },
  { lastname: "Park", mother: "Helen", father: "Gregory", children: 2 },
  { lastname: "Carter", father: "Kevin", children: 1 },
  { lastname: "Romano", mother: "Veronica", father: "Anthony", children: 2 },
  { lastname: "Lewandowski", mother: "Joanna", father: "Robert", children: 2 },
  { lastname: "Moreno", mother: "Teresa", father: "Vincent", children: 3, graduatedEldest: true },
  { lastname: "Bennett", mother: "Sarah", father: "Edward", children: 2 },
  { lastname: "Price", guardian: "Harold", children: 1 },
  { lastname: "Ibrahim", mother: "Grace", father: "Samuel", children: 2 },
  { lastname: "Flores", mother: "Isabel", father: "Javier", children: 3 },
  { lastname: "Murray", mother: "Katherine", father: "Francis", children: 2 },
  { lastname: "Castillo", mother: "Elena", children: 2 },
  { lastname: "Schmidt", mother: "Julia", father: "Frank", children: 2 },
  { lastname: "O'Neill", mother: "Bridget", father: "Sean", children: 2 },
  { lastname: "Tran", mother: "Mai", father: "Quang", children: 2 },
  { lastname: "Kelly", mother: "Erin", father: "Brendan", children: 2 },
  { lastname: "Phillips", mother: "Amy", father: "Jason", children: 1 },
  { lastname: "Reyes", mother: "Gloria", father: "Hector", children: 3 },
  { lastname: "Ramírez", mother: "Lucía", father: "José", children: 2 },
];
// The parents who sign in to the portal (parent@ in English, padre@ in Spanish), by family and role.
const PORTAL_PARENTS: Record<string, { email: string; locale: "en" | "es" }> = {
  "Okafor:MOTHER": { email: "parent@demo.parish", locale: "en" },
  "Ramírez:FATHER": { email: "padre@demo.parish", locale: "es" },
};
const SPANISH_FAMILIES = new Set(["Ramírez"]);
const GIRLS = ["Sofia", "Emma", "Olivia", "Isabella", "Chloe", "Lucia", "Ava", "Maria", "Clara", "Anna", "Natalie", "Zoe", "Cecilia", "Lily", "Teresa", "Bernadette"];
const BOYS = ["Liam", "Noah", "Mateo", "Lucas", "Ethan", "Gabriel", "Benedict", "Daniel", "Isaac", "Owen", "Caleb", "Adrian", "Julian", "Dominic", "Elijah", "Xavier"];
const MIDDLE = { FEMALE: ["Marie", "Rose", "Ann"], MALE: ["James", "Joseph", "Paul"] } as const;
const CATHOLIC_CHURCHES = [
  ["St. Mary Parish", "Springfield, IL"],
  ["Holy Family Church", "Chatham, IL"],
  ["St. Anthony of Padua", "Peoria, IL"],
  ["Our Lady of Guadalupe", "Chicago, IL"],
] as const;
const STUDENT_NOTES = ["Allergic to peanuts.", "Needs a seat near the front (hearing).", "Prefers to be called by the middle name.", "Older sibling helps at pick-up."];
const REGISTRATION_NOTES = ["Picked up by grandmother on Wednesdays.", "Paying tuition in two installments.", "Missed the first two sessions; parent informed.", "Sibling discount applied."];

// The classes of the children, youngest first, with the age they reach in the school year and the tuition.
const CHILD_CLASSES = [
  { className: "Grade 1", age: 6, tuitionCents: 15000 },
  { className: "Grade 2 First Communion", age: 7, tuitionCents: 17500 },
  { className: "Grade 4", age: 9, tuitionCents: 15000 },
  { className: "Grade 7", age: 12, tuitionCents: 17500 },
  { className: "Confirmation 1", age: 14, tuitionCents: 20000 },
] as const;
const OCIA_CLASS = { className: "OCIA Adults", tuitionCents: 10000 };

type StudentRow = Prisma.StudentCreateManyInput & { id: string };
type RegistrationRow = Prisma.RegistrationCreateManyInput & { id: string };
type DocumentWanted = { studentId: string; kind: StudentDocumentKind; name: string };

const OCIA_ADDRESS = { city: "Springfield", state: "IL", zip: "62704" };
/** The OCIA candidates: every marriage-history case of the spec, both tracks. */
const OCIA_CANDIDATES: (Partial<StudentRow> & { firstname: string; lastname: string; address: string })[] = [
  { firstname: "Jessica", lastname: "Morgan", address: "1208 Oak Street", dateOfBirth: day("1991-03-14"), gender: "FEMALE", religiousAffiliation: "NONE", maritalStatus: "MARRIED", marriageAuthor: "CIVIL_GOVERNMENT", marriageHistory: "FIRST_MARRIAGE", spouseReligiousAffiliation: "CATHOLIC", spouseMarriageHistory: "FIRST_MARRIAGE", baptized: "NO", sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: 2027 },
  { firstname: "Ryan", lastname: "Foster", address: "44 Maple Avenue", dateOfBirth: day("1997-08-02"), gender: "MALE", religiousAffiliation: "PROTESTANT", maritalStatus: "SINGLE", marriageHistory: "NEVER_MARRIED", baptized: "PROTESTANT", baptizedDate: day("1997-11-09"), churchOfBaptism: "First Baptist Church", churchOfBaptismLocation: "Decatur, IL", sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: 2027 },
  { firstname: "Karen", lastname: "Whitfield", address: "310 Elm Court", address2: "Apt 2B", dateOfBirth: day("1984-12-21"), gender: "FEMALE", religiousAffiliation: "PROTESTANT", maritalStatus: "MARRIED", marriageAuthor: "CHRISTIAN_MINISTER", marriageHistory: "PREVIOUSLY_MARRIED", prevMarriageAuthor: "CIVIL_GOVERNMENT", spouseReligiousAffiliation: "PROTESTANT", spouseMarriageHistory: "PREVIOUSLY_MARRIED", spousePrevMarriageAuthor: "CHRISTIAN_MINISTER", baptized: "PROTESTANT", baptizedDate: day("1985-04-07"), churchOfBaptism: "Grace Lutheran Church", churchOfBaptismLocation: "Springfield, IL", professionOfFaith: true, professionOfFaithDate: day("2026-10-25") },
  { firstname: "Marcus", lastname: "Bell", address: "77 Walnut Drive", dateOfBirth: day("1999-05-30"), gender: "MALE", religiousAffiliation: "CATHOLIC", maritalStatus: "ENGAGED", marriageHistory: "NEVER_MARRIED", baptized: "CATHOLIC", baptizedDate: day("1999-08-15"), churchOfBaptism: "St. Mary Parish", churchOfBaptismLocation: "Springfield, IL", firstCommunion: true, firstCommunionDate: day("2007-05-06"), churchOfFirstCommunion: "St. Mary Parish", churchOfFirstCommunionLocation: "Springfield, IL" },
  { firstname: "Irina", lastname: "Petrova", address: "5 Cedar Lane", dateOfBirth: day("1988-01-17"), gender: "FEMALE", religiousAffiliation: "ORTHODOX", maritalStatus: "SINGLE", marriageHistory: "PREVIOUSLY_MARRIED", prevMarriageAuthor: "CATHOLIC_PRIEST", baptized: "ORTHODOX", baptizedDate: day("1988-03-20"), churchOfBaptism: "Holy Trinity Orthodox Church", churchOfBaptismLocation: "Chicago, IL" },
  { firstname: "Samir", lastname: "Haddad", address: "921 Birch Road", dateOfBirth: day("1993-09-09"), gender: "MALE", religiousAffiliation: "MUSLIM", maritalStatus: "SINGLE", marriageHistory: "NEVER_MARRIED", baptized: "NO", sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: 2027 },
  { firstname: "Laura", lastname: "Jensen", address: "16 Willow Way", dateOfBirth: day("1986-06-11"), gender: "FEMALE", status: "GRADUATED", religiousAffiliation: "NONE", maritalStatus: "MARRIED", marriageAuthor: "CATHOLIC_PRIEST", marriageHistory: "FIRST_MARRIAGE", spouseReligiousAffiliation: "CATHOLIC", spouseMarriageHistory: "FIRST_MARRIAGE", baptized: "CATHOLIC", baptizedDate: day("2026-04-04"), churchOfBaptism: "St. Mary Parish", churchOfBaptismLocation: "Springfield, IL", firstCommunion: true, firstCommunionDate: day("2026-04-04"), churchOfFirstCommunion: "St. Mary Parish", churchOfFirstCommunionLocation: "Springfield, IL", confirmation: true, confirmationDate: day("2026-04-04"), confirmationChurch: "St. Mary Parish", sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: 2026 },
  { firstname: "David", lastname: "Levin", address: "250 Spruce Street", dateOfBirth: day("1979-02-25"), gender: "MALE", status: "INACTIVE", religiousAffiliation: "JEWISH", maritalStatus: "MARRIED", marriageAuthor: "NON_CHRISTIAN_MINISTER", marriageHistory: "FIRST_MARRIAGE", spouseReligiousAffiliation: "CATHOLIC", spouseMarriageHistory: "FIRST_MARRIAGE", baptized: "NO", notes: "Paused for the year; will return in the fall." },
];

async function seedStMaryEducation(churchId: string, userIds: Map<string, string>) {
  const current = { id: newId(), churchId, yearName: "2026-2027", isCurrent: true };
  const past = { id: newId(), churchId, yearName: "2025-2026", isCurrent: false };

  const teacher = (firstname: string, lastname: string, userEmail?: string) => ({
    id: newId(),
    churchId,
    ...named(firstname, lastname),
    email: userEmail ?? emailOf(firstname, lastname),
    cellPhone: phone(firstname.length * 7 + lastname.length),
    userId: userEmail ? (userIds.get(userEmail) ?? null) : null,
  });
  const brennan = teacher("Thomas", "Brennan", "teacher@demo.parish");
  const murphy = teacher("Anne", "Murphy");
  const delgado = teacher("Joseph", "Delgado");
  const kim = teacher("Grace", "Kim");
  const oconnor = teacher("Michael", "O'Connor");
  const volunteer = (firstname: string, lastname: string) => ({ id: newId(), churchId, ...named(firstname, lastname), email: emailOf(firstname, lastname), cellPhone: phone(lastname.length * 11) });
  const martinez = volunteer("Rosa", "Martinez");
  const chen = volunteer("David", "Chen");

  const schoolClass = (className: string, meets: string, location: string, tags: string[], staff: { teacherId?: string; assistantId?: string; volunteerId?: string }) => ({
    id: newId(),
    churchId,
    className,
    slug: classSlug(className),
    meets,
    location,
    tags,
    teacherId: staff.teacherId ?? null,
    assistantId: staff.assistantId ?? null,
    volunteerId: staff.volunteerId ?? null,
  });
  // teacher@demo.parish (Thomas Brennan) has two classes: the teacher portal lands on its class list, not on one class.
  const childClasses = [
    schoolClass("Grade 1", "Sundays 9:00 AM", "Room 101", ["Elementary"], { teacherId: murphy.id, volunteerId: martinez.id }),
    schoolClass("Grade 2 First Communion", "Sundays 9:00 AM", "Room 102", ["Elementary", "First Communion"], { teacherId: brennan.id, assistantId: kim.id, volunteerId: martinez.id }),
    schoolClass("Grade 4", "Sundays 10:30 AM", "Room 104", ["Elementary"], { teacherId: brennan.id, assistantId: murphy.id }),
    schoolClass("Grade 7", "Wednesdays 6:30 PM", "Room 201", ["Middle School"], { teacherId: delgado.id }),
    schoolClass("Confirmation 1", "Wednesdays 7:00 PM", "Parish Hall", ["High School", "Confirmation"], { teacherId: kim.id, assistantId: delgado.id, volunteerId: chen.id }),
  ];
  const ociaClass = schoolClass(OCIA_CLASS.className, "Thursdays 7:00 PM", "Rectory Meeting Room", ["Adults", "OCIA"], { teacherId: oconnor.id });

  const parents: Prisma.ParentCreateManyInput[] = [];
  const students: StudentRow[] = [];
  const registrations: RegistrationRow[] = [];
  const documents: DocumentWanted[] = [];
  const register = (student: StudentRow, schoolClassId: string, year: { id: string }, i: number, tuitionCents: number, options: { paid?: boolean; safety?: boolean } = {}) => {
    const row: RegistrationRow = {
      id: newId(),
      churchId,
      studentId: student.id,
      schoolClassId,
      schoolYearId: year.id,
      tuitionCents,
      paid: options.paid ?? i % 4 !== 1,
      photographyPermission: i % 6 !== 5,
      safetyClassPermission: options.safety ?? i % 8 !== 6,
      notes: i % 9 === 4 ? pick(REGISTRATION_NOTES, i) : null,
    };
    registrations.push(row);
    return row;
  };

  let i = 0;
  ST_MARY_FAMILIES.forEach((family, f) => {
    const parent = (firstname: string | undefined, role: "MOTHER" | "FATHER" | "LEGAL_GUARDIAN") => {
      if (!firstname) return null;
      const portal = PORTAL_PARENTS[`${family.lastname}:${role}`];
      const row = {
        id: newId(),
        churchId,
        role,
        ...named(firstname, family.lastname),
        email: portal ? portal.email : emailOf(firstname, family.lastname),
        cellPhone: phone(parents.length + 200),
        userId: portal ? (userIds.get(portal.email) ?? null) : null,
        locale: SPANISH_FAMILIES.has(family.lastname) ? "es" : null,
      };
      parents.push(row);
      return row.id;
    };
    const motherId = parent(family.mother, "MOTHER");
    const fatherId = parent(family.father, "FATHER");
    const legalGuardianId = parent(family.guardian, "LEGAL_GUARDIAN");
    const livesWith = legalGuardianId ? "GUARDIAN" : motherId && fatherId ? "BOTH_PARENTS" : motherId ? "MOTHER" : "FATHER";

    for (let sibling = 0; sibling < family.children; sibling++, i++) {
      const graduated = family.graduatedEldest === true && sibling === 0;
      const gender = i % 2 === 0 ? "FEMALE" : "MALE";
      const firstname = gender === "FEMALE" ? pick(GIRLS, i / 2) : pick(BOYS, (i - 1) / 2);
      const level = graduated ? 4 : (f + sibling * 2) % CHILD_CLASSES.length;
      const age = CHILD_CLASSES[level].age + (graduated ? 2 : 0);
      const month = (i * 5) % 12;
      const birthYear = 2026 - age - (month >= 8 ? 1 : 0);
      const dateOfBirth = new Date(Date.UTC(birthYear, month, 1 + ((i * 7) % 28)));
      const status = graduated ? "GRADUATED" : i % 13 === 7 ? "INACTIVE" : "CURRENT";
      const baptized = graduated ? "CATHOLIC" : i % 10 === 3 ? "PROTESTANT" : i % 16 === 9 ? "ORTHODOX" : i % 10 === 7 ? "NO" : "CATHOLIC";
      const [baptismChurch, baptismPlace] = baptized === "PROTESTANT" ? ["Grace Lutheran Church", "Springfield, IL"] : baptized === "ORTHODOX" ? ["St. George Greek Orthodox Church", "Springfield, IL"] : pick(CATHOLIC_CHURCHES, i);
      const receivedCommunion = baptized === "CATHOLIC" && level >= 2;
      const easterVigil = baptized === "NO" && level >= 2;
      const student: StudentRow = {
        id: newId(),
        churchId,
        ...named(firstname, family.lastname, i % 3 === 0 ? pick(MIDDLE[gender], i) : null),
        gender,
        type: f % 4 === 1 ? "SCHOOL" : "CHURCH",
        altID: f % 4 === 1 ? `SM-${1001 + i}` : null,
        status,
        sacramentalStatus: i === 20 ? "EXCLUDED" : "SACRAMENTAL_PROGRAM",
        livesWith,
        motherId,
        fatherId,
        legalGuardianId,
        dateOfBirth,
        notes: i % 11 === 2 ? pick(STUDENT_NOTES, i) : null,
        baptized,
        ...(baptized === "NO"
          ? {}
          : { baptizedDate: new Date(dateOfBirth.getTime() + (60 + (i % 5) * 15) * 86_400_000), churchOfBaptism: baptismChurch, churchOfBaptismLocation: baptismPlace }),
        firstCommunion: receivedCommunion,
        ...(receivedCommunion ? { firstCommunionDate: day(`${birthYear + 8}-05-0${1 + (i % 9)}`), churchOfFirstCommunion: "St. Mary Parish", churchOfFirstCommunionLocation: "Springfield, IL" } : {}),
        confirmation: graduated,
        ...(graduated ? { confirmationDate: day("2026-05-17"), confirmationChurch: "St. Mary Parish" } : {}),
        professionOfFaith: (baptized === "PROTESTANT" && i % 20 === 13) || (baptized === "ORTHODOX" && i === 9),
        professionOfFaithDate: (baptized === "PROTESTANT" && i % 20 === 13) || (baptized === "ORTHODOX" && i === 9) ? day("2026-10-11") : null,
        sacramentalTrack: easterVigil ? "EASTER_VIGIL" : "NORMAL",
        easterVigilTarget: easterVigil ? (status === "INACTIVE" ? 2026 : 2027) : null,
      };
      students.push(student);

      const klass = childClasses[level];
      const tuition = CHILD_CLASSES[level].tuitionCents;
      if (status === "CURRENT" && i % 15 !== 11) {
        register(student, klass.id, current, i, tuition);
      }
      // Last year: the graduates' Confirmation year, the inactive students' last class, and the class below for some.
      if (status !== "CURRENT") register(student, klass.id, past, i, tuition, { paid: true });
      else if (level === 1 || level === 4) register(student, childClasses[level - 1].id, past, i, CHILD_CLASSES[level - 1].tuitionCents, { paid: true });

      // Some documents are on file; the rest are missing (the missing-documents figures are not zero).
      if (i % 8 === 0) documents.push({ studentId: student.id, kind: "BIRTH_CERTIFICATE", name: firstname + family.lastname });
      if (baptized !== "NO" && i % 4 === 0) documents.push({ studentId: student.id, kind: "BAPTISMAL_CERTIFICATE", name: firstname + family.lastname });
      if (receivedCommunion && i % 4 === 2) documents.push({ studentId: student.id, kind: "FIRST_COMMUNION_CERTIFICATE", name: firstname + family.lastname });
      if (graduated) documents.push({ studentId: student.id, kind: "CONFIRMATION_CERTIFICATE", name: firstname + family.lastname });
    }
  });

  const ociaStudents = OCIA_CANDIDATES.map((candidate, k) => {
    const student: StudentRow = {
      id: newId(),
      churchId,
      type: "RCIA",
      status: "CURRENT",
      sacramentalTrack: "NORMAL",
      ...candidate,
      ...named(candidate.firstname, candidate.lastname),
      ...OCIA_ADDRESS,
      email: emailOf(candidate.firstname, candidate.lastname),
    };
    students.push(student);
    if (student.status === "CURRENT") register(student, ociaClass.id, current, k, OCIA_CLASS.tuitionCents, { safety: false });
    else register(student, ociaClass.id, past, k, OCIA_CLASS.tuitionCents, { paid: true, safety: false });
    return student;
  });
  const [morgan, , whitfield, , , , jensen] = ociaStudents;
  documents.push(
    { studentId: morgan.id, kind: "SACRAMENTAL_FORM", name: "JessicaMorgan" },
    { studentId: morgan.id, kind: "CONSENT_FORM", name: "JessicaMorgan" },
    { studentId: whitfield.id, kind: "MARRIAGE_DOCS", name: "KarenWhitfield-1" },
    { studentId: whitfield.id, kind: "MARRIAGE_DOCS", name: "KarenWhitfield-2" },
    { studentId: jensen.id, kind: "BAPTISMAL_CERTIFICATE", name: "LauraJensen" },
    { studentId: jensen.id, kind: "CONFIRMATION_CERTIFICATE", name: "LauraJensen" },
  );

  await db.$transaction(async (tx) => {
    await tx.schoolYear.createMany({ data: [past, current] });
    await tx.teacher.createMany({ data: [brennan, murphy, delgado, kim, oconnor] });
    await tx.volunteer.createMany({ data: [martinez, chen] });
    await tx.schoolClass.createMany({ data: [...childClasses, ociaClass] });
    await tx.parent.createMany({ data: parents });
    await tx.student.createMany({ data: students });
    await tx.registration.createMany({ data: registrations });
  }, SLOW_MACHINE);

  await storeDocuments(churchId, documents);
  const confirmands = students.filter((s) => s.status === "CURRENT" && registrations.some((r) => r.studentId === s.id && r.schoolClassId === childClasses[4].id && r.schoolYearId === current.id));
  const sponsors = [
    { firstname: "Victoria", lastname: "Hale", studentId: confirmands[0]?.id, parish: "St. Mary Parish", documents: 1 },
    { firstname: "Nicholas", lastname: "Grant", studentId: confirmands[1]?.id, parish: "Holy Family Church", documents: 0 },
    { firstname: "Monica", lastname: "Reyes-Santos", studentId: morgan.id, parish: "St. Mary Parish", documents: 2 },
    { firstname: "Patrick", lastname: "Doyle", studentId: null, parish: "St. Anthony of Padua", documents: 0 },
  ];
  for (const s of sponsors) {
    const sponsor = await createSponsor({ churchId, firstname: s.firstname, lastname: s.lastname, studentId: s.studentId ?? null, parish: s.parish, email: emailOf(s.firstname, s.lastname), cellPhone: phone(s.lastname.length * 13) });
    for (let n = 1; n <= s.documents; n++) await createSponsorDocument({ churchId, sponsorId: sponsor.id, filename: `sponsor-certificate-${s.firstname}${s.lastname}-${n}.pdf`.toLowerCase() });
  }
  await seedStMaryReports(churchId);
}

async function seedStJosephEducation(churchId: string) {
  const year = { id: newId(), churchId, yearName: "2026-2027", isCurrent: true };
  const teacher = { id: newId(), churchId, ...named("Ellen", "Foster"), email: "ellen.foster@example.com", cellPhone: phone(900) };
  const schoolClass = { id: newId(), churchId, className: "Grade 3", slug: classSlug("Grade 3"), meets: "Saturdays 10:00 AM", location: "School Library", tags: ["Elementary"], teacherId: teacher.id };
  const families = [
    { lastname: "Bianchi", mother: "Lucia", father: "Enzo", children: ["Giulia", "Matteo"] },
    { lastname: "Adeyemi", mother: "Funmilayo", father: "Tunde", children: ["Ada", "Tobi"] },
    { lastname: "Novak", mother: "Irena", children: ["Petra"] },
  ];
  const parents: Prisma.ParentCreateManyInput[] = [];
  const students: StudentRow[] = [];
  families.forEach((family, f) => {
    const parent = (firstname: string | undefined, role: "MOTHER" | "FATHER") => {
      if (!firstname) return null;
      const id = newId();
      parents.push({ id, churchId, role, ...named(firstname, family.lastname), email: emailOf(firstname, family.lastname), cellPhone: phone(910 + parents.length) });
      return id;
    };
    const motherId = parent(family.mother, "MOTHER");
    const fatherId = parent(family.father, "FATHER");
    family.children.forEach((firstname, c) => {
      students.push({
        id: newId(),
        churchId,
        ...named(firstname, family.lastname),
        gender: c % 2 === 0 ? "FEMALE" : "MALE",
        dateOfBirth: day(`2018-0${3 + f + c}-1${f}`),
        livesWith: fatherId ? "BOTH_PARENTS" : "MOTHER",
        motherId,
        fatherId,
        baptized: f === 1 && c === 1 ? "NO" : "CATHOLIC",
        ...(f === 1 && c === 1 ? {} : { baptizedDate: day(`2018-0${6 + f}-0${1 + c}`), churchOfBaptism: "St. Joseph Parish", churchOfBaptismLocation: "Bloomington, IL" }),
        firstCommunion: false,
      });
    });
  });
  await db.$transaction(async (tx) => {
    await tx.schoolYear.createMany({ data: [year] });
    await tx.teacher.createMany({ data: [teacher] });
    await tx.schoolClass.createMany({ data: [schoolClass] });
    await tx.parent.createMany({ data: parents });
    await tx.student.createMany({ data: students });
    await tx.registration.createMany({
      data: students.map((s, k) => ({ churchId, studentId: s.id, schoolClassId: schoolClass.id, schoolYearId: year.id, tuitionCents: 16000, paid: k !== 2, photographyPermission: true, safetyClassPermission: true })),
    });
  }, SLOW_MACHINE);
  await storeDocuments(churchId, [{ studentId: students[0].id, kind: "BIRTH_CERTIFICATE", name: "GiuliaBianchi" }]);
}

// ---------------------------------------------------------------------------
// Reports demo data (issue 8, reports): what the Overage, Saint and Easter Vigil reports need on top
// of the records above, and a few more notes for the Notes Report.

/** The usual ages of the children's classes (whole years on September 1 of the school year). */
const CLASS_AGES: Record<string, [number, number]> = { "Grade 1": [6, 7], "Grade 2 First Communion": [7, 8], "Grade 4": [9, 10], "Grade 7": [12, 13], "Confirmation 1": [14, 15] };
const CONFIRMATION_SAINTS = ["Saint Therese of Lisieux", "Saint Francis of Assisi", "Saint Joan of Arc", "Saint Michael", "Saint Catherine of Siena", "Saint Sebastian", "Saint Clare", "Saint Patrick"];

async function seedStMaryReports(churchId: string) {
  for (const [className, [minAge, maxAge]] of Object.entries(CLASS_AGES)) await db.schoolClass.updateMany({ where: { churchId, className }, data: { minAge, maxAge } });
  const current = await db.schoolYear.findFirstOrThrow({ where: { churchId, isCurrent: true }, select: { id: true } });
  const registered = (className: string) =>
    db.registration.findMany({
      where: { churchId, schoolYearId: current.id, schoolClass: { className }, student: { status: "CURRENT" } },
      select: { id: true, student: { select: { id: true, dateOfBirth: true } } },
      orderBy: [{ student: { lastname: "asc" } }, { student: { firstname: "asc" } }],
    });

  // Overage: one student held back in Grade 4, one in Grade 2 and one in Grade 7 (born two years earlier).
  for (const [className, at] of [["Grade 4", 0], ["Grade 2 First Communion", 1], ["Grade 7", 0]] as const) {
    const student = (await registered(className))[at]?.student;
    if (!student?.dateOfBirth) continue;
    const born = student.dateOfBirth;
    await db.student.update({ where: { id: student.id }, data: { dateOfBirth: new Date(Date.UTC(born.getUTCFullYear() - 2, born.getUTCMonth(), born.getUTCDate())) } });
  }

  // Confirmation saints: chosen by every candidate of Confirmation 1 but the last two (the report shows them as not chosen yet).
  const candidates = await registered("Confirmation 1");
  for (const [k, r] of candidates.slice(0, -2).entries()) await db.student.update({ where: { id: r.student.id }, data: { confirmationSaint: pick(CONFIRMATION_SAINTS, k) } });

  // OCIA on the Easter Vigil track: Marcus Bell (to be confirmed) and Karen Whitfield (received at the Vigil), besides the three of OCIA_CANDIDATES.
  const ocia = (firstname: string, lastname: string, data: Prisma.StudentUpdateManyMutationInput) => db.student.updateMany({ where: { churchId, type: "RCIA", firstname, lastname }, data });
  await ocia("Marcus", "Bell", { sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: 2027, confirmationSaint: "Saint Thomas More", notes: "Still looking for a confirmation sponsor." });
  await ocia("Karen", "Whitfield", { sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: 2027 });
  await ocia("Samir", "Haddad", { notes: "Works late on Thursdays; joins the Sunday session instead." });
  await db.registration.updateMany({ where: { churchId, schoolYearId: current.id, student: { type: "RCIA", firstname: "Irina", lastname: "Petrova" } }, data: { notes: "Annulment paperwork in progress with the tribunal." } });
}

const FILE_PREFIX: Record<StudentDocumentKind, string> = {
  BIRTH_CERTIFICATE: "birth-certificate",
  BAPTISMAL_CERTIFICATE: "baptismal-certificate",
  FIRST_COMMUNION_CERTIFICATE: "first-communion-certificate",
  CONFIRMATION_CERTIFICATE: "confirmation-certificate",
  SACRAMENTAL_FORM: "sacramental-form",
  CONSENT_FORM: "consent-form",
  MARRIAGE_DOCS: "marriage-docs",
};

/** Real PDFs through the file store, so /files/{id} serves them like uploads (a few at a time: the seed runs at every fresh start). */
async function storeDocuments(churchId: string, documents: DocumentWanted[]) {
  for (let k = 0; k < documents.length; k += 8) {
    await Promise.all(
      documents.slice(k, k + 8).map((d) => createStudentDocument({ churchId, studentId: d.studentId, kind: d.kind, filename: `${FILE_PREFIX[d.kind]}-${d.name}.pdf`.toLowerCase() })),
    );
  }
}

async function main() {
  const ifEmpty = process.argv.includes("--if-empty");
  let stop = async () => {};
  if (!process.env.DATABASE_URL) {
    const { startDatabase } = await import("./database.mjs");
    const { migrateDeploy } = await import("./scripts/migrate-deploy.mjs");
    const database = await startDatabase();
    process.env.DATABASE_URL = database.url;
    await migrateDeploy({ url: database.url, quiet: true });
    stop = database.stop;
  }
  try {
    // Checks the environment (LOCAL_MODE only on this machine) and refuses a deployment.
    assertDemoDataAllowed();
    if (ifEmpty && (await db.church.count()) > 0) {
      console.log("seed: the database already has data; demo data not loaded");
      return;
    }
    await seed();
    console.log("seed: demo data loaded");
  } finally {
    await db.$disconnect();
    await stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
