import { describe, expect, it } from "vitest";
import { createChurch, createFuneral, createStaff, createTwoChurches, createUser, funeralDay } from "../../prisma/factories";
import { seedParishFunerals } from "../../prisma/seed-funerals";
import { deleteFuneral } from "~/modules/funerals/delete-funeral.server";
import { funeralFormValues } from "~/modules/funerals/form-values";
import { FuneralSchema } from "~/modules/funerals/funeral-schema";
import { funeralTimeLabel } from "~/modules/funerals/funeral-time";
import { getFuneral } from "~/modules/funerals/get-funeral.server";
import { listPastFunerals, listUpcomingFunerals } from "~/modules/funerals/list-funerals.server";
import { getFuneralNotesReport } from "~/modules/funerals/notes-report.server";
import { FUNERAL_MESSAGES, PAST_PAGE_SIZE } from "~/modules/funerals/options";
import { saveFuneral } from "~/modules/funerals/save-funeral.server";
import { searchFunerals } from "~/modules/funerals/search-funerals.server";
import { upcomingFuneralsSummary } from "~/modules/funerals/upcoming-funerals.server";
import { dateInput } from "~/modules/parish/wall-clock";
import { STAFF_MESSAGES } from "~/modules/staff/options";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { loader as splatLoader } from "~/routes/funerals.$";
import { action as detailAction, loader as detailLoader } from "~/routes/funerals.$funeralId._index";
import { action as editAction, loader as editLoader } from "~/routes/funerals.$funeralId.edit";
import { loader as listLoader } from "~/routes/funerals._index";
import { action as addAction, loader as addLoader } from "~/routes/funerals.add";
import { loader as notesLoader } from "~/routes/funerals.reports.notes";
import { loader as searchLoader } from "~/routes/search";
import { db } from "~/utils/db.server";
import { takeToasts } from "~/utils/session.server";
import { expectAppError } from "../support/app-error";
import { answer, cookieFrom, makeRequest, run, signIn, TEST_CONTEXT } from "../support/http";

type Fn = Parameters<typeof run>[0];
type Answer = Awaited<ReturnType<typeof answer>>;

const get = async (fn: Fn, p: string, cookie: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { cookie }), params));
const post = async (fn: Fn, p: string, form: Record<string, string>, cookie: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { method: "POST", form, cookie }), params));
const toastsOf = async (res: Answer) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) }))).toasts.map((t) => t.message);
const errorsOf = (res: Answer) => (res.data as { result: { error: Record<string, string[]> } }).result.error;
const day = (days: number) => dateInput(funeralDay(days));

const form = (extra: Record<string, string> = {}) => ({ firstname: "Eleanor", lastname: "Fitzgerald", dateOfFuneral: day(3), funeralTime: "10:00", serviceType: "FUNERAL_MASS", remains: "BODY", ...extra });

async function setup() {
  const { church, user, other } = await createTwoChurches();
  const priest = await createStaff({ churchId: church.id, firstname: "John", lastname: "Brennan", role: "PRIEST" });
  const theirPriest = await createStaff({ churchId: other.id, firstname: "Their", lastname: "Priest" });
  const theirs = await createFuneral({ churchId: other.id, firstname: "Their", lastname: "Deceased", officiantId: theirPriest.id, notes: "Their note" });
  return { church, user, other, priest, theirPriest, theirs, cookie: await signIn(user) };
}

