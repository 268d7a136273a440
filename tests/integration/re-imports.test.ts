import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { createParent, createRegistration, createSchoolClass, createSchoolYear, createStudent, createTwoChurches } from "../../prisma/factories";
import { handleDeadStudentImport, handleStudentImport } from "../../workers/handlers/student-import";
import { IMPORT_MESSAGES } from "~/modules/education/imports/columns";
import { loader as templateLoader } from "~/routes/religious-education.imports.template";
import { action as importAction, loader as importLoader } from "~/routes/religious-education.imports.$importId";
import { action as uploadAction, loader as listLoader } from "~/routes/religious-education.imports._index";
import { db } from "~/utils/db.server";
import { inflatedProblem } from "~/utils/zip.server";
import { answer, makeRequest, run, signIn } from "../support/http";
import { zipOf } from "../support/zip";

const SAMPLE = [
  "Student First Name,Last Name,Alt ID,Birth Date,Gender,Mother's First Name,Mother's Last Name,Mother's E-mail,Class",
  "Ana,Torres,A-1,01/02/2015,Female,Rosa,Lopez,rosa@example.test,Grade 2",
  "Ben,Cruz,,2014-05-06,,,,,",
  'Dina,Marsh,B-7,2016-03-04,Female,Eva,Marsh,"eva@example.test",Grade 2',
  "Ed,Marsh,B-8,7/8/2018,Male,Eva,Marsh,eva@example.test,",
  ",Nofirst,,2015-01-01,,,,,",
  "Fay,Bad,,13/45/2015,,,,,",
  "Gus,Klass,,,,,,,Nonexistent",
].join("\r\n");

/** A church with a year, a class, a student who will be updated and one who will not; the other church has look-alikes. */
async function world() {
  const { church, user, other, otherUser } = await createTwoChurches(["SCHOOL_USER"], ["SCHOOL_USER"]);
  const year = await createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
  const grade2 = await createSchoolClass({ churchId: church.id, className: "Grade 2" });
  const rosa = await createParent({ churchId: church.id, role: "MOTHER", firstname: "Rosa", lastname: "Lopez", email: "rosa@example.test" });
  const ana = await createStudent({ churchId: church.id, firstname: "Ana", lastname: "Torres", altID: "A-1", dateOfBirth: new Date("2015-01-02T00:00:00Z"), motherId: rosa.id });
  await createStudent({ churchId: church.id, firstname: "Ben", lastname: "Cruz", dateOfBirth: new Date("2014-05-06T00:00:00Z") });
  // The other church: the same altID, the same parent e-mail, a class of the same name.
  const theirRosa = await createParent({ churchId: other.id, role: "MOTHER", firstname: "Rosa", lastname: "Lopez", email: "rosa@example.test" });
  await createStudent({ churchId: other.id, firstname: "Carl", lastname: "Other", altID: "A-1", motherId: theirRosa.id });
  await createSchoolClass({ churchId: other.id, className: "Grade 2" });
  return { church, user, other, cookie: await signIn(user), otherCookie: await signIn(otherUser), year, grade2, rosa, ana };
}

