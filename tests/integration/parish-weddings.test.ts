import { existsSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it, vi } from "vitest";
import { createStaff, createTwoChurches, createUser, makePdf } from "../../prisma/factories";
import { createWedding, createWeddingDocument, weddingDay } from "../../prisma/factories-weddings";
import { getFileForDownload } from "~/modules/files/get-file.server";
import { MESSAGES } from "~/modules/education/options";
import { STAFF_MESSAGES } from "~/modules/staff/options";
import { getWedding } from "~/modules/weddings/get-wedding.server";
import { listNeedingApproval, listWeddings } from "~/modules/weddings/list-weddings.server";
import { WEDDING_MESSAGES, WEDDINGS_PAGE_SIZE } from "~/modules/weddings/options";
import { priestSelection, SELECTION_COOKIE, selectedPriestIds, togglePriest } from "~/modules/weddings/priest-selection.server";
import { feesReport, itemsNeededReport, weddingNotesReport } from "~/modules/weddings/reports.server";
import { groupsOf, missingItems, weddingTime } from "~/modules/weddings/rules";
import { WeddingSchema } from "~/modules/weddings/wedding-schema";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { loader as searchLoader } from "~/routes/search";
import { action as addAction, loader as addLoader } from "~/routes/weddings.add-wedding";
import { loader as exportLoader } from "~/routes/weddings.export";
import { loader as feesLoader } from "~/routes/weddings.fees-report";
import { loader as itemsLoader } from "~/routes/weddings.items-needed";
import { loader as notesLoader } from "~/routes/weddings.notes-report";
import { action as domicileAction, loader as domicileLoader } from "~/routes/weddings.domicile-permissions";
import { action as pastorAction, loader as pastorLoader } from "~/routes/weddings.pastor-permissions";
import { action as tribunalAction, loader as tribunalLoader } from "~/routes/weddings.tribunal-permissions";
import { loader as listLoader } from "~/routes/weddings._index";
import { loader as layoutLoader } from "~/routes/weddings";
import { action as editPriestAction, loader as editPriestLoader } from "~/routes/weddings.priests.$priestId.edit";
import { action as addPriestAction } from "~/routes/weddings.priests.add";
import { loader as priestsLoader } from "~/routes/weddings.priests._index";
import { action as selectAction } from "~/routes/weddings.priests.select";
import { action as detailAction, loader as detailLoader } from "~/routes/weddings.wedding.$weddingId._index";
import { action as editAction, loader as editLoader } from "~/routes/weddings.wedding.$weddingId.edit";
import { db } from "~/utils/db.server";
import { PreparingClient } from "~/utils/pg-statements.server";
import { takeToasts } from "~/utils/session.server";
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
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

function multipart(fields: Record<string, string>, files: Part[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.name, new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.filename);
  return form;
}
const couple = (extra: Record<string, string> = {}) => ({ date: "2030-06-15", groomFirstName: "Lucas", groomLastName: "Bennett", brideFirstName: "Sofia", brideLastName: "Alvarez", ...extra });

async function setup() {
  const { church, user, other } = await createTwoChurches();
  const priest = await createStaff({ churchId: church.id, firstname: "John", lastname: "Brennan", role: "PRIEST" });
  const deacon = await createStaff({ churchId: church.id, firstname: "Robert", lastname: "Hayes", role: "DEACON" });
  const secretary = await createStaff({ churchId: church.id, firstname: "Linda", lastname: "Martinez", role: "SECRETARY", personType: "LAY" });
  const theirPriest = await createStaff({ churchId: other.id, firstname: "Their", lastname: "Priest" });
  const theirWedding = await createWedding({ churchId: other.id, priestId: theirPriest.id, groomFirstName: "Their", groomLastName: "Groom", notes: "Their note", feeAgreedCents: 99900 });
  const theirDocument = await createWeddingDocument({ churchId: other.id, weddingId: theirWedding.id, kind: "FORM_A" });
  return { church, user, other, priest, deacon, secretary, theirPriest, theirWedding, theirDocument, cookie: await signIn(user) };
}

