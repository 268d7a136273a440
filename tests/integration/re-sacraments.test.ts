import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createStudent, createStudentDocument, createTwoChurches, createUser, makePdf } from "../../prisma/factories";
import type { Prisma } from "~/generated/prisma/client";
import { getStudentSacraments } from "~/modules/education/students/get-student-sacraments.server";
import { MESSAGES } from "~/modules/education/options";
import { MARRIAGE_DOCS_REFUSED } from "~/modules/education/students/sacraments-schema";
import { updateSacraments } from "~/modules/education/students/update-sacraments.server";
import { action, loader } from "~/routes/religious-education.students.$studentId.edit-sacraments";
import { db } from "~/utils/db.server";
import { takeToasts } from "~/utils/session.server";
import { answer, cookieFrom, makeRequest, run, signIn } from "../support/http";

const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(512, 0x41)]);
const MB = 1024 * 1024;
const BASE = { type: "CHURCH", sacramentalStatus: "SACRAMENTAL_PROGRAM", sacramentalTrack: "NORMAL" };

type Part = { name: string; bytes: Buffer; filename: string };
type Reply = { result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> } | null };

function sacramentsForm(fields: Record<string, string> = {}, files: Part[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...BASE, ...fields })) form.append(name, value);
  for (const file of files) form.append(file.name, new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.filename);
  return form;
}

const pageOf = (studentId: string, from?: string) => `/religious-education/students/${studentId}/edit-sacraments${from ? `?from=${encodeURIComponent(from)}` : ""}`;

async function save(cookie: string, studentId: string, form: FormData, from?: string) {
  const outcome = await answer(await run(action, makeRequest(pageOf(studentId, from), { method: "POST", form, cookie }), { studentId }));
  return { ...outcome, reply: outcome.data as Reply };
}

const load = async (cookie: string, studentId: string) => answer(await run(loader, makeRequest(pageOf(studentId), { cookie }), { studentId }));

const deleteDocument = async (cookie: string, studentId: string, documentId: string) =>
  answer(await run(action, makeRequest(pageOf(studentId, "/religious-education"), { method: "POST", form: { intent: "delete-document", documentId }, cookie }), { studentId }));

const toastsOf = async (headers: Headers) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(headers.get("Set-Cookie")) }))).toasts;

const studentRow = (id: string) => db.student.findUniqueOrThrow({ where: { id } });
const documentsOf = (studentId: string) => db.studentDocument.findMany({ where: { studentId }, include: { file: true }, orderBy: { createdAt: "asc" } });
const blobExists = (key: string) => existsSync(path.join(process.env.DATA_DIR!, "files", key));

async function setup(student: Omit<Partial<Prisma.StudentUncheckedCreateInput>, "churchId" | "searchName"> = {}) {
  const { church, user, other, otherUser } = await createTwoChurches(["SCHOOL_USER"]);
  const mine = await createStudent({ churchId: church.id, firstname: "Ana", lastname: "Reyes", ...student });
  const theirs = await createStudent({ churchId: other.id, firstname: "Other", lastname: "Student", baptized: "CATHOLIC", churchOfBaptism: "St. Other" });
  const theirDocument = await createStudentDocument({ churchId: other.id, studentId: theirs.id, kind: "BAPTISMAL_CERTIFICATE" });
  return { church, user, other, mine, theirs, theirDocument, cookie: await signIn(user), otherCookie: await signIn(otherUser) };
}