describe("the funeral form", () => {
  it("needs the names and the date of the funeral; checks dates, time, choices, phone and e-mail", () => {
    const issues = (input: Record<string, string>) => FuneralSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ serviceType: "FUNERAL_MASS", remains: "BODY" })).toEqual([
      ["firstname", FUNERAL_MESSAGES.firstnameRequired],
      ["lastname", FUNERAL_MESSAGES.lastnameRequired],
      ["dateOfFuneral", FUNERAL_MESSAGES.dateOfFuneralRequired],
    ]);
    expect(issues(form({ dateOfFuneral: "2026-02-30", funeralTime: "9am", serviceType: "Wake", remains: "Ashes", contactPhone: "call me", contactEmail: "nope" }))).toEqual([
      ["dateOfFuneral", FUNERAL_MESSAGES.invalidDate],
      ["funeralTime", FUNERAL_MESSAGES.invalidTime],
      ["serviceType", FUNERAL_MESSAGES.chooseServiceType],
      ["remains", FUNERAL_MESSAGES.chooseRemains],
      ["contactPhone", "Contact phone is not a valid phone number"],
      ["contactEmail", "Email is not valid"],
    ]);
    expect(issues(form({ dateOfFuneral: "1899-12-31" }))).toEqual([["dateOfFuneral", FUNERAL_MESSAGES.dateOutOfRange]]);
    expect(issues(form({ dateOfDeath: day(30), dateOfFuneral: day(40) }))).toEqual([["dateOfDeath", FUNERAL_MESSAGES.deathInFuture]]);
    expect(issues(form({ dateOfDeath: day(-1), dateOfFuneral: day(-3) }))).toEqual([["dateOfDeath", FUNERAL_MESSAGES.deathAfterFuneral]]);
    expect(issues(form({ dateOfBirth: day(-1), dateOfDeath: day(-2) }))).toEqual([["dateOfBirth", FUNERAL_MESSAGES.birthAfterDeath]]);
    // Time, middle name, officiant and the rest may stay empty.
    expect(FuneralSchema.parse(form({ funeralTime: "", middlename: " ", officiant: "" }))).toMatchObject({ funeralTime: undefined, middlename: undefined, officiant: undefined });
  });

  it("shows the time as HH:MM with pm when the hour is above 11, else am (12-hour clock)", () => {
    expect(["00:15", "09:30", "11:59", "12:00", "14:30", "23:05"].map(funeralTimeLabel)).toEqual(["12:15 am", "09:30 am", "11:59 am", "12:00 pm", "02:30 pm", "11:05 pm"]);
    expect(funeralTimeLabel(null)).toBeNull();
  });
});