describe("wedding rules", () => {
  it("shows the time as '7pm' or '7:30pm', and derives the groups exactly as the issue says", () => {
    expect([weddingDay(1, 19), weddingDay(1, 19, 30), weddingDay(1, 11), weddingDay(1, 12), weddingDay(1, 0, 5)].map(weddingTime)).toEqual(["7pm", "7:30pm", "11am", "12pm", "12:05am"]);
    const plain = { groomBaptismStatus: null, brideBaptismStatus: null, groomWithinParish: true, brideWithinParish: true, groomPriorMarriage: null, groomPriorMarriage2: null, bridePriorMarriage: null, bridePriorMarriage2: null } as const;
    expect(groupsOf(plain)).toEqual({ nonCatholic: false, domicileIssue: false, notBaptized: false, priorChurchMarriage: false });
    expect(groupsOf({ ...plain, brideBaptismStatus: "BAPTIZED_ORTHODOX" }).nonCatholic).toBe(true);
    expect(groupsOf({ ...plain, groomBaptismStatus: "BAPTIZED_PROTESTANT" }).nonCatholic).toBe(true);
    expect(groupsOf({ ...plain, groomBaptismStatus: "NOT_BAPTIZED" })).toMatchObject({ nonCatholic: false, notBaptized: true });
    expect(groupsOf({ ...plain, brideWithinParish: false }).domicileIssue).toBe(true);
    expect(groupsOf({ ...plain, bridePriorMarriage2: "CHURCH_WEDDING" }).priorChurchMarriage).toBe(true);
    expect(groupsOf({ ...plain, groomPriorMarriage: "CIVIL_WEDDING" }).priorChurchMarriage).toBe(false);

    const bare = { ...plain, formA: false, lackOfForm: false, groomBaptismCert: false, brideBaptismCert: false, witnessForms: false, pastorApprovedOn: null, dispensationOn: null, groomDomicilePermissionOn: null, brideDomicilePermissionOn: null };
    expect(missingItems(bare)).toEqual({ documents: ["Form A", "Groom Baptism Certificate", "Bride Baptism Certificate", "Witness Forms"], approvals: ["Pastor approval"] });
    expect(missingItems({ ...bare, groomBaptismStatus: "BAPTIZED_PROTESTANT", brideWithinParish: false, bridePriorMarriage: "CIVIL_WEDDING", brideBaptismStatus: "NOT_BAPTIZED" })).toEqual({
      documents: ["Form A", "Groom Baptism Certificate", "Witness Forms", "Lack of Form"],
      approvals: ["Pastor approval", "Dispensation (tribunal)", "Bride domicile permission"],
    });
  });

  it("needs the date and both parties' names, and starts at 7:00 pm when no time is given", () => {
    const empty = WeddingSchema.safeParse({});
    expect(Object.fromEntries(empty.error!.issues.map((i) => [i.path.join("."), i.message]))).toEqual({
      date: WEDDING_MESSAGES.dateRequired,
      groomFirstName: WEDDING_MESSAGES.groomFirstNameRequired,
      groomLastName: WEDDING_MESSAGES.groomLastNameRequired,
      brideFirstName: WEDDING_MESSAGES.brideFirstNameRequired,
      brideLastName: WEDDING_MESSAGES.brideLastNameRequired,
    });
    expect(WeddingSchema.parse(couple()).when.toISOString()).toBe("2030-06-15T19:00:00.000Z");
    expect(WeddingSchema.parse(couple({ time: "14:30" })).when.toISOString()).toBe("2030-06-15T14:30:00.000Z");
    expect(WeddingSchema.safeParse(couple({ date: "2030-02-30" })).error?.issues[0].message).toBe(WEDDING_MESSAGES.invalidDate);
    expect(WeddingSchema.safeParse(couple({ feeAgreed: "lots" })).error?.issues[0].message).toBe(WEDDING_MESSAGES.invalidAmount);
    expect(WeddingSchema.parse(couple({ feeAgreed: "$1,250.50" })).feeAgreed).toBe(125050);
  });
});

