import { existsSync } from "node:fs";
import path from "node:path";
import { INTENT, serializeIntent } from "@conform-to/dom";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { baptismDay, createBaptism, createBaptismDate, createBaptismDocument, createStaff, createTwoChurches, createUser, makePdf } from "../../prisma/factories";
import { BaptismSchema } from "~/modules/baptisms/baptism-schema";
import { readiness } from "~/modules/baptisms/completeness";
import { BaptismDateSchema } from "~/modules/baptisms/date-schema";
import { listBaptismDateOptions } from "~/modules/baptisms/date-options.server";
import { certificateLines } from "~/modules/baptisms/baptism-certificate.server";
import { getBaptism } from "~/modules/baptisms/get-baptism.server";
import { getFileForDownload } from "~/modules/files/get-file.server";
import { listBaptismDates } from "~/modules/baptisms/list-baptism-dates.server";
import { listPastBaptisms, listUpcomingBaptisms } from "~/modules/baptisms/list-baptisms.server";
import { getNotesReport } from "~/modules/baptisms/notes-report.server";
import { BAPTISM_MESSAGES, PAST_PAGE_SIZE } from "~/modules/baptisms/options";
import { startOfDay, wallClock } from "~/modules/parish/wall-clock";
import { MESSAGES } from "~/modules/education/options";
import { STAFF_MESSAGES } from "~/modules/staff/options";
import { loader as listLoader } from "~/routes/baptisms._index";
import { action as addAction, loader as addLoader } from "~/routes/baptisms.add-baptism";
import { action as editAction, loader as editLoader } from "~/routes/baptisms.$baptismId._index";
import { loader as splatLoader } from "~/routes/baptisms.$";
import { loader as certificateLoader } from "~/routes/baptisms.$baptismId.certificate";
import { loader as datesLoader } from "~/routes/baptisms.dates._index";
import { action as addDateAction, loader as addDateLoader } from "~/routes/baptisms.dates.add";
import { action as editDateAction, loader as editDateLoader } from "~/routes/baptisms.dates.$dateId.edit";
import { loader as notesLoader } from "~/routes/baptisms.reports.notes-report";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { loader as searchLoader } from "~/routes/search";
import { db } from "~/utils/db.server";
import { takeToasts } from "~/utils/session.server";
import { expectAppError } from "../support/app-error";
import { answer, cookieFrom, makeRequest, run, signIn, TEST_CONTEXT } from "../support/http";

type Fn = Parameters<typeof run>[0];
type Answer = Awaited<ReturnType<typeof answer>>;
type Part = { name: string; bytes: Buffer; filename: string };
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(256, 0x41)]);

const get = async (fn: Fn, p: string, cookie: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { cookie }), params));
const post = async (fn: Fn, p: string, form: Record<string, string> | FormData, cookie: string, params: Record<string, string> = {}) =>
  answer(await run(fn, makeRequest(p, { method: "POST", form, cookie }), params));
const toastsOf = async (res: Answer) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) }))).toasts.map((t) => t.message);
const errorsOf = (res: Answer) => (res.data as { result: { error: Record<string, string[]> } }).result.error;
const blobExists = (key: string) => existsSync(path.join(process.env.DATA_DIR!, "files", key));

function multipart(fields: Record<string, string>, files: Part[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.name, new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.filename);
  return form;
}
const child = (dateId: string, extra: Record<string, string> = {}) => ({ dateTime: dateId, firstname: "Lucas", lastname: "Garcia", dateOfBirth: "2026-03-01", ...extra });

async function setup() {
  const { church, user, other } = await createTwoChurches();
  const priest = await createStaff({ churchId: church.id, firstname: "John", lastname: "Brennan", role: "PRIEST" });
  const theirPriest = await createStaff({ churchId: other.id, firstname: "Their", lastname: "Priest" });
  const next = await createBaptismDate({ churchId: church.id, date: baptismDay(7, 10), officiantId: priest.id });
  const theirDate = await createBaptismDate({ churchId: other.id, date: baptismDay(7, 10), officiantId: theirPriest.id });
  const theirBaptism = await createBaptism({ churchId: other.id, baptismDateId: theirDate.id, firstname: "Their", lastname: "Child", notes: "Their note" });
  const theirDocument = await createBaptismDocument({ churchId: other.id, baptismId: theirBaptism.id, kind: "BIRTH_CERTIFICATE" });
  return { church, user, other, priest, theirPriest, next, theirDate, theirBaptism, theirDocument, cookie: await signIn(user) };
}

describe("wall-clock dates", () => {
  it("reads typed dates and times as the parish's wall clock and finds the parish's today", () => {
    expect(wallClock("2026-12-06", "10:30")?.toISOString()).toBe("2026-12-06T10:30:00.000Z");
    expect(wallClock("2026-02-30", "10:30")).toBeNull();
    expect(wallClock("2026-12-06", "25:00")).toBeNull();
    // 03:00 UTC on the 7th is still the evening of the 6th in Chicago.
    expect(startOfDay(new Date("2026-12-07T03:00:00Z"), "America/Chicago").toISOString()).toBe("2026-12-06T00:00:00.000Z");
    expect(startOfDay(new Date("2026-12-07T03:00:00Z"), "Europe/Rome").toISOString()).toBe("2026-12-07T00:00:00.000Z");
  });
});