describe("edit sacramental records: loader and guard", () => {
  it("loads the student's record and documents; another church's student, a bad id, a teacher and a visitor are kept out", async () => {
    const { church, mine, theirs, theirDocument, cookie } = await setup({ baptized: "PROTESTANT", baptizedDate: new Date("2012-05-06"), marriageHistory: "FIRST_MARRIAGE" });
    const document = await createStudentDocument({ churchId: church.id, studentId: mine.id, kind: "BAPTISMAL_CERTIFICATE", filename: "baptism.pdf" });
    const loaded = await load(cookie, mine.id);
    expect(loaded.status).toBe(200);
    expect(loaded.data).toMatchObject({
      student: { id: mine.id, name: "Ana Reyes", baptized: "PROTESTANT", marriageHistory: "FIRST_MARRIAGE", documents: [{ id: document.id, kind: "BAPTISMAL_CERTIFICATE", filename: "baptism.pdf" }] },
      from: null,
    });

    for (const id of [theirs.id, "missing", "a\u0000b", "x".repeat(100)]) expect((await load(cookie, id)).status, id.slice(0, 10)).toBe(404);
    await expect(getStudentSacraments({ churchId: church.id, studentId: theirs.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await documentsOf(theirs.id)).toHaveLength(1);
    expect(theirDocument.churchId).not.toBe(church.id);

    const teacher = await createUser({ churchId: church.id, roles: ["TEACHER"] });
    expect(await load(await signIn(teacher), mine.id)).toMatchObject({ status: 302, location: "/unauthorized" });
    expect((await answer(await run(loader, makeRequest(pageOf(mine.id)), { studentId: mine.id }))).location).toMatch(/^\/login\?redirectTo=/);
    const anonymous = await answer(await run(action, makeRequest(pageOf(mine.id), { method: "POST", form: sacramentsForm() }), { studentId: mine.id }));
    expect(anonymous.location).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("edit sacramental records: saving", () => {
  it("saves every field, returns to ?from with the spec's toast, and to /login without it", async () => {
    const { mine, theirs, cookie } = await setup();
    const saved = await save(
      cookie,
      mine.id,
      sacramentsForm({
        type: "RCIA",
        sacramentalStatus: "EXCLUDED",
        sacramentalTrack: "EASTER_VIGIL",
        easterVigilTarget: "2027",
        baptized: "PROTESTANT",
        baptizedDate: "2010-04-04",
        churchOfBaptism: "  First Baptist  ",
        churchOfBaptismLocation: "Austin, TX",
        professionOfFaith: "on",
        professionOfFaithDate: "2024-03-30",
        firstCommunion: "yes",
        firstCommunionDate: "2024-05-01",
        churchOfFirstCommunion: "St. Mary",
        churchOfFirstCommunionLocation: "Dallas, TX",
        confirmation: "yes",
        confirmationDate: "2025-05-20",
        confirmationChurch: "Cathedral",
      }),
      `/religious-education/students/${mine.id}`,
    );
    expect(saved).toMatchObject({ status: 302, location: `/religious-education/students/${mine.id}` });
    expect(await toastsOf(saved.headers)).toEqual([{ type: "success", message: "Student's sacrament info updated successfully." }]);
    expect(await studentRow(mine.id)).toMatchObject({
      type: "RCIA",
      sacramentalStatus: "EXCLUDED",
      sacramentalTrack: "EASTER_VIGIL",
      easterVigilTarget: 2027,
      baptized: "PROTESTANT",
      baptizedDate: new Date("2010-04-04T00:00:00Z"),
      churchOfBaptism: "First Baptist",
      churchOfBaptismLocation: "Austin, TX",
      professionOfFaith: true,
      professionOfFaithDate: new Date("2024-03-30T00:00:00Z"),
      firstCommunion: true,
      firstCommunionDate: new Date("2024-05-01T00:00:00Z"),
      churchOfFirstCommunion: "St. Mary",
      churchOfFirstCommunionLocation: "Dallas, TX",
      confirmation: true,
      confirmationDate: new Date("2025-05-20T00:00:00Z"),
      confirmationChurch: "Cathedral",
    });

    const noFrom = await save(cookie, mine.id, sacramentsForm({ baptized: "CATHOLIC" }));
    expect(noFrom).toMatchObject({ status: 302, location: "/login" });
    // An outside address in ?from is not followed.
    expect((await save(cookie, mine.id, sacramentsForm(), "//evil.example"))).toMatchObject({ status: 302, location: "/login" });
    expect(await studentRow(theirs.id)).toMatchObject({ baptized: "CATHOLIC", churchOfBaptism: "St. Other", type: "CHURCH" });
  });

  it("requires the Easter Vigil target for that track with the spec's message, and clears it with Normal", async () => {
    const { mine, cookie } = await setup();
    const refused = await save(cookie, mine.id, sacramentsForm({ sacramentalTrack: "EASTER_VIGIL", churchOfBaptism: "Typed" }));
    expect(refused.status).toBe(400);
    expect(refused.reply.result?.error).toEqual({ easterVigilTarget: ["Easter Vigil Target is required for Easter Vigil Sacramental Track!"] });
    expect(refused.reply.result?.initialValue).toMatchObject({ sacramentalTrack: "EASTER_VIGIL", churchOfBaptism: "Typed" });
    expect(await studentRow(mine.id)).toMatchObject({ sacramentalTrack: "NORMAL", easterVigilTarget: null });

    for (const target of ["2023", "2029", "abc"]) {
      const outside = await save(cookie, mine.id, sacramentsForm({ sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: target }));
      expect(outside.status, target).toBe(400);
      expect(outside.reply.result?.error?.easterVigilTarget, target).toEqual(["Choose an Easter Vigil from the list"]);
    }

    expect((await save(cookie, mine.id, sacramentsForm({ sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: "2026" }))).status).toBe(302);
    expect(await studentRow(mine.id)).toMatchObject({ sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: 2026 });
    expect((await save(cookie, mine.id, sacramentsForm({ sacramentalTrack: "NORMAL", easterVigilTarget: "2026" }))).status).toBe(302);
    expect(await studentRow(mine.id)).toMatchObject({ sacramentalTrack: "NORMAL", easterVigilTarget: null });
  });

  it("clears what does not apply: baptism details when not baptized, communion and confirmation details when No", async () => {
    const { mine, cookie } = await setup({
      baptized: "CATHOLIC",
      baptizedDate: new Date("2012-01-01"),
      churchOfBaptism: "St. Anne",
      churchOfBaptismLocation: "Reno",
      firstCommunion: true,
      firstCommunionDate: new Date("2020-05-05"),
      churchOfFirstCommunion: "St. Anne",
      churchOfFirstCommunionLocation: "Reno",
      confirmation: true,
      confirmationDate: new Date("2024-05-05"),
      confirmationChurch: "Cathedral",
    });
    const details = {
      baptizedDate: "2012-01-01",
      churchOfBaptism: "St. Anne",
      churchOfBaptismLocation: "Reno",
      firstCommunionDate: "2020-05-05",
      churchOfFirstCommunion: "St. Anne",
      churchOfFirstCommunionLocation: "Reno",
      confirmationDate: "2024-05-05",
      confirmationChurch: "Cathedral",
    };
    expect((await save(cookie, mine.id, sacramentsForm({ ...details, baptized: "NO", firstCommunion: "no", confirmation: "no" }))).status).toBe(302);
    expect(await studentRow(mine.id)).toMatchObject({
      baptized: "NO",
      baptizedDate: null,
      churchOfBaptism: null,
      churchOfBaptismLocation: null,
      firstCommunion: false,
      firstCommunionDate: null,
      churchOfFirstCommunion: null,
      churchOfFirstCommunionLocation: null,
      confirmation: false,
      confirmationDate: null,
      confirmationChurch: null,
    });
    // No answer at all (status not recorded, communion and confirmation unanswered) keeps no details either.
    expect((await save(cookie, mine.id, sacramentsForm(details))).status).toBe(302);
    expect(await studentRow(mine.id)).toMatchObject({ baptized: null, baptizedDate: null, firstCommunion: null, firstCommunionDate: null, confirmation: null, confirmationChurch: null });
    // Each set back to yes keeps its own details only.
    expect((await save(cookie, mine.id, sacramentsForm({ ...details, baptized: "ORTHODOX", firstCommunion: "yes", confirmation: "no" }))).status).toBe(302);
    expect(await studentRow(mine.id)).toMatchObject({
      baptized: "ORTHODOX",
      churchOfBaptism: "St. Anne",
      firstCommunion: true,
      churchOfFirstCommunionLocation: "Reno",
      confirmation: false,
      confirmationDate: null,
    });
  });

  it("keeps the Profession of Faith only for Baptized Protestant or Orthodox, and its date only when checked", async () => {
    const { mine, cookie } = await setup();
    const profession = { professionOfFaith: "on", professionOfFaithDate: "2024-04-01" };
    for (const baptized of ["PROTESTANT", "ORTHODOX"]) {
      await save(cookie, mine.id, sacramentsForm({ baptized: "CATHOLIC" }));
      expect((await save(cookie, mine.id, sacramentsForm({ baptized, ...profession }))).status).toBe(302);
      expect(await studentRow(mine.id), baptized).toMatchObject({ baptized, professionOfFaith: true, professionOfFaithDate: new Date("2024-04-01T00:00:00Z") });
    }
    for (const baptized of ["CATHOLIC", "NO"]) {
      await save(cookie, mine.id, sacramentsForm({ baptized: "PROTESTANT", ...profession }));
      expect((await save(cookie, mine.id, sacramentsForm({ baptized, ...profession }))).status).toBe(302);
      expect(await studentRow(mine.id), baptized).toMatchObject({ baptized, professionOfFaith: false, professionOfFaithDate: null });
    }
    await save(cookie, mine.id, sacramentsForm({ baptized: "PROTESTANT", professionOfFaithDate: "2024-04-01" }));
    expect(await studentRow(mine.id)).toMatchObject({ baptized: "PROTESTANT", professionOfFaith: false, professionOfFaithDate: null });
  });

  it("refuses dates outside 1900 to one year ahead, impossible dates and unknown choices, keeping what was typed", async () => {
    const { mine, cookie } = await setup({ baptized: "CATHOLIC", churchOfBaptism: "St. Anne" });
    const ahead = new Date();
    ahead.setUTCFullYear(ahead.getUTCFullYear() + 2);
    const cases: [Record<string, string>, string, string][] = [
      [{ baptizedDate: "1850-01-01" }, "baptizedDate", "Baptism Date must be between 01/01/1900 and one year from today."],
      [{ confirmation: "yes", confirmationDate: ahead.toISOString().slice(0, 10) }, "confirmationDate", "Confirmation Date must be between 01/01/1900 and one year from today."],
      [{ firstCommunion: "yes", firstCommunionDate: "2024-02-30" }, "firstCommunionDate", "First Communion Date is not a valid date."],
      [{ professionOfFaithDate: "yesterday" }, "professionOfFaithDate", "Profession of Faith Date is not a valid date."],
      [{ baptized: "Baptized Catholic" }, "baptized", "Choose a Baptismal Status from the list"],
      [{ type: "Teacher" }, "type", "Choose a Student Type from the list"],
      [{ firstCommunion: "maybe" }, "firstCommunion", "Choose a First Communion answer from the list"],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await save(cookie, mine.id, sacramentsForm({ baptized: "CATHOLIC", churchOfBaptism: "Typed Church", ...fields }));
      expect(refused.status, field).toBe(400);
      expect(refused.reply.result?.error?.[field], field).toEqual([message]);
      expect(refused.reply.result?.initialValue, field).toMatchObject({ churchOfBaptism: "Typed Church" });
    }
    expect(await studentRow(mine.id)).toMatchObject({ churchOfBaptism: "St. Anne", baptizedDate: null, confirmation: null });
    // The edges are accepted.
    expect((await save(cookie, mine.id, sacramentsForm({ baptized: "CATHOLIC", baptizedDate: "1900-01-01" }))).status).toBe(302);
  });

  it("answers 404 for another church's student and changes nothing", async () => {
    const { mine, theirs, cookie } = await setup();
    const foreign = await save(cookie, theirs.id, sacramentsForm({ baptized: "NO", type: "SCHOOL" }, [{ name: "baptismalCertificate", bytes: await makePdf(), filename: "b.pdf" }]));
    expect(foreign.status).toBe(404);
    expect(await studentRow(theirs.id)).toMatchObject({ baptized: "CATHOLIC", churchOfBaptism: "St. Other", type: "CHURCH" });
    expect(await documentsOf(theirs.id)).toHaveLength(1);
    expect(await db.storedFile.count({ where: { ownerId: { in: [theirs.id, mine.id] }, kind: "student-document", churchId: mine.churchId } })).toBe(0);
    await expect(updateSacraments({ churchId: mine.churchId, studentId: theirs.id, userId: "x", values: { ...BASE } as never, uploads: { files: {}, fileLists: {} } })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("edit sacramental records: documents", () => {
  it("stores a good PDF, and a new one replaces the old certificate (old file removed after the new one is in)", async () => {
    const { church, mine, cookie } = await setup({ baptized: "CATHOLIC" });
    const first = await save(cookie, mine.id, sacramentsForm({ baptized: "CATHOLIC" }, [{ name: "baptismalCertificate", bytes: await makePdf("one"), filename: "first.pdf" }]));
    expect(first.status).toBe(302);
    const [one] = await documentsOf(mine.id);
    expect(one).toMatchObject({ churchId: church.id, kind: "BAPTISMAL_CERTIFICATE", file: { filename: "first.pdf", contentType: "application/pdf", kind: "student-document", ownerType: "Student", ownerId: mine.id } });
    expect(one.file.key.startsWith(`${church.id}/`)).toBe(true);
    expect(blobExists(one.file.key)).toBe(true);

    await save(cookie, mine.id, sacramentsForm({ baptized: "CATHOLIC" }, [
      { name: "baptismalCertificate", bytes: await makePdf("two"), filename: "second.pdf" },
      { name: "sacramentalForm", bytes: await makePdf("form"), filename: "form.pdf" },
      { name: "consentForm", bytes: await makePdf("consent"), filename: "consent.pdf" },
    ]));
    const after = await documentsOf(mine.id);
    expect(after.map((d) => [d.kind, d.file.filename]).sort()).toEqual([
      ["BAPTISMAL_CERTIFICATE", "second.pdf"],
      ["CONSENT_FORM", "consent.pdf"],
      ["SACRAMENTAL_FORM", "form.pdf"],
    ]);
    expect(await db.storedFile.findUnique({ where: { id: one.fileId } })).toBeNull();
    expect(blobExists(one.file.key)).toBe(false);
    // Saving without files keeps the documents.
    expect((await save(cookie, mine.id, sacramentsForm({ baptized: "CATHOLIC" }))).status).toBe(302);
    expect(await documentsOf(mine.id)).toHaveLength(3);
  });

  it("ignores a certificate that does not apply (not baptized, no communion, no confirmation) and keeps the stored ones", async () => {
    const { church, mine, cookie } = await setup();
    const kept = await createStudentDocument({ churchId: church.id, studentId: mine.id, kind: "BAPTISMAL_CERTIFICATE" });
    const saved = await save(cookie, mine.id, sacramentsForm({ baptized: "NO", firstCommunion: "no" }, [
      { name: "baptismalCertificate", bytes: await makePdf(), filename: "b.pdf" },
      { name: "firstCommunionCertificate", bytes: await makePdf(), filename: "c.pdf" },
      { name: "confirmationCertificate", bytes: await makePdf(), filename: "d.pdf" },
    ]));
    expect(saved.status).toBe(302);
    expect((await documentsOf(mine.id)).map((d) => d.id)).toEqual([kept.id]);
    expect(await db.storedFile.count({ where: { churchId: church.id } })).toBe(1);

    await save(cookie, mine.id, sacramentsForm({ baptized: "ORTHODOX", firstCommunion: "yes", confirmation: "yes" }, [
      { name: "firstCommunionCertificate", bytes: await makePdf(), filename: "c.pdf" },
      { name: "confirmationCertificate", bytes: await makePdf(), filename: "d.pdf" },
    ]));
    expect((await documentsOf(mine.id)).map((d) => d.kind).sort()).toEqual(["BAPTISMAL_CERTIFICATE", "CONFIRMATION_CERTIFICATE", "FIRST_COMMUNION_CERTIFICATE"]);
  });

  it("adds several marriage documents when the marriage history applies, leaving .DS_Store out", async () => {
    const { mine, cookie } = await setup({ marriageHistory: "PREVIOUSLY_MARRIED" });
    const two = [1, 2].map(async (n) => ({ name: "marriageDocs", bytes: await makePdf(`m${n}`), filename: `marriage-${n}.pdf` }));
    expect((await save(cookie, mine.id, sacramentsForm({}, await Promise.all(two)))).status).toBe(302);
    const withClutter = [{ name: "marriageDocs", bytes: Buffer.from("junk"), filename: ".DS_Store" }, { name: "marriageDocs", bytes: await makePdf(), filename: "marriage-3.pdf" }];
    expect((await save(cookie, mine.id, sacramentsForm({}, withClutter))).status).toBe(302);
    expect((await documentsOf(mine.id)).map((d) => d.file.filename)).toEqual(["marriage-1.pdf", "marriage-2.pdf", "marriage-3.pdf"]);
  });

  it("refuses bad files with the spec's messages, keeps the typed values and changes nothing", async () => {
    const { church, mine, cookie } = await setup({ baptized: "CATHOLIC", churchOfBaptism: "St. Anne", marriageHistory: "FIRST_MARRIAGE" });
    const old = await createStudentDocument({ churchId: church.id, studentId: mine.id, kind: "BAPTISMAL_CERTIFICATE" });
    const pdf = await makePdf();
    const big = Buffer.concat([pdf, Buffer.alloc(30 * MB + 1 - pdf.length, 0x20)]);
    const marriage = (n: number, bytes = pdf) => Array.from({ length: n }, (_, i) => ({ name: "marriageDocs", bytes, filename: `m${i}.pdf` }));
    const half = Buffer.concat([pdf, Buffer.alloc(16 * MB, 0x20)]);
    const cases: [string, Part[], string, string][] = [
      ["renamed executable", [{ name: "baptismalCertificate", bytes: EXE, filename: "certificate.pdf" }], "baptismalCertificate", "Unsupported file format! Only PDF is accepted."],
      ["over 30MB", [{ name: "sacramentalForm", bytes: big, filename: "big.pdf" }], "sacramentalForm", "File is too large! Up to 30MB is accepted."],
      ["empty file", [{ name: "consentForm", bytes: Buffer.alloc(0), filename: "empty.pdf" }], "consentForm", "Selected file is not valid!"],
      ["a %PDF- header that does not parse", [{ name: "consentForm", bytes: Buffer.from("%PDF-1.4 nothing"), filename: "x.pdf" }], "consentForm", "Selected file is not valid!"],
      ["six marriage documents", marriage(6), "marriageDocs", "Too many files. Up to 5 files can be selected."],
      ["marriage documents over 30MB together", marriage(2, half), "marriageDocs", "Selected files exceed the size limit. Up to 30MB is accepted."],
    ];
    for (const [label, files, field, message] of cases) {
      const refused = await save(cookie, mine.id, sacramentsForm({ baptized: "PROTESTANT", churchOfBaptism: "Typed Church", confirmation: "yes" }, files));
      expect(refused.status, label).toBe(400);
      expect(refused.reply.result?.error, label).toEqual({ [field]: [message] });
      expect(refused.reply.result?.initialValue, label).toMatchObject({ baptized: "PROTESTANT", churchOfBaptism: "Typed Church", confirmation: "yes" });
    }
    expect(await studentRow(mine.id)).toMatchObject({ baptized: "CATHOLIC", churchOfBaptism: "St. Anne", confirmation: null });
    expect((await documentsOf(mine.id)).map((d) => d.id)).toEqual([old.id]);
    expect(await db.storedFile.count({ where: { churchId: church.id } })).toBe(1);
  });

  it("refuses marriage documents when the marriage history is Never Married or absent", async () => {
    for (const marriageHistory of ["NEVER_MARRIED", null] as const) {
      const { church, mine, cookie } = await setup({ marriageHistory, churchOfBaptism: "St. Anne", baptized: "CATHOLIC" });
      const refused = await save(cookie, mine.id, sacramentsForm({ baptized: "CATHOLIC", churchOfBaptism: "Typed" }, [{ name: "marriageDocs", bytes: await makePdf(), filename: "m.pdf" }]));
      expect(refused.status, String(marriageHistory)).toBe(400);
      expect(refused.reply.result?.error).toEqual({ marriageDocs: [MARRIAGE_DOCS_REFUSED] });
      expect(refused.reply.result?.initialValue).toMatchObject({ churchOfBaptism: "Typed" });
      expect(await studentRow(mine.id)).toMatchObject({ churchOfBaptism: "St. Anne" });
      expect(await db.storedFile.count({ where: { churchId: church.id } })).toBe(0);
    }
  });

  it("shows the spec's fallback when saving fails, and removes the files stored for a save that did not commit", async () => {
    const { church, user, mine, cookie } = await setup({ churchOfBaptism: "St. Anne", baptized: "CATHOLIC" });
    // A plain file where the church's folder of stored files would go: storing the upload fails.
    const blocker = path.join(process.env.DATA_DIR!, "files", church.id);
    mkdirSync(path.dirname(blocker), { recursive: true });
    writeFileSync(blocker, "not a folder");
    try {
      const failed = await save(cookie, mine.id, sacramentsForm({ baptized: "CATHOLIC", churchOfBaptism: "Typed" }, [{ name: "consentForm", bytes: await makePdf(), filename: "c.pdf" }]));
      expect(failed.status).toBe(500);
      expect(failed.reply.result?.error).toEqual({ "": ["Failed to update sacrament info. Please try again."] });
      expect(failed.reply.result?.initialValue).toMatchObject({ churchOfBaptism: "Typed" });
    } finally {
      rmSync(blocker);
    }
    expect(await studentRow(mine.id)).toMatchObject({ churchOfBaptism: "St. Anne" });

    // The database refuses the row (a target outside 2024-2028 that skipped the form): the stored file goes too.
    const pdf = await makePdf();
    const tmpPath = path.join(process.env.DATA_DIR!, `upload-${mine.id}.pdf`);
    writeFileSync(tmpPath, pdf);
    const file = { tmpPath, filename: "c.pdf", size: pdf.length, kind: "pdf" as const, contentType: "application/pdf" };
    const values = { ...BASE, sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: 2035 } as never;
    await expect(updateSacraments({ churchId: church.id, studentId: mine.id, userId: user.id, values, uploads: { files: { consentForm: file }, fileLists: {} } })).rejects.toThrow();
    expect(await db.storedFile.count({ where: { churchId: church.id } })).toBe(0);
    // The bytes were put (the folder exists) and taken out again.
    expect(readdirSync(path.join(process.env.DATA_DIR!, "files", church.id, "student-document"))).toEqual([]);
    rmSync(tmpPath);
    expect(await studentRow(mine.id)).toMatchObject({ sacramentalTrack: "NORMAL", easterVigilTarget: null });
  });

  it("deletes a document from its card with the spec's toast; another church's document or student answers 404", async () => {
    const { church, mine, theirs, theirDocument, cookie } = await setup({ baptized: "CATHOLIC" });
    const document = await createStudentDocument({ churchId: church.id, studentId: mine.id, kind: "BAPTISMAL_CERTIFICATE" });

    expect((await deleteDocument(cookie, mine.id, theirDocument.id)).status).toBe(404);
    expect((await deleteDocument(cookie, theirs.id, theirDocument.id)).status).toBe(404);
    expect((await deleteDocument(cookie, mine.id, "not/an id")).status).toBe(404);
    expect(await documentsOf(theirs.id)).toHaveLength(1);
    expect(blobExists(theirDocument.file.key)).toBe(true);

    const deleted = await deleteDocument(cookie, mine.id, document.id);
    expect(deleted).toMatchObject({ status: 302, location: pageOf(mine.id, "/religious-education") });
    expect(await toastsOf(deleted.headers)).toEqual([{ type: "success", message: MESSAGES.documentDeleted("Baptismal Certificate", "Ana Reyes") }]);
    expect(await documentsOf(mine.id)).toHaveLength(0);
    expect(blobExists(document.file.key)).toBe(false);

    const unknownIntent = await answer(await run(action, makeRequest(pageOf(mine.id), { method: "POST", form: { intent: "destroy" }, cookie }), { studentId: mine.id }));
    expect(unknownIntent).toMatchObject({ status: 400, data: { result: { error: { "": ["Invalid Request!"] } } } });
  });
});