describe("priests for weddings", () => {
  it("lists the church's priests and deacons newest first; adds (first in the list) and edits; 'Priest ID is required to delete a priest!' without an id", async () => {
    const { church, priest, secretary, theirPriest, cookie } = await setup();
    const added = await post(addPriestAction, "/weddings/priests/add", { firstname: "Joseph", lastname: "Tran", personType: "CLERGY", role: "PRIEST", status: "ACTIVE" }, cookie);
    expect(added.location).toBe("/weddings/priests");
    expect(await toastsOf(added)).toEqual([WEDDING_MESSAGES.priestSaved]);
    const list = (await get(priestsLoader, "/weddings/priests", cookie)).data as { priests: { id: string; name: string; role: string }[] };
    expect(list.priests.map((p) => p.name)).toEqual(["Joseph Tran", "Robert Hayes", "John Brennan"]);
    expect(list.priests.map((p) => p.role)).toEqual(["Priest", "Deacon", "Priest"]);
    // Only Priest or Deacon here.
    const director = await post(addPriestAction, "/weddings/priests/add", { firstname: "Ann", lastname: "Lee", personType: "LAY", role: "DIRECTOR", status: "ACTIVE" }, cookie);
    expect(errorsOf(director).role).toBeDefined();

    const page = `/weddings/priests/${priest.id}/edit`;
    expect((await get(editPriestLoader, page, cookie, { priestId: priest.id })).data).toMatchObject({ priest: { firstname: "John" } });
    const values = { firstname: "John", middlename: "Paul", lastname: "Brennan", personType: "CLERGY", role: "PRIEST", status: "INACTIVE" };
    expect((await post(editPriestAction, page, { ...values, priestId: priest.id }, cookie, { priestId: priest.id })).location).toBe("/weddings/priests");
    expect(await db.staff.findUniqueOrThrow({ where: { id: priest.id } })).toMatchObject({ middlename: "Paul", status: "INACTIVE" });
    expect(errorsOf(await post(editPriestAction, page, values, cookie, { priestId: priest.id }))[""]).toEqual(["Priest ID is required to delete a priest!"]);

    // Another church's priest, or a staff member who is no priest, is not found and changes nothing.
    expect((await get(editPriestLoader, `/weddings/priests/${theirPriest.id}/edit`, cookie, { priestId: theirPriest.id })).status).toBe(404);
    expect((await get(editPriestLoader, `/weddings/priests/${secretary.id}/edit`, cookie, { priestId: secretary.id })).status).toBe(404);
    expect((await post(editPriestAction, `/weddings/priests/${theirPriest.id}/edit`, { ...values, priestId: theirPriest.id }, cookie, { priestId: theirPriest.id })).status).toBe(404);
    expect(await db.staff.findUniqueOrThrow({ where: { id: theirPriest.id } })).toMatchObject({ firstname: "Their", status: "ACTIVE" });
    expect(await db.staff.count({ where: { churchId: church.id } })).toBe(4);
  });

  it("toggles priests in the sidebar's selection (a cookie), which filters the lists; another church's priest is refused", async () => {
    const { church, priest, deacon, theirPriest, theirWedding, cookie } = await setup();
    const his = await createWedding({ churchId: church.id, priestId: priest.id, weddingDate: weddingDay(3) });
    const deacons = await createWedding({ churchId: church.id, priestId: deacon.id, weddingDate: weddingDay(4) });
    const nobody = await createWedding({ churchId: church.id, weddingDate: weddingDay(5) });

    const toggle = async (jar: string, form: Record<string, string>) => {
      const res = await post(selectAction, "/weddings/priests/select", { redirectTo: "/weddings?when=upcoming&page=3", ...form }, jar);
      return { res, jar: [cookie, cookieFrom(res.headers.get("Set-Cookie"))].filter(Boolean).join("; ") };
    };
    const first = await toggle(cookie, { priestId: priest.id });
    expect(first.res.location).toBe("/weddings?when=upcoming");
    expect(first.res.headers.get("Set-Cookie")).toContain(`${SELECTION_COOKIE}=${priest.id}`);
    const list = async (jar: string) => ids(((await get(listLoader, "/weddings", jar)).data as { weddings: { rows: { id: string }[] } }).weddings.rows);
    expect(await list(first.jar)).toEqual([his.id]);
    const both = await toggle(first.jar, { priestId: deacon.id });
    expect(await list(both.jar)).toEqual([his.id, deacons.id]);
    const layout = (await get(layoutLoader, "/weddings", both.jar)).data as { priests: { name: string; selected: boolean }[] };
    expect(layout.priests).toEqual([
      { id: priest.id, name: "John Brennan", selected: true },
      { id: deacon.id, name: "Robert Hayes", selected: true },
    ]);
    // The widget reads the church's officiants and the selection in one statement.
    const statements = vi.spyOn(PreparingClient.prototype, "query");
    await priestSelection(church.id, makeRequest("/weddings", { cookie: both.jar }));
    expect(statements).toHaveBeenCalledTimes(1);
    statements.mockRestore();
    // Selecting the same again takes it out; clearing shows every priest's weddings again.
    const again = await toggle(both.jar, { priestId: priest.id });
    expect(await list(again.jar)).toEqual([deacons.id]);
    const cleared = await toggle(again.jar, { intent: "clear" });
    expect(cleared.res.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect(await list(cookie)).toEqual([his.id, deacons.id, nobody.id]);
    // Another church's priest: 404 and no cookie; in a forged cookie it is ignored.
    const theirs = await post(selectAction, "/weddings/priests/select", { priestId: theirPriest.id }, cookie);
    expect(theirs.status).toBe(404);
    const forged = `${cookie}; ${SELECTION_COOKIE}=${theirPriest.id}`;
    expect(await selectedPriestIds(church.id, makeRequest("/weddings", { cookie: forged }))).toEqual([]);
    expect(await list(forged)).toEqual([his.id, deacons.id, nobody.id]);
    expect((await priestSelection(church.id, makeRequest("/weddings", { cookie: forged }))).some((p) => p.id === theirPriest.id)).toBe(false);
    await expect(togglePriest(church.id, makeRequest("/weddings"), "not an id")).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(ids((await listWeddings(church.id, { when: "upcoming", priestIds: [], group: null })).weddings)).not.toContain(theirWedding.id);
  });
});

describe("add, edit and delete a wedding", () => {
  it("adds a wedding with a document at 7 pm by default, refusing another church's priest, a non-PDF and missing names", async () => {
    const { church, priest, theirPriest, cookie } = await setup();
    expect(((await get(addLoader, "/weddings/add-wedding", cookie)).data as { priests: { id: string }[] }).priests.map((p) => p.id)).toHaveLength(2);
    const missing = await post(addAction, "/weddings/add-wedding", multipart({}), cookie);
    expect(errorsOf(missing)).toMatchObject({ date: [WEDDING_MESSAGES.dateRequired], groomFirstName: [WEDDING_MESSAGES.groomFirstNameRequired], brideLastName: [WEDDING_MESSAGES.brideLastNameRequired] });
    const foreign = await post(addAction, "/weddings/add-wedding", multipart(couple({ priest: theirPriest.id })), cookie);
    expect(errorsOf(foreign).priest).toEqual([STAFF_MESSAGES.notAnOfficiant]);
    const exe = await post(addAction, "/weddings/add-wedding", multipart(couple(), [{ name: "formAFile", bytes: EXE, filename: "form-a.pdf" }]), cookie);
    expect(errorsOf(exe).formAFile).toEqual([MESSAGES.unsupportedPdf]);
    expect(await db.wedding.count({ where: { churchId: church.id } })).toBe(0);
    expect(await db.storedFile.count({ where: { churchId: church.id } })).toBe(0);

    const fields = couple({
      priest: priest.id,
      groomBaptismStatus: "BAPTIZED_PROTESTANT",
      brideBaptismStatus: "BAPTIZED_CATHOLIC",
      groomWithinParish: "on",
      brideParish: "St. Anne, Springfield",
      bridePriorMarriage: "CHURCH_WEDDING",
      witness1: "Mark Bennett",
      diocese: "Springfield in Illinois",
      feeAgreed: "500",
      feePaid: "150.50",
      notes: "Rehearsal Friday.",
    });
    const added = await post(addAction, "/weddings/add-wedding", multipart(fields, [{ name: "brideDomicilePermissionFile", bytes: await makePdf("permission"), filename: "permission.pdf" }]), cookie);
    const row = await db.wedding.findFirstOrThrow({ where: { churchId: church.id }, include: { documents: { include: { file: true } } } });
    expect(added.location).toBe(`/weddings/wedding/${row.id}`);
    expect(await toastsOf(added)).toEqual([WEDDING_MESSAGES.added]);
    expect(row).toMatchObject({
      weddingDate: new Date("2030-06-15T19:00:00Z"),
      priestId: priest.id,
      groomSearchName: "lucasbennett",
      groomWithinParish: true,
      brideWithinParish: false,
      bridePriorMarriage: "CHURCH_WEDDING",
      feeAgreedCents: 50000,
      feePaidCents: 15050,
      formA: false,
      pastorApprovedOn: null,
    });
    // The permission's document records it.
    expect(row.brideDomicilePermissionOn).not.toBeNull();
    expect(row.documents.map((d) => [d.kind, d.file.filename, d.file.kind])).toEqual([["BRIDE_DOMICILE_PERMISSION", "permission.pdf", "wedding-document"]]);
    expect(blobExists(row.documents[0].file.key)).toBe(true);

    const detail = (await get(detailLoader, `/weddings/wedding/${row.id}`, cookie, { weddingId: row.id })).data as { wedding: Awaited<ReturnType<typeof getWedding>> };
    expect(detail.wedding).toMatchObject({
      couple: "Lucas Bennett & Sofia Alvarez",
      priest: { name: "John Brennan" },
      groups: { nonCatholic: true, domicileIssue: true, notBaptized: false, priorChurchMarriage: true },
      feeDueCents: 34950,
      missing: { approvals: ["Pastor approval", "Dispensation (tribunal)"] },
    });
  });

  it("edits a wedding (a new document replaces the old; approvals keep their day) and deletes it with its files", async () => {
    const { church, priest, deacon, cookie } = await setup();
    const mine = await createWedding({ churchId: church.id, priestId: priest.id, weddingDate: weddingDay(10, 14), pastorApprovedOn: new Date("2026-01-02T00:00:00Z") });
    const old = await createWeddingDocument({ churchId: church.id, weddingId: mine.id, kind: "FORM_A", filename: "old.pdf" });
    const page = `/weddings/wedding/${mine.id}/edit`;
    const loaded = (await get(editLoader, page, cookie, { weddingId: mine.id })).data as { wedding: { id: string }; priests: unknown[] };
    expect(loaded.wedding.id).toBe(mine.id);

    const saved = await post(editAction, page, multipart(couple({ weddingId: mine.id, time: "15:30", priest: deacon.id, pastorApproved: "on", witnessForms: "on" }), [{ name: "formAFile", bytes: await makePdf("new"), filename: "new.pdf" }]), cookie, { weddingId: mine.id });
    expect(saved.location).toBe(`/weddings/wedding/${mine.id}`);
    expect(await toastsOf(saved)).toEqual([WEDDING_MESSAGES.updated]);
    const row = await db.wedding.findUniqueOrThrow({ where: { id: mine.id }, include: { documents: { include: { file: true } } } });
    expect(row).toMatchObject({ weddingDate: new Date("2030-06-15T15:30:00Z"), priestId: deacon.id, formA: true, witnessForms: true, pastorApprovedOn: new Date("2026-01-02T00:00:00Z"), groomFirstName: "Lucas" });
    expect(row.documents.map((d) => d.file.filename)).toEqual(["new.pdf"]);
    expect(blobExists(old.file.key)).toBe(false);
    // Without its id the save is refused; unticking the approval clears it.
    expect(errorsOf(await post(editAction, page, multipart(couple()), cookie, { weddingId: mine.id }))[""]).toEqual([WEDDING_MESSAGES.weddingIdRequired]);
    await post(editAction, page, multipart(couple({ weddingId: mine.id, priest: deacon.id })), cookie, { weddingId: mine.id });
    expect((await db.wedding.findUniqueOrThrow({ where: { id: mine.id } })).pastorApprovedOn).toBeNull();

    const doc = row.documents[0];
    const removed = await post(editAction, page, { intent: "delete-document", documentId: doc.id }, cookie, { weddingId: mine.id });
    expect(await toastsOf(removed)).toEqual(["Form A of Lucas Bennett & Sofia Alvarez deleted successfully."]);
    expect(blobExists(doc.file.key)).toBe(false);
    const last = await createWeddingDocument({ churchId: church.id, weddingId: mine.id, kind: "WITNESS_FORMS" });
    const deleted = await post(detailAction, `/weddings/wedding/${mine.id}`, { intent: "delete", weddingId: mine.id }, cookie, { weddingId: mine.id });
    expect(deleted.location).toBe("/weddings");
    expect(await toastsOf(deleted)).toEqual([WEDDING_MESSAGES.deleted]);
    expect(await db.wedding.count({ where: { id: mine.id } })).toBe(0);
    expect(blobExists(last.file.key)).toBe(false);
    expect(await db.storedFile.count({ where: { churchId: church.id } })).toBe(0);
  });

  it("answers 404 for another church's wedding and document on every page and action, changing nothing", async () => {
    const { church, theirWedding, theirDocument, cookie } = await setup();
    const mine = await createWedding({ churchId: church.id });
    const theirs = { weddingId: theirWedding.id };
    const their = `/weddings/wedding/${theirWedding.id}`;
    expect((await get(detailLoader, their, cookie, theirs)).status).toBe(404);
    expect((await get(editLoader, `${their}/edit`, cookie, theirs)).status).toBe(404);
    expect((await get(detailLoader, "/weddings/wedding/nope", cookie, { weddingId: "nope" })).status).toBe(404);
    expect((await post(editAction, `${their}/edit`, multipart(couple({ weddingId: theirWedding.id })), cookie, theirs)).status).toBe(404);
    expect((await post(editAction, `/weddings/wedding/${mine.id}/edit`, multipart(couple({ weddingId: theirWedding.id })), cookie, { weddingId: mine.id })).status).toBe(404);
    expect((await post(detailAction, their, { intent: "delete", weddingId: theirWedding.id }, cookie, theirs)).status).toBe(404);
    expect((await post(detailAction, their, { intent: "record", approval: "pastor", weddingId: theirWedding.id }, cookie, theirs)).status).toBe(404);
    expect((await post(editAction, `/weddings/wedding/${mine.id}/edit`, { intent: "delete-document", documentId: theirDocument.id }, cookie, { weddingId: mine.id })).status).toBe(404);
    expect((await post(pastorAction, "/weddings/pastor-permissions", { intent: "record", approval: "pastor", weddingId: theirWedding.id }, cookie)).status).toBe(404);
    expect(await db.wedding.findUniqueOrThrow({ where: { id: theirWedding.id } })).toMatchObject({ groomFirstName: "Their", notes: "Their note", pastorApprovedOn: null });
    expect(blobExists(theirDocument.file.key)).toBe(true);
    // Their documents are not served to us; ours only to church staff.
    await expect(getFileForDownload({ churchId: church.id, teacherId: null, fileId: theirDocument.fileId, roles: ["CHURCH_USER"] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getFileForDownload({ churchId: theirDocument.churchId, teacherId: null, fileId: theirDocument.fileId, roles: ["SCHOOL_USER"] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const { stream } = await getFileForDownload({ churchId: theirDocument.churchId, teacherId: null, fileId: theirDocument.fileId, roles: ["CHURCH_USER"] });
    stream.destroy();
  });
});

describe("the lists, approvals and reports", () => {
  async function weddings() {
    const s = await setup();
    const churchId = s.church.id;
    const today = await createWedding({ churchId, priestId: s.priest.id, weddingDate: weddingDay(0, 16), groomBaptismStatus: "BAPTIZED_ORTHODOX", notes: "Today's note", feeAgreedCents: 50000, feePaidCents: 50000 });
    const domicile = await createWedding({ churchId, priestId: s.deacon.id, weddingDate: weddingDay(7), groomWithinParish: false, brideWithinParish: false, feeAgreedCents: 40000, feePaidCents: 10000 });
    const prior = await createWedding({ churchId, priestId: s.priest.id, weddingDate: weddingDay(14), bridePriorMarriage2: "CHURCH_WEDDING", pastorApprovedOn: weddingDay(-1, 0), formA: true, groomBaptismCert: true, brideBaptismCert: true, witnessForms: true, dispensationOn: weddingDay(-1, 0) });
    const unbaptized = await createWedding({ churchId, weddingDate: weddingDay(21), brideBaptismStatus: "NOT_BAPTIZED", notes: "Bride in OCIA." });
    const past = await createWedding({ churchId, priestId: s.priest.id, weddingDate: weddingDay(-3), groomBaptismStatus: "BAPTIZED_PROTESTANT", feeAgreedCents: 30000 });
    return { ...s, today, domicile, prior, unbaptized, past };
  }

  it("splits upcoming (today on) from past, filters by group, pages by 25", async () => {
    const w = await weddings();
    // A navigation within the app gets the rows as data (see rowsOnce).
    const list = async (q: string) => {
      const data = (await get(listLoader, `/weddings${q}`, w.cookie)).data as { weddings: { count: number; rows: { id: string; groups: Record<string, boolean> }[] }; total: number; when: string };
      expect(data.weddings.count).toBe(data.weddings.rows.length);
      return { ...data, weddings: data.weddings.rows };
    };
    expect(ids((await list("")).weddings)).toEqual([w.today.id, w.domicile.id, w.prior.id, w.unbaptized.id]);
    expect(ids((await list("?when=past")).weddings)).toEqual([w.past.id]);
    expect(ids((await list("?group=non-catholic")).weddings)).toEqual([w.today.id]);
    expect(ids((await list("?group=domicile-issue")).weddings)).toEqual([w.domicile.id]);
    expect(ids((await list("?group=not-baptized")).weddings)).toEqual([w.unbaptized.id]);
    expect(ids((await list("?group=prior-church-marriage")).weddings)).toEqual([w.prior.id]);
    expect(ids((await list("?when=past&group=non-catholic")).weddings)).toEqual([w.past.id]);
    expect((await list("?group=bogus")).total).toBe(4);
    expect((await list("")).weddings[0].groups).toEqual({ nonCatholic: true, domicileIssue: false, notBaptized: false, priorChurchMarriage: false });
    await db.wedding.createMany({
      data: Array.from({ length: WEDDINGS_PAGE_SIZE }, (_, k) => ({ churchId: w.church.id, weddingDate: weddingDay(-10 - k), groomFirstName: "G", groomLastName: `${k}`, groomSearchName: `g${k}`, brideFirstName: "B", brideLastName: `${k}`, brideSearchName: `b${k}` })),
    });
    const second = (await get(listLoader, "/weddings?when=past&page=2", w.cookie)).data as { weddings: { rows: unknown[] }; page: number; pageCount: number };
    expect(second).toMatchObject({ page: 2, pageCount: 2 });
    expect(second.weddings.rows).toHaveLength(1);

    // A document request: the rows go into the page's HTML (the request's documentRows), not into its data.
    const documentRows = new Map<string, unknown[]>();
    const document = await answer(await run(listLoader, makeRequest("/weddings?when=past&page=2", { cookie: w.cookie }), {}, { ...TEST_CONTEXT, documentRows }));
    expect(document.data).toMatchObject({ page: 2, weddings: { key: "weddings", count: 1, rows: null } });
    expect(documentRows.get("weddings")).toHaveLength(1);
  });

  it("lists on each Approvals Required page the upcoming weddings that need it, and records it today (once)", async () => {
    const w = await weddings();
    const page = async (fn: Fn, p: string) => ids(((await get(fn, p, w.cookie)).data as { weddings: { id: string }[] }).weddings);
    expect(await page(pastorLoader, "/weddings/pastor-permissions")).toEqual([w.today.id, w.domicile.id, w.unbaptized.id]);
    expect(await page(tribunalLoader, "/weddings/tribunal-permissions")).toEqual([w.today.id]);
    const domicile = (await get(domicileLoader, "/weddings/domicile-permissions", w.cookie)).data as { weddings: { id: string; lacking: string[] }[] };
    expect(domicile.weddings.map((d) => [d.id, d.lacking])).toEqual([[w.domicile.id, ["groom", "bride"]]]);

    const recorded = await post(pastorAction, "/weddings/pastor-permissions", { intent: "record", approval: "pastor", weddingId: w.domicile.id }, w.cookie);
    expect(recorded.location).toBe("/weddings/pastor-permissions");
    expect(await toastsOf(recorded)).toEqual([`Pastor approval recorded for ${(await getWedding(w.church.id, w.domicile.id)).couple}.`]);
    expect(await page(pastorLoader, "/weddings/pastor-permissions")).toEqual([w.today.id, w.unbaptized.id]);
    const twice = await post(pastorAction, "/weddings/pastor-permissions", { intent: "record", approval: "pastor", weddingId: w.domicile.id }, w.cookie);
    expect(errorsOf(twice)[""]).toEqual([WEDDING_MESSAGES.nothingToRecord]);
    // Not needed: the tribunal's page refuses a wedding that needs no dispensation.
    expect(errorsOf(await post(tribunalAction, "/weddings/tribunal-permissions", { intent: "record", approval: "tribunal", weddingId: w.unbaptized.id }, w.cookie))[""]).toEqual([WEDDING_MESSAGES.nothingToRecord]);
    await post(tribunalAction, "/weddings/tribunal-permissions", { intent: "record", approval: "tribunal", weddingId: w.today.id }, w.cookie);
    expect(await page(tribunalLoader, "/weddings/tribunal-permissions")).toEqual([]);
    await post(domicileAction, "/weddings/domicile-permissions", { intent: "record", approval: "domicile", party: "bride", weddingId: w.domicile.id }, w.cookie);
    const after = await db.wedding.findUniqueOrThrow({ where: { id: w.domicile.id } });
    expect(after.brideDomicilePermissionOn).not.toBeNull();
    expect(after.groomDomicilePermissionOn).toBeNull();
    expect(errorsOf(await post(domicileAction, "/weddings/domicile-permissions", { intent: "record", approval: "domicile", weddingId: w.domicile.id }, w.cookie))[""]).toEqual([WEDDING_MESSAGES.nothingToRecord]);
    // The wedding's own page records it too.
    const own = await post(detailAction, `/weddings/wedding/${w.domicile.id}`, { intent: "record", approval: "domicile", party: "groom", weddingId: w.domicile.id }, w.cookie, { weddingId: w.domicile.id });
    expect(own.location).toBe(`/weddings/wedding/${w.domicile.id}`);
    expect(await page(domicileLoader, "/weddings/domicile-permissions")).toEqual([]);
    // The selected priests narrow the pages.
    expect(ids((await listNeedingApproval(w.church.id, { page: "pastor", priestIds: [w.deacon.id] })).weddings)).toEqual([]);
  });

  it("reports notes, items needed and fees (agreed, paid, due, totals) of the church's weddings only", async () => {
    const w = await weddings();
    expect((await weddingNotesReport(w.church.id, [])).map((r) => [r.id, r.notes])).toEqual([
      [w.today.id, "Today's note"],
      [w.unbaptized.id, "Bride in OCIA."],
    ]);
    expect(((await get(notesLoader, "/weddings/notes-report", w.cookie)).data as { weddings: unknown[] }).weddings).toHaveLength(2);
    const items = await itemsNeededReport(w.church.id, []);
    expect(ids(items)).toEqual([w.today.id, w.domicile.id, w.unbaptized.id]);
    expect(items[1].missing.approvals).toEqual(["Pastor approval", "Groom domicile permission", "Bride domicile permission"]);
    expect(items[2].missing.documents).toEqual(["Form A", "Groom Baptism Certificate", "Witness Forms"]);
    expect(((await get(itemsLoader, "/weddings/items-needed", w.cookie)).data as { weddings: unknown[] }).weddings).toHaveLength(3);
    expect(await itemsNeededReport(w.church.id, [w.deacon.id])).toHaveLength(1);

    const fees = await feesReport(w.church.id, { when: "upcoming", priestIds: [] });
    expect(fees.weddings.map((f) => [f.id, f.agreed, f.paid, f.due])).toEqual([
      [w.today.id, 50000, 50000, 0],
      [w.domicile.id, 40000, 10000, 30000],
    ]);
    expect(fees.totals).toEqual({ agreed: 90000, paid: 60000, due: 30000 });
    expect(((await get(feesLoader, "/weddings/fees-report?when=past", w.cookie)).data as { totals: unknown }).totals).toEqual({ agreed: 30000, paid: 0, due: 30000 });
  });

  it("exports Weddings.xlsx with every wedding of the church, text never read as a formula", async () => {
    const w = await weddings();
    await db.wedding.update({ where: { id: w.prior.id }, data: { notes: "=HYPERLINK(\"http://evil\",\"x\")", groomFirstName: "+1-2" } });
    const response = (await run(exportLoader, makeRequest("/weddings/export", { cookie: w.cookie }))).result as Response;
    expect(response.headers.get("Content-Disposition")).toContain('filename="Weddings.xlsx"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.getWorksheet("Weddings")!;
    expect(sheet.rowCount).toBe(6);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 8)).toEqual(["Wedding Date", "Time", "Day", "Groom First Name", "Groom Last Name", "Bride First Name", "Bride Last Name", "Priest"]);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    // Earliest first: the past wedding, then today's at 4 pm.
    expect(rows.map((r) => r[2])).toEqual(["7pm", "4pm", "7pm", "7pm", "7pm"]);
    const prior = rows.find((r) => r[4] === "+1-2")!;
    const notes = prior[header.indexOf("Notes") + 1];
    expect(notes).toBe('=HYPERLINK("http://evil","x")');
    expect(sheet.getCell(`A${rows.indexOf(prior) + 2}`).type).toBe(ExcelJS.ValueType.Date);
    expect(rows.flat()).not.toContain("Their");
    expect(rows.some((r) => r.some((v) => typeof v === "object" && v !== null && "formula" in v))).toBe(false);
  });
});

describe("dashboard and search", () => {
  it("counts upcoming weddings, lists the next ones and finds weddings by either party's name, for church staff only", async () => {
    const { church, priest, cookie } = await setup();
    const soon = await createWedding({ churchId: church.id, priestId: priest.id, weddingDate: weddingDay(2, 19, 30), groomFirstName: "Nikolai", groomLastName: "Petrov", brideFirstName: "Emma", brideLastName: "Clarke" });
    await createWedding({ churchId: church.id, weddingDate: weddingDay(-2), groomFirstName: "Old", groomLastName: "Petrov" });
    const dashboard = (await get(dashboardLoader, "/dashboard", cookie)).data as { dashboard: { counts: { weddings: number }; upcomingWeddings: { id: string; couple: string; date: string; priest: string }[] } };
    expect(dashboard.dashboard.counts.weddings).toBe(1);
    expect(dashboard.dashboard.upcomingWeddings).toEqual([{ id: soon.id, couple: "Nikolai Petrov & Emma Clarke", date: expect.stringMatching(/ at 7:30pm$/), priest: "John Brennan" }]);

    type Results = { results: { group: string; label: string; to: string }[] };
    const search = async (q: string, jar = cookie) => ((await get(searchLoader, `/search?q=${encodeURIComponent(q)}`, jar)).data as Results).results.filter((r) => r.group === "Weddings");
    expect((await search("emma clarke")).map((r) => r.to)).toEqual([`/weddings/wedding/${soon.id}`]);
    expect((await search("petrov")).map((r) => r.label)).toEqual(["Nikolai Petrov & Emma Clarke", "Old Petrov & Mary " + (await db.wedding.findFirstOrThrow({ where: { groomFirstName: "Old" } })).brideLastName]);
    // Words of two different people do not match one wedding; another church's weddings are not found.
    expect(await search("nikolai clarke")).toEqual([]);
    expect(await search("their groom")).toEqual([]);
    const school = await signIn(await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] }));
    expect(await search("petrov", school)).toEqual([]);
  });
});