describe("baptism dates", () => {
  it("the form needs every field ('All fields are required.') and real values", () => {
    const missing = BaptismDateSchema.safeParse({ date: "2026-12-06", time: " " });
    expect(missing.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["", BAPTISM_MESSAGES.allFieldsRequired]]);
    const bad = BaptismDateSchema.safeParse({ date: "2026-02-30", time: "9am", officiant: "x" });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["date", BAPTISM_MESSAGES.invalidDate],
      ["time", BAPTISM_MESSAGES.invalidTime],
    ]);
    expect(BaptismDateSchema.safeParse({ date: "1899-12-31", time: "10:00", officiant: "x" }).error?.issues[0].message).toBe(BAPTISM_MESSAGES.dateOutOfRange);
    expect(BaptismDateSchema.parse({ date: "2026-12-06", time: "14:15", officiant: "abc" })).toEqual({ when: new Date("2026-12-06T14:15:00Z"), officiant: "abc" });
  });

  it("adds a date with the spec's toast; refuses missing fields, another church's officiant, an inactive or lay one, and a second date at the same time", async () => {
    const { church, priest, theirPriest, cookie } = await setup();
    const loaded = await get(addDateLoader, "/baptisms/dates/add", cookie);
    expect((loaded.data as { officiants: { id: string }[] }).officiants.map((o) => o.id)).toEqual([priest.id]);
    const count = () => db.baptismDate.count({ where: { churchId: church.id } });

    const empty = await post(addDateAction, "/baptisms/dates/add", { date: "2027-01-10", time: "" }, cookie);
    expect(empty.status).toBe(400);
    expect(errorsOf(empty)[""]).toEqual([BAPTISM_MESSAGES.allFieldsRequired]);

    const retired = await createStaff({ churchId: church.id, firstname: "Old", lastname: "Priest", status: "INACTIVE" });
    const secretary = await createStaff({ churchId: church.id, firstname: "Ann", lastname: "Cole", role: "SECRETARY", personType: "LAY" });
    for (const officiant of [theirPriest.id, retired.id, secretary.id, "../x"]) {
      const refused = await post(addDateAction, "/baptisms/dates/add", { date: "2027-01-10", time: "10:00", officiant }, cookie);
      expect(refused.status, officiant).toBe(400);
      expect(errorsOf(refused).officiant).toEqual([STAFF_MESSAGES.notAnOfficiant]);
    }
    const before = await count();

    const added = await post(addDateAction, "/baptisms/dates/add", { date: "2027-01-10", time: "11:30", officiant: priest.id }, cookie);
    expect(added.location).toBe("/baptisms/dates");
    expect(await toastsOf(added)).toEqual(["Baptism Date addded successfully"]);
    expect(await count()).toBe(before + 1);
    expect(await db.baptismDate.findFirst({ where: { churchId: church.id, date: new Date("2027-01-10T11:30:00Z") } })).toMatchObject({ officiantId: priest.id });

    const twice = await post(addDateAction, "/baptisms/dates/add", { date: "2027-01-10", time: "11:30", officiant: priest.id }, cookie);
    expect(twice.status).toBe(409);
    expect(errorsOf(twice).date).toEqual([BAPTISM_MESSAGES.dateTaken]);
    expect(await count()).toBe(before + 1);
  });

  it("edits a date (keeping an officiant who is no longer active); another church's date is a 404 that changes nothing", async () => {
    const { church, next, theirDate, priest, cookie } = await setup();
    const page = (id: string) => `/baptisms/dates/${id}/edit`;
    const loaded = await get(editDateLoader, page(next.id), cookie, { dateId: next.id });
    expect(loaded.data).toMatchObject({ date: { id: next.id, officiantId: priest.id }, from: null });
    expect((await get(editDateLoader, page(theirDate.id), cookie, { dateId: theirDate.id })).status).toBe(404);

    await db.staff.update({ where: { id: priest.id }, data: { status: "INACTIVE" } });
    const saved = await post(editDateAction, page(next.id), { dateId: next.id, date: "2027-02-07", time: "09:00", officiant: priest.id }, cookie, { dateId: next.id });
    expect(saved.location).toBe("/baptisms/dates");
    expect(await toastsOf(saved)).toEqual(["Baptism Date updated successfully"]);
    expect((await db.baptismDate.findUniqueOrThrow({ where: { id: next.id } })).date).toEqual(new Date("2027-02-07T09:00:00Z"));

    const mine = await createStaff({ churchId: church.id, firstname: "New", lastname: "Deacon", role: "DEACON" });
    expect((await post(editDateAction, page(theirDate.id), { dateId: theirDate.id, date: "2027-02-07", time: "09:00", officiant: mine.id }, cookie, { dateId: theirDate.id })).status).toBe(404);
    expect((await post(editDateAction, page(next.id), { dateId: theirDate.id, date: "2027-02-07", time: "09:00", officiant: mine.id }, cookie, { dateId: next.id })).status).toBe(404);
    expect(await db.baptismDate.findUniqueOrThrow({ where: { id: theirDate.id } })).toMatchObject({ date: theirDate.date, officiantId: theirDate.officiantId });
    const noId = await post(editDateAction, page(next.id), { date: "2027-02-07", time: "09:00", officiant: mine.id }, cookie, { dateId: next.id });
    expect(errorsOf(noId)[""]).toEqual([BAPTISM_MESSAGES.dateIdRequired]);
  });

  it("lists upcoming dates soonest first and past ones latest first, with the officiant", async () => {
    const { church, next, priest, cookie } = await setup();
    const later = await createBaptismDate({ churchId: church.id, date: baptismDay(14, 12), officiantId: priest.id });
    const today = await createBaptismDate({ churchId: church.id, date: baptismDay(0, 8), officiantId: priest.id });
    const lastWeek = await createBaptismDate({ churchId: church.id, date: baptismDay(-7), officiantId: priest.id });
    const lastMonth = await createBaptismDate({ churchId: church.id, date: baptismDay(-30), officiantId: priest.id });
    const upcoming = await listBaptismDates(church.id, { when: "upcoming" });
    expect(upcoming.dates.map((d) => d.id)).toEqual([today.id, next.id, later.id]);
    expect(upcoming.dates[0].officiant).toBe("John Brennan");
    expect((await listBaptismDates(church.id, { when: "past" })).dates.map((d) => d.id)).toEqual([lastWeek.id, lastMonth.id]);
    const screen = await get(datesLoader, "/baptisms/dates?when=past", cookie);
    expect((screen.data as { when: string; total: number }).when).toBe("past");
    expect((screen.data as { total: number }).total).toBe(2);
    // A baptism may be given an upcoming date, or the past one it already has.
    expect((await listBaptismDateOptions(church.id)).map((o) => o.id)).toEqual([today.id, next.id, later.id]);
    expect((await listBaptismDateOptions(church.id, lastWeek.id)).map((o) => o.id)).toEqual([lastWeek.id, today.id, next.id, later.id]);
  });
});