/** Every row of the church's students, parents and registrations, as the database holds them. */
async function dump(churchId: string) {
  const [students, parents, registrations] = await Promise.all([
    db.student.findMany({ where: { churchId }, orderBy: { id: "asc" } }),
    db.parent.findMany({ where: { churchId }, orderBy: { id: "asc" } }),
    db.registration.findMany({ where: { churchId }, orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ students, parents, registrations });
}

function upload(cookie: string, bytes: Buffer | string, filename: string) {
  const form = new FormData();
  form.append("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], filename));
  return run(uploadAction, makeRequest("/religious-education/imports", { form, cookie }));
}

async function uploaded(cookie: string, bytes: Buffer | string, filename: string) {
  const a = await answer(await upload(cookie, bytes, filename));
  expect(a.status).toBe(302);
  return a.location!.split("/").pop()!;
}

const post = (cookie: string, importId: string, form: Record<string, string> | FormData) =>
  run(importAction, makeRequest(`/religious-education/imports/${importId}`, { form, cookie }), { importId });
const step = (churchId: string, importId: string, name: "verify" | "import" | "rollback", options = {}) => handleStudentImport({ churchId, importId, step: name }, options);
const batchOf = (id: string) => db.studentImport.findUniqueOrThrow({ where: { id } });

describe("spreadsheet imports", () => {
  it("verifies, imports and rolls back a file of new, updated, unchanged and bad rows, leaving the church exactly as before", async () => {
    const w = await world();
    const before = await dump(w.church.id);
    const otherBefore = await dump(w.other.id);

    const importId = await uploaded(w.cookie, SAMPLE, "parishsoft export.csv");
    expect((await batchOf(importId)).status).toBe("VERIFYING");
    expect(await step(w.church.id, importId, "verify")).toBe("verified");
    // A second run of the same step changes nothing more.
    expect(await step(w.church.id, importId, "verify")).toBe("skipped");
    const verified = await batchOf(importId);
    expect(verified).toMatchObject({ status: "VERIFIED", rowsTotal: 7, newCount: 2, updatedCount: 1, unchangedCount: 1, errorCount: 3 });
    expect(verified.mapping).toEqual(["firstname", "lastname", "altID", "dateOfBirth", "gender", "motherFirstname", "motherLastname", "motherEmail", "className"]);
    expect(await dump(w.church.id)).toBe(before);

    const page = (await answer(await run(importLoader, makeRequest(`/religious-education/imports/${importId}`, { cookie: w.cookie }), { importId }))).data as Awaited<ReturnType<typeof importLoader>>;
    const rowOf = (n: number) => page.rows.find((r) => r.rowNumber === n)!;
    expect(rowOf(2).outcome).toBe("UPDATED");
    expect(rowOf(2).changes).toEqual(expect.arrayContaining([{ what: "Student", field: "Gender", from: "(empty)", to: "Female" }, { what: "Class (2026-2027)", field: "", from: "", to: "Grade 2" }]));
    expect(rowOf(3).outcome).toBe("UNCHANGED");
    expect(rowOf(4).outcome).toBe("NEW");
    expect(rowOf(6).errors).toEqual([{ cell: "A6", column: "Student First Name", message: "Firstname and Lastname is required!" }]);
    expect(rowOf(7).errors).toEqual([{ cell: "D7", column: "Birth Date", message: "Date of Birth must be a valid date, not in the future" }]);
    expect(rowOf(8).errors[0]).toMatchObject({ cell: "I8", message: expect.stringContaining('There is no class named "Nonexistent"') });
    // Only errors, when asked.
    const errors = (await answer(await run(importLoader, makeRequest(`/religious-education/imports/${importId}?show=ERROR`, { cookie: w.cookie }), { importId }))).data as typeof page;
    expect(errors.rows.map((r) => r.rowNumber)).toEqual([6, 7, 8]);

    // Import: in batches of one row, stopped after the first batch, then resumed by the retry.
    expect((await answer(await post(w.cookie, importId, { intent: "import" }))).status).toBe(302);
    let stop = true;
    await expect(step(w.church.id, importId, "import", { batchRows: 1, stopping: () => stop })).rejects.toThrow(/stopping/);
    expect(await batchOf(importId)).toMatchObject({ status: "IMPORTING", rowsDone: 1 });
    stop = false;
    expect(await step(w.church.id, importId, "import", { batchRows: 1 })).toBe("imported");
    expect(await step(w.church.id, importId, "import")).toBe("skipped");
    expect(await batchOf(importId)).toMatchObject({ status: "IMPORTED", rowsDone: 3 });

    const marshes = await db.student.findMany({ where: { churchId: w.church.id, lastname: "Marsh" }, orderBy: { firstname: "asc" } });
    expect(marshes.map((s) => s.firstname)).toEqual(["Dina", "Ed"]);
    expect(marshes[0]!.motherId).toBeTruthy();
    expect(marshes[1]!.motherId).toBe(marshes[0]!.motherId);
    expect(marshes[1]!.dateOfBirth?.toISOString().slice(0, 10)).toBe("2018-07-08");
    expect(await db.parent.count({ where: { churchId: w.church.id, email: "eva@example.test" } })).toBe(1);
    const ana = await db.student.findUniqueOrThrow({ where: { id: w.ana.id } });
    expect(ana.gender).toBe("FEMALE");
    expect(ana.motherId).toBe(w.rosa.id);
    expect(await db.registration.count({ where: { churchId: w.church.id, schoolClassId: w.grade2.id } })).toBe(2);
    // Only Ana was changed; what the import created is read back from the applied rows.
    expect(await db.studentImportRecord.count({ where: { importId } })).toBe(1);
    expect(await dump(w.other.id)).toBe(otherBefore);

    // The other church cannot see or roll back this import.
    expect((await answer(await run(importLoader, makeRequest(`/religious-education/imports/${importId}`, { cookie: w.otherCookie }), { importId }))).status).toBe(404);
    expect((await answer(await post(w.otherCookie, importId, { intent: "rollback" }))).status).toBe(404);
    expect(await step(w.other.id, importId, "rollback")).toBe("skipped");

    expect((await answer(await post(w.cookie, importId, { intent: "rollback" }))).status).toBe(302);
    expect(await step(w.church.id, importId, "rollback")).toBe("rolled-back");
    expect(await step(w.church.id, importId, "rollback")).toBe("skipped");
    expect(await batchOf(importId)).toMatchObject({ status: "ROLLED_BACK" });
    expect(await dump(w.church.id)).toBe(before);
    expect(await dump(w.other.id)).toBe(otherBefore);

    const list = (await answer(await run(listLoader, makeRequest("/religious-education/imports", { cookie: w.cookie })))).data as Awaited<ReturnType<typeof listLoader>>;
    expect(list.rows).toEqual([expect.objectContaining({ filename: "parishsoft export.csv", status: "ROLLED_BACK", newCount: 2, updatedCount: 1, errorCount: 3 })]);
    const theirs = (await answer(await run(listLoader, makeRequest("/religious-education/imports", { cookie: w.otherCookie })))).data as typeof list;
    expect(theirs.rows).toEqual([]);
  });

  it("refuses a rollback when a record was changed after the import, and changes nothing", async () => {
    const w = await world();
    const importId = await uploaded(w.cookie, SAMPLE, "export.csv");
    await step(w.church.id, importId, "verify");
    await post(w.cookie, importId, { intent: "import" });
    await step(w.church.id, importId, "import");
    const dina = await db.student.findFirstOrThrow({ where: { churchId: w.church.id, firstname: "Dina" } });
    await db.student.update({ where: { id: dina.id }, data: { notes: "Allergic to peanuts" } });
    const ed = await db.student.findFirstOrThrow({ where: { churchId: w.church.id, firstname: "Ed" } });
    await createRegistration({ churchId: w.church.id, studentId: ed.id, schoolClassId: w.grade2.id, schoolYearId: w.year.id });
    const after = await dump(w.church.id);
    await post(w.cookie, importId, { intent: "rollback" });
    expect(await step(w.church.id, importId, "rollback")).toBe("refused");
    const batch = await batchOf(importId);
    expect(batch.status).toBe("IMPORTED");
    expect(batch.message).toContain(IMPORT_MESSAGES.rollbackRefused);
    expect(batch.message).toContain("Dina Marsh (student) was edited");
    expect(batch.message).toContain("Ed Marsh (student) has records added after the import");
    expect(await dump(w.church.id)).toBe(after);
  });

  it("maps headers as chosen, reads formula results, and refuses bad files with a clear message writing nothing", async () => {
    const w = await world();
    const before = await dump(w.church.id);
    const refusedAtUpload = async (bytes: Buffer | string, filename: string, message: string) => {
      const a = await answer(await upload(w.cookie, bytes, filename));
      expect(a.status).toBe(400);
      expect(JSON.stringify(a.data)).toContain(JSON.stringify(message).slice(1, -1));
    };
    const refusedByVerify = async (bytes: Buffer | string, filename: string, message: string) => {
      const id = await uploaded(w.cookie, bytes, filename);
      expect(await step(w.church.id, id, "verify")).toBe("refused");
      expect(await batchOf(id)).toMatchObject({ status: "REFUSED", message });
      expect(await db.studentImportRow.count({ where: { importId: id } })).toBe(0);
    };

    await refusedAtUpload(Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(600, 0)]), "students.xlsx", IMPORT_MESSAGES.notSpreadsheet);
    await refusedAtUpload(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 0)]), "students.xls", IMPORT_MESSAGES.xls);
    await refusedAtUpload(zipOf([{ name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(1000), declaredSize: 4_000_000_000 }]), "bomb.xlsx", IMPORT_MESSAGES.zipBomb);
    await refusedAtUpload(zipOf(Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}`, data: Buffer.from("x") }))), "many.xlsx", IMPORT_MESSAGES.zipBomb);
    await refusedAtUpload(zipOf([{ name: "hello.txt", data: Buffer.from("hello") }]), "plain.xlsx", IMPORT_MESSAGES.notSpreadsheet);
    expect(await db.studentImport.count({ where: { churchId: w.church.id } })).toBe(0);

    await refusedByVerify("First Name,Last Name\r\n", "empty.csv", IMPORT_MESSAGES.emptySheet);
    await refusedByVerify(["First Name,Last Name", ...Array.from({ length: 50_001 }, (_, i) => `A${i},B`)].join("\n"), "huge.csv", IMPORT_MESSAGES.tooManyRows);
    const merged = new ExcelJS.Workbook();
    const sheet = merged.addWorksheet("Students");
    sheet.addRow(["Student", "", "Mother"]);
    sheet.mergeCells("A1:B1");
    sheet.addRow(["Ana", "Torres", "Rosa"]);
    await refusedByVerify(Buffer.from(await merged.xlsx.writeBuffer()), "merged.xlsx", IMPORT_MESSAGES.mergedHeaders);
    expect(await dump(w.church.id)).toBe(before);

    // Odd headers, a formula (its saved value is read, never run), then the mapping changed by hand.
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet("Export");
    ws.addRow(["Given", "Family", "Kid Notes"]);
    ws.addRow(["Zoë", { formula: 'UPPER("núñez")', result: "NÚÑEZ" }, "Likes music"]);
    const id = await uploaded(w.cookie, Buffer.from(await book.xlsx.writeBuffer()), "odd.xlsx");
    await step(w.church.id, id, "verify");
    const first = await batchOf(id);
    expect(first.mapping).toEqual(["firstname", "", ""]);
    expect(first.message).toBe(IMPORT_MESSAGES.noNames);
    expect((await answer(await post(w.cookie, id, { intent: "import" }))).status).toBe(409);
    const duplicate = new FormData();
    for (const field of ["firstname", "firstname", ""]) duplicate.append("mapping", field);
    duplicate.append("intent", "remap");
    expect(JSON.stringify((await answer(await post(w.cookie, id, duplicate))).data)).toContain(IMPORT_MESSAGES.duplicateField);
    const form = new FormData();
    for (const field of ["firstname", "lastname", "notes"]) form.append("mapping", field);
    form.append("intent", "remap");
    expect((await answer(await post(w.cookie, id, form))).status).toBe(302);
    expect(await step(w.church.id, id, "verify")).toBe("verified");
    const row = await db.studentImportRow.findFirstOrThrow({ where: { importId: id } });
    expect(row).toMatchObject({ outcome: "NEW", name: "NÚÑEZ, Zoë" });
    expect(await dump(w.church.id)).toBe(before);
  });

  it("a step out of retries says so and can be tried again; the template names every column", async () => {
    const w = await world();
    const id = await uploaded(w.cookie, SAMPLE, "export.csv");
    await handleDeadStudentImport({ churchId: w.church.id, importId: id, step: "verify" }, { message: "database went away" });
    expect((await batchOf(id)).message).toContain("stopped after several attempts (database went away)");
    expect((await answer(await post(w.cookie, id, { intent: "retry" }))).status).toBe(302);
    expect((await batchOf(id)).message).toBeNull();
    expect(await step(w.church.id, id, "verify")).toBe("verified");

    const template = (await run(templateLoader, makeRequest("/religious-education/imports/template", { cookie: w.cookie }))).result as Response;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.arrayBuffer());
    const headers = (workbook.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(["First Name", "Last Name", "Alt ID", "Date of Birth", "Mother Email", "Father First Name", "Class", "School Year"]));
  });

  it("refuses a zip whose directory lies about the sizes once it is inflated", () => {
    const bomb = zipOf([{ name: "a", data: Buffer.alloc(50_000), declaredSize: 10 }]);
    expect(inflatedProblem(bomb, { maxEntries: 10, maxBytes: 1_000 })).toBe("too-large");
    expect(inflatedProblem(bomb, { maxEntries: 10, maxBytes: 100_000 })).toBeNull();
  });
});