describe("funerals", () => {
  it("adds a funeral with every field; refuses another church's officiant, an inactive or lay one", async () => {
    const { church, priest, theirPriest, cookie } = await setup();
    const loaded = await get(addLoader, "/funerals/add", cookie);
    expect((loaded.data as { officiants: { id: string }[] }).officiants.map((o) => o.id)).toEqual([priest.id]);
    const count = () => db.funeral.count({ where: { churchId: church.id } });

    const empty = await post(addAction, "/funerals/add", { serviceType: "FUNERAL_MASS", remains: "BODY" }, cookie);
    expect(empty.status).toBe(400);
    expect(errorsOf(empty)).toMatchObject({ firstname: [FUNERAL_MESSAGES.firstnameRequired], lastname: [FUNERAL_MESSAGES.lastnameRequired], dateOfFuneral: [FUNERAL_MESSAGES.dateOfFuneralRequired] });

    const retired = await createStaff({ churchId: church.id, firstname: "Old", lastname: "Priest", status: "INACTIVE" });
    const secretary = await createStaff({ churchId: church.id, firstname: "Ann", lastname: "Cole", role: "SECRETARY", personType: "LAY" });
    for (const officiant of [theirPriest.id, retired.id, secretary.id, "../x"]) {
      const refused = await post(addAction, "/funerals/add", form({ officiant }), cookie);
      expect(refused.status, officiant).toBe(400);
      expect(errorsOf(refused).officiant).toEqual([STAFF_MESSAGES.notAnOfficiant]);
    }
    expect(await count()).toBe(0);

    const full = form({
      middlename: "Rose",
      dateOfBirth: "1938-02-11",
      dateOfDeath: day(-4),
      funeralTime: "14:30",
      serviceType: "MEMORIAL_MASS",
      remains: "CREMATED",
      officiant: priest.id,
      funeralHome: "Hanley & Sons",
      cemetery: "Calvary Cemetery",
      contactName: "Margaret Fitzgerald",
      contactRelationship: "Daughter",
      contactPhone: "(217) 555-0142",
      contactEmail: "margaret@example.com",
      notes: "Vigil the evening before.\r\nOn Eagle's Wings.",
    });
    const added = await post(addAction, "/funerals/add", full, cookie);
    const saved = await db.funeral.findFirstOrThrow({ where: { churchId: church.id } });
    expect(added.location).toBe(`/funerals/${saved.id}`);
    expect(await toastsOf(added)).toEqual([FUNERAL_MESSAGES.added]);
    expect(saved).toMatchObject({
      firstname: "Eleanor",
      middlename: "Rose",
      searchName: "eleanorrosefitzgerald",
      dateOfBirth: new Date("1938-02-11T00:00:00Z"),
      dateOfDeath: funeralDay(-4),
      dateOfFuneral: funeralDay(3),
      funeralTime: "14:30",
      serviceType: "MEMORIAL_MASS",
      remains: "CREMATED",
      officiantId: priest.id,
      funeralHome: "Hanley & Sons",
      cemetery: "Calvary Cemetery",
      contactName: "Margaret Fitzgerald",
      contactRelationship: "Daughter",
      contactPhone: "(217) 555-0142",
      contactEmail: "margaret@example.com",
      notes: "Vigil the evening before.\nOn Eagle's Wings.",
    });
    // The edit form starts from what was saved.
    expect(funeralFormValues(await getFuneral(church.id, saved.id))).toEqual({ ...full, notes: "Vigil the evening before.\nOn Eagle's Wings." });
  });

  it("the detail page shows the funeral; another church's id is a 404 everywhere", async () => {
    const { church, priest, theirs, cookie } = await setup();
    const mine = await createFuneral({ churchId: church.id, firstname: "Joseph", middlename: "Anthony", lastname: "Romano", officiantId: priest.id, cemetery: "St. Mary Cemetery" });
    const page = await get(detailLoader, `/funerals/${mine.id}`, cookie, { funeralId: mine.id });
    expect((page.data as { funeral: unknown }).funeral).toMatchObject({ id: mine.id, name: "Joseph Anthony Romano", officiant: "John Brennan", cemetery: "St. Mary Cemetery" });
    for (const id of [theirs.id, "nope", "../x"]) {
      expect((await get(detailLoader, `/funerals/${id}`, cookie, { funeralId: id })).status, id).toBe(404);
      expect((await get(editLoader, `/funerals/${id}/edit`, cookie, { funeralId: id })).status, id).toBe(404);
    }
    await expectAppError(getFuneral(church.id, theirs.id), "NOT_FOUND");
  });

  it("edits a funeral (keeping an officiant who is no longer active); another church's funeral is a 404 that changes nothing", async () => {
    const { church, priest, theirs, theirPriest, cookie } = await setup();
    const mine = await createFuneral({ churchId: church.id, firstname: "Harold", lastname: "Becker", officiantId: priest.id, funeralTime: null, notes: "Time to confirm" });
    const page = (id: string) => `/funerals/${id}/edit`;
    const loaded = await get(editLoader, page(mine.id), cookie, { funeralId: mine.id });
    expect(loaded.data).toMatchObject({ funeral: { id: mine.id, officiantId: priest.id }, from: null });

    await db.staff.update({ where: { id: priest.id }, data: { status: "INACTIVE" } });
    const again = await get(editLoader, page(mine.id), cookie, { funeralId: mine.id });
    expect((again.data as { officiants: { id: string }[] }).officiants.map((o) => o.id)).toEqual([priest.id]);
    const saved = await post(editAction, page(mine.id), { funeralId: mine.id, ...form({ firstname: "Harold", lastname: "Becker", funeralTime: "11:15", officiant: priest.id }) }, cookie, { funeralId: mine.id });
    expect(saved.location).toBe(`/funerals/${mine.id}`);
    expect(await toastsOf(saved)).toEqual([FUNERAL_MESSAGES.updated]);
    expect(await db.funeral.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({ funeralTime: "11:15", officiantId: priest.id, notes: null, dateOfFuneral: funeralDay(3) });
    // ?from= takes the user back where they came from.
    const back = await post(editAction, `${page(mine.id)}?from=/dashboard`, { funeralId: mine.id, ...form({ officiant: "" }) }, cookie, { funeralId: mine.id });
    expect(back.location).toBe("/dashboard");
    expect((await db.funeral.findUniqueOrThrow({ where: { id: mine.id } })).officiantId).toBeNull();

    // Another church's funeral: by the page or by the posted id.
    expect((await post(editAction, page(theirs.id), { funeralId: theirs.id, ...form() }, cookie, { funeralId: theirs.id })).status).toBe(404);
    expect((await post(editAction, page(mine.id), { funeralId: theirs.id, ...form() }, cookie, { funeralId: mine.id })).status).toBe(404);
    await expectAppError(saveFuneral(church.id, FuneralSchema.parse(form()), theirs.id), "NOT_FOUND");
    expect(await db.funeral.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ firstname: "Their", lastname: "Deceased", officiantId: theirPriest.id });
    // Their priest is refused on my funeral.
    const refused = await post(editAction, page(mine.id), { funeralId: mine.id, ...form({ officiant: theirPriest.id }) }, cookie, { funeralId: mine.id });
    expect(errorsOf(refused).officiant).toEqual([STAFF_MESSAGES.notAnOfficiant]);
    const noId = await post(editAction, page(mine.id), form(), cookie, { funeralId: mine.id });
    expect(errorsOf(noId)[""]).toEqual([FUNERAL_MESSAGES.funeralIdRequired]);
  });

  it("deletes a funeral through the dialog's form; another church's is a 404 and stays", async () => {
    const { church, theirs, cookie } = await setup();
    const mine = await createFuneral({ churchId: church.id, firstname: "Dorothy", lastname: "Murray" });
    const path = (id: string) => `/funerals/${id}`;
    expect((await post(detailAction, path(theirs.id), { intent: "delete", funeralId: theirs.id }, cookie, { funeralId: theirs.id })).status).toBe(404);
    expect((await post(detailAction, path(mine.id), { intent: "delete", funeralId: theirs.id }, cookie, { funeralId: mine.id })).status).toBe(404);
    await expectAppError(deleteFuneral(church.id, theirs.id), "NOT_FOUND");
    expect(await db.funeral.count({ where: { id: theirs.id } })).toBe(1);
    expect(errorsOf(await post(detailAction, path(mine.id), { intent: "delete" }, cookie, { funeralId: mine.id }))[""]).toEqual([FUNERAL_MESSAGES.funeralIdRequired]);
    // A post without the intent is not the page's form.
    expect((await post(detailAction, path(mine.id), { funeralId: mine.id }, cookie, { funeralId: mine.id })).status).toBe(400);

    const deleted = await post(detailAction, path(mine.id), { intent: "delete", funeralId: mine.id }, cookie, { funeralId: mine.id });
    expect(deleted.location).toBe("/funerals");
    expect(await toastsOf(deleted)).toEqual([FUNERAL_MESSAGES.deleted]);
    expect(await db.funeral.count({ where: { id: mine.id } })).toBe(0);
  });

  it("lists upcoming funerals soonest first (no time yet: last of its day) and past ones latest first, page by page", async () => {
    const { church, cookie } = await setup();
    const later = await createFuneral({ churchId: church.id, firstname: "Ben", lastname: "Later", dateOfFuneral: funeralDay(9), funeralTime: "09:00" });
    const untimed = await createFuneral({ churchId: church.id, firstname: "Ann", lastname: "Untimed", dateOfFuneral: funeralDay(0), funeralTime: null });
    const today = await createFuneral({ churchId: church.id, firstname: "Cy", lastname: "Today", dateOfFuneral: funeralDay(0), funeralTime: "13:00", serviceType: "GRAVESIDE_SERVICE", remains: "CREMATED" });
    const upcoming = await listUpcomingFunerals(church.id);
    expect(upcoming.map((f) => f.id)).toEqual([today.id, untimed.id, later.id]);
    expect(upcoming[0]).toMatchObject({ name: "Cy Today", firstname: "Cy", middlename: null, lastname: "Today", funeralTime: "13:00", serviceType: "GRAVESIDE_SERVICE", remains: "CREMATED" });

    for (let k = 0; k < PAST_PAGE_SIZE + 2; k++) await createFuneral({ churchId: church.id, firstname: "Past", lastname: `P${String(k).padStart(2, "0")}`, dateOfFuneral: funeralDay(-1 - k) });
    const first = await listPastFunerals(church.id, 1);
    expect(first).toMatchObject({ total: PAST_PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(first.funerals.map((f) => f.name).slice(0, 2)).toEqual(["Past P00", "Past P01"]);
    const second = await listPastFunerals(church.id, 2);
    expect(second.funerals.map((f) => f.name)).toEqual([`Past P${PAST_PAGE_SIZE}`, `Past P${PAST_PAGE_SIZE + 1}`]);
    expect((await listPastFunerals(church.id, 99)).page).toBe(2);

    // A navigation within the app gets the rows as data.
    const screen = await get(listLoader, "/funerals?page=2", cookie);
    type Rows = { key: string; count: number; rows: { id: string }[] | null };
    const data = screen.data as { upcoming: Rows; past: { page: number; funerals: Rows } };
    // Another church's funeral is on neither list.
    expect(data.upcoming.rows!.map((f) => f.id)).toEqual([today.id, untimed.id, later.id]);
    expect(data.past.page).toBe(2);
    expect(data.past.funerals).toMatchObject({ count: 2, rows: [{}, {}] });

    // A document request: the rows go into the page's HTML (the request's documentRows), not into its data.
    const documentRows = new Map<string, unknown[]>();
    const page = await answer(await run(listLoader, makeRequest("/funerals?page=2", { cookie }), {}, { ...TEST_CONTEXT, documentRows }));
    expect(page.data).toMatchObject({ upcoming: { key: "upcoming", count: 3, rows: null }, past: { page: 2, funerals: { key: "past", count: 2, rows: null } } });
    expect((documentRows.get("upcoming") as { id: string }[]).map((f) => f.id)).toEqual([today.id, untimed.id, later.id]);
    expect(documentRows.get("past")).toHaveLength(2);
  });

  it("the notes report lists the upcoming funerals that have notes, soonest first", async () => {
    const { church, cookie } = await setup();
    const soon = await createFuneral({ churchId: church.id, firstname: "Lan", middlename: "Thị", lastname: "Nguyễn", dateOfFuneral: funeralDay(2), funeralTime: "09:30", notes: "Rosary in Vietnamese." });
    await createFuneral({ churchId: church.id, firstname: "No", lastname: "Notes", dateOfFuneral: funeralDay(1) });
    await createFuneral({ churchId: church.id, firstname: "Old", lastname: "Note", dateOfFuneral: funeralDay(-3), notes: "Past" });
    const later = await createFuneral({ churchId: church.id, firstname: "Ruth", lastname: "Carter", dateOfFuneral: funeralDay(8), funeralTime: null, notes: "Time to confirm." });
    const expected = [
      { id: soon.id, name: "Lan Thị Nguyễn", dateOfFuneral: funeralDay(2), funeralTime: "09:30", notes: "Rosary in Vietnamese." },
      { id: later.id, name: "Ruth Carter", dateOfFuneral: funeralDay(8), funeralTime: null, notes: "Time to confirm." },
    ];
    expect(await getFuneralNotesReport(church.id)).toEqual(expected);
    expect(((await get(notesLoader, "/funerals/reports/notes", cookie)).data as { funerals: { id: string }[] }).funerals.map((f) => f.id)).toEqual([soon.id, later.id]);
  });

  it("is for church staff only; unknown paths in the area are a 404", async () => {
    const { church, cookie } = await setup();
    const school = await signIn(await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] }));
    for (const [fn, p] of [[listLoader, "/funerals"], [addLoader, "/funerals/add"], [notesLoader, "/funerals/reports/notes"]] as const) {
      expect((await get(fn, p, school)).location, p).toBe("/unauthorized");
    }
    expect((await get(splatLoader, "/funerals/a/b", cookie, { "*": "a/b" })).status).toBe(404);
    expect((await get(splatLoader, "/funerals/reports/other", cookie, { "*": "reports/other" })).status).toBe(404);
  });
});