describe("the baptism form", () => {
  it("says the spec's messages for what is required, and checks the date of birth", () => {
    const empty = BaptismSchema.safeParse({});
    expect(Object.fromEntries(empty.error!.issues.map((i) => [i.path.join("."), i.message]))).toEqual({
      dateTime: BAPTISM_MESSAGES.selectDateTime,
      firstname: BAPTISM_MESSAGES.firstnameRequired,
      lastname: BAPTISM_MESSAGES.lastnameRequired,
      dateOfBirth: BAPTISM_MESSAGES.dateOfBirthRequired,
    });
    expect(BaptismSchema.safeParse(child("d1", { dateOfBirth: "2026-02-30" })).error?.issues[0].message).toBe(BAPTISM_MESSAGES.dateOfBirthInvalid);
    expect(BaptismSchema.safeParse(child("d1", { dateOfBirth: "2999-01-01" })).error?.issues[0].message).toBe(BAPTISM_MESSAGES.dateOfBirthFuture);
  });

  it("is ready when the parents' and the godparents' documents and classes are in", () => {
    const none = { birthCertificate: false, allParentDocs: false, godmotherDocs: false, godfatherDocs: false, baptismClassParents: false, baptismClassGodmother: false, baptismClassGodfather: false, godparentCount: 0 };
    expect(readiness(none)).toEqual({ parentsDocs: false, godparentsDocs: false, complete: false });
    const oneGodparent = { ...none, birthCertificate: true, allParentDocs: true, godfatherDocs: true, baptismClassParents: true, baptismClassGodfather: true, godparentCount: 1 };
    expect(readiness(oneGodparent)).toEqual({ parentsDocs: true, godparentsDocs: true, complete: true });
    expect(readiness({ ...oneGodparent, godparentCount: 2 })).toEqual({ parentsDocs: true, godparentsDocs: false, complete: false });
    expect(readiness({ ...oneGodparent, godmotherDocs: true, baptismClassGodmother: true, godparentCount: 3 })).toMatchObject({ complete: true });
  });
});

describe("add, edit and delete a baptism", () => {
  it("answers what is missing with the spec's messages, then adds a baptism with parties, godparents and a document, and goes back to from", async () => {
    const { church, next, cookie } = await setup();
    const missing = await post(addAction, "/baptisms/add-baptism", multipart({}), cookie);
    expect(missing.status).toBe(400);
    expect(errorsOf(missing)).toMatchObject({
      dateTime: [BAPTISM_MESSAGES.selectDateTime],
      firstname: [BAPTISM_MESSAGES.firstnameRequired],
      lastname: [BAPTISM_MESSAGES.lastnameRequired],
      dateOfBirth: [BAPTISM_MESSAGES.dateOfBirthRequired],
    });

    const fields = child(next.id, {
      middlename: "José",
      "mother.firstname": "Carmen",
      "mother.lastname": "Garcia",
      "father.firstname": "Miguel",
      "father.lastname": "Garcia",
      "godparents[0].firstname": "Rosa",
      "godparents[0].lastname": "Diaz",
      "godparents[1].firstname": "",
      "godparents[2].firstname": "Pedro",
      "godparents[2].lastname": "Ruiz",
      "witness.firstname": "Ana",
      "witness.lastname": "Lee",
      allParentDocs: "on",
      baptismClassParents: "on",
      notes: "Grandmother flies in from Madrid.\r\nNeeds a seat near the front.",
      registerBook: "12",
    });
    const added = await post(addAction, `/baptisms/add-baptism?from=${encodeURIComponent("/dashboard")}`, multipart(fields, [{ name: "birthCertificateFile", bytes: await makePdf("birth"), filename: "birth.pdf" }]), cookie);
    expect(added.location).toBe("/dashboard");
    expect(await toastsOf(added)).toEqual(["Baptism added successfully."]);
    const row = await db.baptism.findFirstOrThrow({ where: { churchId: church.id }, include: { godparents: { orderBy: { position: "asc" } }, documents: { include: { file: true } } } });
    expect(row).toMatchObject({
      baptismDateId: next.id,
      firstname: "Lucas",
      middlename: "José",
      searchName: "lucasjoségarcia",
      dateOfBirth: new Date("2026-03-01T00:00:00Z"),
      motherFirstname: "Carmen",
      fatherLastname: "Garcia",
      witnessFirstname: "Ana",
      birthCertificate: true,
      allParentDocs: true,
      godmotherDocs: false,
      baptismClassParents: true,
      notes: "Grandmother flies in from Madrid.\nNeeds a seat near the front.",
      // Not celebrated yet: the register is not kept.
      registerBook: null,
    });
    expect(row.godparents.map((g) => [g.position, g.firstname, g.lastname])).toEqual([
      [1, "Rosa", "Diaz"],
      [2, "Pedro", "Ruiz"],
    ]);
    expect(row.documents).toHaveLength(1);
    expect(row.documents[0]).toMatchObject({ kind: "BIRTH_CERTIFICATE", file: { filename: "birth.pdf", churchId: church.id, ownerId: row.id } });
    expect(blobExists(row.documents[0].file.key)).toBe(true);

    const plain = await post(addAction, "/baptisms/add-baptism", multipart(child(next.id, { firstname: "Mia" })), cookie);
    expect(plain.location).toBe("/baptisms");
  });

  it("refuses a file that is not a PDF, another church's date (404) and a past date, saving nothing", async () => {
    const { church, next, theirDate, priest, cookie } = await setup();
    const count = () => db.baptism.count({ where: { churchId: church.id } });
    const files = () => db.storedFile.count({ where: { churchId: church.id } });
    const exe = await post(addAction, "/baptisms/add-baptism", multipart(child(next.id), [{ name: "godmotherDocsFile", bytes: EXE, filename: "godmother.pdf" }]), cookie);
    expect(exe.status).toBe(400);
    expect(errorsOf(exe).godmotherDocsFile).toEqual([MESSAGES.unsupportedPdf]);
    expect((exe.data as { result: { initialValue: Record<string, unknown> } }).result.initialValue).toMatchObject({ firstname: "Lucas" });

    expect((await post(addAction, "/baptisms/add-baptism", multipart(child(theirDate.id)), cookie)).status).toBe(404);
    const past = await createBaptismDate({ churchId: church.id, date: baptismDay(-3), officiantId: priest.id });
    const refused = await post(addAction, "/baptisms/add-baptism", multipart(child(past.id)), cookie);
    expect(refused.status).toBe(400);
    expect(errorsOf(refused).dateTime).toEqual([BAPTISM_MESSAGES.selectDateTime]);
    expect(errorsOf(await post(addAction, "/baptisms/add-baptism", multipart(child(next.id, { dateOfBirth: "12/01/2025" })), cookie)).dateOfBirth).toEqual([BAPTISM_MESSAGES.dateOfBirthInvalid]);
    // Without JavaScript "Add another godparent" posts the form: it comes back (200: nothing failed) with a third row, nothing saved.
    const insert = serializeIntent({ type: "insert", payload: { name: "godparents" } });
    const added = await post(addAction, "/baptisms/add-baptism", multipart({ ...child(next.id), "godparents[0].firstname": "Rosa", "godparents[1].firstname": "", [INTENT]: insert }), cookie);
    expect(added.status).toBe(200);
    const state = (added.data as { result: { initialValue: { godparents: unknown[]; firstname: string } } }).result.initialValue;
    expect(state).toMatchObject({ firstname: "Lucas" });
    expect(state.godparents).toHaveLength(3);
    // A plain (not multipart) post is not the page's own form.
    expect((await post(addAction, "/baptisms/add-baptism", child(next.id), cookie)).status).toBe(400);
    expect(await count()).toBe(0);
    expect(await files()).toBe(0);
  });

  it("loads a baptism for editing; another church's baptism is a 404 for the page, a save, a delete and a document", async () => {
    const { next, theirBaptism, theirDocument, cookie } = await setup();
    const mine = await createBaptism({ churchId: next.churchId, baptismDateId: next.id, firstname: "Ava", lastname: "Park", godparents: [{ firstname: "Rosa", lastname: "Diaz" }] });
    const page = (id: string) => `/baptisms/${id}`;
    const loaded = await get(editLoader, page(mine.id), cookie, { baptismId: mine.id });
    expect(loaded.data).toMatchObject({ baptism: { id: mine.id, name: "Ava Park", celebrated: false, godparents: [{ firstname: "Rosa" }], date: { id: next.id, officiant: "John Brennan" } } });
    expect((loaded.data as { dateOptions: { id: string }[] }).dateOptions.map((o) => o.id)).toEqual([next.id]);

    expect((await get(editLoader, page(theirBaptism.id), cookie, { baptismId: theirBaptism.id })).status).toBe(404);
    expect((await get(editLoader, page("no-such-baptism"), cookie, { baptismId: "no-such-baptism" })).status).toBe(404);
    const theirs = { baptismId: theirBaptism.id };
    expect((await post(editAction, page(theirBaptism.id), multipart(child(next.id, { baptismId: theirBaptism.id })), cookie, theirs)).status).toBe(404);
    expect((await post(editAction, page(mine.id), multipart(child(next.id, { baptismId: theirBaptism.id })), cookie, { baptismId: mine.id })).status).toBe(404);
    expect((await post(editAction, page(theirBaptism.id), { intent: "delete", baptismId: theirBaptism.id }, cookie, theirs)).status).toBe(404);
    expect((await post(editAction, page(mine.id), { intent: "delete-document", documentId: theirDocument.id }, cookie, { baptismId: mine.id })).status).toBe(404);
    expect(await db.baptism.findUniqueOrThrow({ where: { id: theirBaptism.id } })).toMatchObject({ firstname: "Their", notes: "Their note" });
    expect(await db.baptismDocument.count({ where: { id: theirDocument.id } })).toBe(1);
    expect(blobExists(theirDocument.file.key)).toBe(true);
  });

  it("updates a baptism: a new document replaces the old one, the register is kept once celebrated, the date may stay a past one", async () => {
    const { church, next, priest, cookie } = await setup();
    const todays = await createBaptismDate({ churchId: church.id, date: baptismDay(0, 9), officiantId: priest.id });
    const mine = await createBaptism({ churchId: church.id, baptismDateId: next.id, firstname: "Ava", lastname: "Park" });
    const old = await createBaptismDocument({ churchId: church.id, baptismId: mine.id, kind: "GODFATHER_DOCS", filename: "old.pdf" });
    const page = `/baptisms/${mine.id}?from=${encodeURIComponent("/baptisms?page=2")}`;

    const upcoming = await post(editAction, page, multipart(child(next.id, { baptismId: mine.id, firstname: "Eva", registerBook: "12" }), [{ name: "godfatherDocsFile", bytes: await makePdf("new"), filename: "new.pdf" }]), cookie, { baptismId: mine.id });
    expect(upcoming.location).toBe("/baptisms?page=2");
    expect(await toastsOf(upcoming)).toEqual(["Baptism updated successfully."]);
    const documents = await db.baptismDocument.findMany({ where: { baptismId: mine.id }, include: { file: true } });
    expect(documents.map((d) => [d.kind, d.file.filename])).toEqual([["GODFATHER_DOCS", "new.pdf"]]);
    expect(blobExists(old.file.key)).toBe(false);
    expect(await db.baptism.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({ firstname: "Eva", godfatherDocs: true, registerBook: null, lastname: "Garcia" });

    const register = { registerBook: "12", registerPage: "34", registerEntry: "567", confirmationNotation: "Confirmed 05/04/2040, St. Mary" };
    await post(editAction, page, multipart(child(todays.id, { baptismId: mine.id, ...register })), cookie, { baptismId: mine.id });
    expect(await db.baptism.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({ baptismDateId: todays.id, ...register, godfatherDocs: false });
    expect((await getBaptism(church.id, mine.id)).celebrated).toBe(true);

    // A baptism whose date has passed keeps it; another past date is refused.
    await db.baptismDate.update({ where: { id: todays.id }, data: { date: baptismDay(-2) } });
    const other = await createBaptismDate({ churchId: church.id, date: baptismDay(-9), officiantId: priest.id });
    expect((await post(editAction, page, multipart(child(todays.id, { baptismId: mine.id })), cookie, { baptismId: mine.id })).status).toBe(302);
    const refused = await post(editAction, page, multipart(child(other.id, { baptismId: mine.id })), cookie, { baptismId: mine.id });
    expect(errorsOf(refused).dateTime).toEqual([BAPTISM_MESSAGES.selectDateTime]);
    const noId = await post(editAction, page, multipart(child(next.id)), cookie, { baptismId: mine.id });
    expect(errorsOf(noId)[""]).toEqual([BAPTISM_MESSAGES.baptismIdRequired]);
  });

  it("serves a baptism's documents to the church's staff and school users only", async () => {
    const { church, theirDocument } = await setup();
    for (const roles of [["CHURCH_USER"], ["SCHOOL_USER"]] as const) {
      const { stream, file } = await getFileForDownload({ churchId: theirDocument.churchId, teacherId: null, fileId: theirDocument.fileId, roles: [...roles] });
      stream.destroy();
      expect(file.kind).toBe("baptism-document");
    }
    for (const role of ["TEACHER", "PARENT"] as const) {
      await expectAppError(getFileForDownload({ churchId: theirDocument.churchId, teacherId: null, fileId: theirDocument.fileId, roles: [role] }), "NOT_FOUND");
    }
    await expectAppError(getFileForDownload({ churchId: church.id, teacherId: null, fileId: theirDocument.fileId, roles: ["CHURCH_USER"] }), "NOT_FOUND");
  });

  it("deletes a document, then the baptism with its files", async () => {
    const { church, next, cookie } = await setup();
    const mine = await createBaptism({ churchId: church.id, baptismDateId: next.id, firstname: "Ava", lastname: "Park", godparents: [{ firstname: "Rosa" }] });
    const birth = await createBaptismDocument({ churchId: church.id, baptismId: mine.id, kind: "BIRTH_CERTIFICATE" });
    const parents = await createBaptismDocument({ churchId: church.id, baptismId: mine.id, kind: "ALL_PARENT_DOCS" });
    const page = `/baptisms/${mine.id}?from=${encodeURIComponent("/dashboard")}`;

    const deleted = await post(editAction, page, { intent: "delete-document", documentId: birth.id }, cookie, { baptismId: mine.id });
    expect(deleted.location).toBe(page);
    expect(await toastsOf(deleted)).toEqual(["Birth Certificate of Ava Park deleted successfully."]);
    expect(blobExists(birth.file.key)).toBe(false);

    const gone = await post(editAction, page, { intent: "delete", baptismId: mine.id }, cookie, { baptismId: mine.id });
    expect(gone.location).toBe("/dashboard");
    expect(await toastsOf(gone)).toEqual(["Baptism deleted successfully"]);
    expect(await db.baptism.count({ where: { id: mine.id } })).toBe(0);
    expect(await db.baptismGodparent.count({ where: { baptismId: mine.id } })).toBe(0);
    expect(await db.storedFile.count({ where: { churchId: church.id } })).toBe(0);
    expect(blobExists(parents.file.key)).toBe(false);
    expect((await post(editAction, page, { intent: "delete", baptismId: mine.id }, cookie, { baptismId: mine.id })).status).toBe(404);
  });
});

describe("the baptisms list and the notes report", () => {
  it("groups upcoming baptisms by date with the officiant, pages past ones latest first, and shows readiness", async () => {
    const { church, next, priest, cookie } = await setup();
    const empty = await createBaptismDate({ churchId: church.id, date: baptismDay(21, 11), officiantId: priest.id });
    const ready = await createBaptism({
      churchId: church.id,
      baptismDateId: next.id,
      firstname: "Zoe",
      lastname: "Adams",
      motherFirstname: "Kim",
      motherLastname: "Adams",
      birthCertificate: true,
      allParentDocs: true,
      godmotherDocs: true,
      baptismClassParents: true,
      baptismClassGodmother: true,
      godparents: [{ firstname: "Rosa" }],
    });
    const waiting = await createBaptism({ churchId: church.id, baptismDateId: next.id, firstname: "Ben", lastname: "Young", birthCertificate: true });
    const upcoming = await listUpcomingBaptisms(church.id);
    expect(upcoming.map((d) => [d.id, d.officiant, d.baptisms.map((b) => b.id)])).toEqual([
      [next.id, "John Brennan", [ready.id, waiting.id]],
      [empty.id, "John Brennan", []],
    ]);
    expect(upcoming[0].baptisms[0]).toMatchObject({ name: "Zoe Adams", parents: "Kim Adams", parentsDocs: true, godparentsDocs: true, complete: true });
    expect(upcoming[0].baptisms[1]).toMatchObject({ parentsDocs: false, godparentsDocs: false, complete: false });

    for (let k = 0; k < PAST_PAGE_SIZE + 2; k++) {
      const date = await createBaptismDate({ churchId: church.id, date: baptismDay(-1 - k), officiantId: priest.id });
      await createBaptism({ churchId: church.id, baptismDateId: date.id, firstname: "Past", lastname: `P${String(k).padStart(2, "0")}` });
    }
    const first = await listPastBaptisms(church.id, 1);
    expect(first).toMatchObject({ total: PAST_PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(first.baptisms.map((b) => b.name).slice(0, 2)).toEqual(["Past P00", "Past P01"]);
    expect(first.baptisms[0].officiant).toBe("John Brennan");
    const second = await listPastBaptisms(church.id, 2);
    expect(second.baptisms.map((b) => b.name)).toEqual([`Past P${PAST_PAGE_SIZE}`, `Past P${PAST_PAGE_SIZE + 1}`]);
    expect((await listPastBaptisms(church.id, 99)).page).toBe(2);

    // A navigation within the app gets the upcoming dates as data.
    const screen = await get(listLoader, "/baptisms?page=2", cookie);
    const data = screen.data as { upcoming: { count: number; rows: { id: string }[] | null }; past: { page: number; baptisms: unknown[]; pageSize: number } };
    expect(data.upcoming.rows!.map((d) => d.id)).toEqual([next.id, empty.id]);
    expect(data.past).toMatchObject({ page: 2, pageSize: PAST_PAGE_SIZE });
    expect(data.past.baptisms).toHaveLength(2);

    // A document request: the upcoming dates go into the page's HTML (the request's documentRows), not into its data; the past page stays data for Load More.
    const documentRows = new Map<string, unknown[]>();
    const document = await answer(await run(listLoader, makeRequest("/baptisms?page=2", { cookie }), {}, { ...TEST_CONTEXT, documentRows }));
    expect(document.data).toMatchObject({ upcoming: { key: "upcoming", count: 2, rows: null }, past: { page: 2 } });
    expect((document.data as typeof data).past.baptisms).toHaveLength(2);
    expect((documentRows.get("upcoming") as { id: string }[]).map((d) => d.id)).toEqual([next.id, empty.id]);
  });

  it("pages past baptisms across dates: a page may start and end within a date, in date then name order; another church's are not counted", async () => {
    const { church, other, priest, theirPriest } = await setup();
    const names: string[] = [];
    // Three past dates of five baptisms each (names given out of order), and an empty past date between them.
    for (let d = 0; d < 3; d++) {
      const date = await createBaptismDate({ churchId: church.id, date: baptismDay(-7 * (d + 1)), officiantId: priest.id });
      if (d === 1) await createBaptismDate({ churchId: church.id, date: baptismDay(-7 * (d + 1) - 3), officiantId: priest.id });
      for (const k of [3, 0, 4, 1, 2]) {
        await createBaptism({ churchId: church.id, baptismDateId: date.id, firstname: "Kid", lastname: `D${d}K${k}` });
      }
      names.push(...[0, 1, 2, 3, 4].map((k) => `Kid D${d}K${k}`));
    }
    const theirs = await createBaptismDate({ churchId: other.id, date: baptismDay(-8), officiantId: theirPriest.id });
    await createBaptism({ churchId: other.id, baptismDateId: theirs.id, firstname: "Kid", lastname: "Theirs" });

    const first = await listPastBaptisms(church.id, 1);
    const second = await listPastBaptisms(church.id, 2);
    expect(first).toMatchObject({ total: 15, page: 1, pageCount: 2 });
    expect([...first.baptisms, ...second.baptisms].map((b) => b.name)).toEqual(names);
    expect(first.baptisms).toHaveLength(PAST_PAGE_SIZE);
    expect(second.baptisms[0]).toMatchObject({ name: "Kid D2K2", officiant: "John Brennan", date: baptismDay(-21) });
  });

  it("the notes report lists each upcoming date with the baptisms that have notes", async () => {
    const { church, next, priest, cookie } = await setup();
    const later = await createBaptismDate({ churchId: church.id, date: baptismDay(14, 12), officiantId: priest.id });
    const past = await createBaptismDate({ churchId: church.id, date: baptismDay(-14), officiantId: priest.id });
    await createBaptism({ churchId: church.id, baptismDateId: next.id, firstname: "Ava", middlename: "Rose", lastname: "Park", notes: "Twins: baptize together." });
    await createBaptism({ churchId: church.id, baptismDateId: next.id, firstname: "Ben", lastname: "Park" });
    await createBaptism({ churchId: church.id, baptismDateId: past.id, firstname: "Old", lastname: "Note", notes: "Past" });
    expect(await getNotesReport(church.id)).toEqual([
      { id: next.id, date: next.date, baptisms: [{ id: expect.any(String), name: "Ava Rose Park", notes: "Twins: baptize together." }] },
      { id: later.id, date: later.date, baptisms: [] },
    ]);
    expect(((await get(notesLoader, "/baptisms/reports/notes-report", cookie)).data as { dates: unknown[] }).dates).toHaveLength(2);
  });

  it("is for church staff and school users (Baptisms is in their menu); unknown paths in the area are a 404", async () => {
    const { church, cookie } = await setup();
    const school = await signIn(await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] }));
    const teacher = await signIn(await createUser({ churchId: church.id, roles: ["TEACHER"] }));
    const parent = await signIn(await createUser({ churchId: church.id, roles: ["PARENT"] }));
    for (const [fn, p] of [[listLoader, "/baptisms"], [addLoader, "/baptisms/add-baptism"], [datesLoader, "/baptisms/dates"], [addDateLoader, "/baptisms/dates/add"], [notesLoader, "/baptisms/reports/notes-report"]] as const) {
      expect((await get(fn, p, school)).status, p).toBe(200);
      for (const other of [teacher, parent]) expect((await get(fn, p, other)).location, p).toBe("/unauthorized");
    }
    // Only church staff open Settings › Staff: a school user adding a date is not sent there.
    expect((await get(addDateLoader, "/baptisms/dates/add", school)).data).toMatchObject({ mayAddStaff: false });
    expect((await get(addDateLoader, "/baptisms/dates/add", cookie)).data).toMatchObject({ mayAddStaff: true });
    expect((await get(splatLoader, "/baptisms/a/b", cookie, { "*": "a/b" })).status).toBe(404);
  });
});

describe("the dashboard and the search box", () => {
  it("count the church's upcoming baptisms and list the next ones with a View link; find baptisms by name", async () => {
    const { church, next, priest, cookie } = await setup();
    const past = await createBaptismDate({ churchId: church.id, date: baptismDay(-7), officiantId: priest.id });
    const later = await createBaptismDate({ churchId: church.id, date: baptismDay(14), officiantId: priest.id });
    const soon = await createBaptism({ churchId: church.id, baptismDateId: next.id, firstname: "Ava", lastname: "Park" });
    const after = await createBaptism({ churchId: church.id, baptismDateId: later.id, firstname: "Ben", lastname: "Adams" });
    const done = await createBaptism({ churchId: church.id, baptismDateId: past.id, firstname: "Ava", lastname: "Parker" });

    const dashboard = await get(dashboardLoader, "/dashboard", cookie);
    const data = dashboard.data as { dashboard: { counts: Record<string, number>; upcomingBaptisms: { id: string; name: string; officiant: string }[] } };
    expect(data.dashboard.counts).toEqual({ baptisms: 2, funerals: 0, events: 0, weddings: 0 });
    expect(data.dashboard.upcomingBaptisms.map((b) => [b.id, b.name, b.officiant])).toEqual([
      [soon.id, "Ava Park", "John Brennan"],
      [after.id, "Ben Adams", "John Brennan"],
    ]);

    const found = await get(searchLoader, "/search?q=ava%20PARK", cookie);
    const results = (found.data as { results: { group: string; label: string; to: string }[] }).results.filter((r) => r.group === "Baptisms");
    expect(results.map((r) => [r.label, r.to])).toEqual([
      ["Ava Park", `/baptisms/${soon.id}`],
      ["Ava Parker", `/baptisms/${done.id}`],
    ]);
    // Another church's baptism (Their Child) is never found; a school user finds them too (Baptisms is in their menu), a teacher none.
    expect((await get(searchLoader, "/search?q=their", cookie)).data).toMatchObject({ results: [] });
    const school = await signIn(await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] }));
    expect(((await get(searchLoader, "/search?q=park", school)).data as { results: { group: string; label: string }[] }).results.filter((r) => r.group === "Baptisms").map((r) => r.label)).toEqual(["Ava Park", "Ava Parker"]);
    const teacher = await signIn(await createUser({ churchId: church.id, roles: ["TEACHER"] }));
    expect(((await get(searchLoader, "/search?q=park", teacher)).data as { results: { group: string }[] }).results.filter((r) => r.group === "Baptisms")).toEqual([]);
  });
});