describe("the dashboard and the search box", () => {
  it("count the church's upcoming funerals and list the next ones with a View link; find funerals by the deceased's name", async () => {
    const { church, cookie } = await setup();
    const soon = await createFuneral({ churchId: church.id, firstname: "Ava", lastname: "Park", dateOfFuneral: funeralDay(1), funeralTime: "10:00" });
    const after = await createFuneral({ churchId: church.id, firstname: "Ben", lastname: "Adams", dateOfFuneral: funeralDay(4), funeralTime: "15:30", serviceType: "MEMORIAL_MASS" });
    const done = await createFuneral({ churchId: church.id, firstname: "Ava", lastname: "Parker", dateOfFuneral: funeralDay(-7) });

    expect(await upcomingFuneralsSummary(church.id, 1)).toMatchObject({ count: 2, funerals: [{ id: soon.id, name: "Ava Park", serviceType: "Funeral Mass" }] });
    const dashboard = await get(dashboardLoader, "/dashboard", cookie);
    const data = dashboard.data as { church: { name: string; accountId: string }; dashboard: { counts: Record<string, number>; upcomingFunerals: { id: string; name: string; funeralTime: string; serviceType: string }[] } };
    expect(data.church).toMatchObject({ name: church.name, accountId: church.accountId });
    // Parish events have no table yet: 0.
    expect(data.dashboard.counts).toMatchObject({ funerals: 2, events: 0 });
    expect(data.dashboard.upcomingFunerals.map((f) => [f.id, f.name, f.funeralTime, f.serviceType])).toEqual([
      [soon.id, "Ava Park", "10:00", "Funeral Mass"],
      [after.id, "Ben Adams", "15:30", "Memorial Mass"],
    ]);

    expect((await searchFunerals(church.id, "ava park", 10)).map((f) => f.id)).toEqual([soon.id, done.id]);
    const found = await get(searchLoader, "/search?q=ava%20PARK", cookie);
    const results = (found.data as { results: { group: string; label: string; to: string }[] }).results.filter((r) => r.group === "Funerals");
    expect(results.map((r) => [r.label, r.to])).toEqual([
      ["Ava Park", `/funerals/${soon.id}`],
      ["Ava Parker", `/funerals/${done.id}`],
    ]);
    // Another church's funeral (Their Deceased) is never found; a school user finds no funerals.
    expect((await get(searchLoader, "/search?q=deceased", cookie)).data).toMatchObject({ results: [] });
    const school = await signIn(await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] }));
    expect(((await get(searchLoader, "/search?q=park", school)).data as { results: { group: string }[] }).results.filter((r) => r.group === "Funerals")).toEqual([]);
  });
});

describe("demo data", () => {
  it("seeds funerals around today, officiated by the church's own priests and deacons, once", async () => {
    const { church, priest, other } = await setup();
    await seedParishFunerals(church.id, "10000001");
    await seedParishFunerals(church.id, "10000001");
    const rows = await db.funeral.findMany({ where: { churchId: church.id } });
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.some((f) => f.dateOfFuneral >= funeralDay(0)) && rows.some((f) => f.dateOfFuneral < funeralDay(0))).toBe(true);
    expect(rows.every((f) => f.officiantId === null || f.officiantId === priest.id)).toBe(true);
    expect(rows.every((f) => !f.dateOfDeath || f.dateOfDeath <= f.dateOfFuneral)).toBe(true);
    // A church that has funerals gets none; St. Joseph's few.
    await seedParishFunerals(other.id, "10000002");
    expect(await db.funeral.count({ where: { churchId: other.id } })).toBe(1);
    const third = await createChurch();
    await seedParishFunerals(third.id, "10000002");
    expect(await db.funeral.count({ where: { churchId: third.id, officiantId: null } })).toBe(3);
  });
});