describe("the baptism certificate", () => {
  it("prints the register entry with every godparent, the witness and the notations, in an embedded Unicode font", async () => {
    const { church, priest, next, theirBaptism, cookie } = await setup();
    const past = await createBaptismDate({ churchId: church.id, date: baptismDay(-7, 13, 30), officiantId: priest.id });
    const mine = await createBaptism({
      churchId: church.id,
      baptismDateId: past.id,
      firstname: "Minh",
      lastname: "Nguyễn",
      dateOfBirth: new Date("2025-12-20T00:00:00Z"),
      motherFirstname: "Linh",
      motherLastname: "Nguyễn",
      fatherFirstname: "Quang",
      fatherLastname: "Trần",
      witnessFirstname: "Łukasz",
      witnessLastname: "Żółć",
      registerBook: "14",
      registerPage: "103",
      registerEntry: "1205",
      marriageNotation: "Married 06/12/2050 at St. Anne, Peoria",
      godparents: [{ firstname: "Mai", lastname: "Phạm" }, { firstname: "Rosa", lastname: "Diaz" }, { firstname: "Pedro", middlename: "José", lastname: "Ruiz" }],
    });
    const lines = certificateLines(await getBaptism(church.id, mine.id), church.name, new Date("2026-12-01T00:00:00Z"))
      .map((l) => (typeof l === "object" && "text" in l ? l.text : null))
      .filter(Boolean);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Certificate of Baptism",
        "Minh Nguyễn",
        "child of Quang Trần and Linh Nguyễn,",
        "born on Saturday, December 20, 2025,",
        "at " + church.name + ", by John Brennan.",
        "1. Mai Phạm",
        "2. Rosa Diaz",
        "3. Pedro José Ruiz",
        "Łukasz Żółć",
        "Book 14    Page 103    Entry 1205",
        "Marriage: Married 06/12/2050 at St. Anne, Peoria",
        "Issued on Tuesday, December 1, 2026, as it appears in the baptismal register of this parish.",
      ]),
    );

    const pdf = await get(certificateLoader, `/baptisms/${mine.id}/certificate`, cookie, { baptismId: mine.id });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toContain("attachment;");
    expect(pdf.headers.get("Content-Disposition")).toContain(encodeURIComponent("Baptism certificate - Minh Nguyễn.pdf"));
    const response = (await run(certificateLoader, makeRequest(`/baptisms/${mine.id}/certificate`, { cookie }), { baptismId: mine.id })).result as Response;
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Baptism certificate: Minh Nguyễn");
    const baseFonts = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => (object instanceof PDFDict ? object.get(PDFName.of("BaseFont")) : undefined))
      .filter((name) => name instanceof PDFName)
      .map((name) => name.decodeText());
    // Both faces are embedded (pdf-lib names a subset "DejaVuSerif-1234"), none of the 14 standard fonts.
    expect(baseFonts.some((n) => /^DejaVuSerif-\d+$/.test(n))).toBe(true);
    expect(baseFonts.some((n) => /^DejaVuSerif-Bold-\d+$/.test(n))).toBe(true);
    expect(baseFonts.every((n) => n.includes("DejaVu"))).toBe(true);

    // Before its day there is nothing to certify; another church's baptism is a 404.
    const upcoming = await createBaptism({ churchId: church.id, baptismDateId: next.id });
    expect((await get(certificateLoader, `/baptisms/${upcoming.id}/certificate`, cookie, { baptismId: upcoming.id })).status).toBe(409);
    expect((await get(certificateLoader, `/baptisms/${theirBaptism.id}/certificate`, cookie, { baptismId: theirBaptism.id })).status).toBe(404);
  });
});
