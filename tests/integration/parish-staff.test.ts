import { describe, expect, it } from "vitest";
import { createStaff, createTwoChurches, createUser } from "../../prisma/factories";
import { getStaffMember } from "~/modules/staff/get-staff-member.server";
import { listStaff } from "~/modules/staff/list-staff.server";
import { listOfficiantOptions, requireOfficiant } from "~/modules/staff/officiants.server";
import { STAFF_MESSAGES } from "~/modules/staff/options";
import { saveStaffMember } from "~/modules/staff/save-staff-member.server";
import { StaffMemberSchema, type StaffMemberInput } from "~/modules/staff/staff-schema";
import { loader as listLoader } from "~/routes/settings.staff._index";
import { action as addAction, loader as addLoader } from "~/routes/settings.staff.add";
import { action as editAction, loader as editLoader } from "~/routes/settings.staff.$staffId.edit";
import { loader as settingsLoader } from "~/routes/settings._index";
import { db } from "~/utils/db.server";
import { takeToasts } from "~/utils/session.server";
import { expectAppError } from "../support/app-error";
import { answer, cookieFrom, makeRequest, run, signIn, TEST_CONTEXT } from "../support/http";

type Fn = Parameters<typeof run>[0];
type Answer = Awaited<ReturnType<typeof answer>>;
const get = async (fn: Fn, p: string, cookie: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { cookie }), params));
const post = async (fn: Fn, p: string, form: Record<string, string>, cookie: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { form, cookie }), params));
const toastsOf = async (res: Answer) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) }))).toasts.map((t) => t.message);
const errorsOf = (res: Answer) => (res.data as { result: { error: Record<string, string[]> } }).result.error;

const values = (input: Partial<StaffMemberInput> = {}): StaffMemberInput => ({ firstname: "John", lastname: "Smith", personType: "CLERGY", role: "PRIEST", status: "ACTIVE", ...input });
const form = (input: Record<string, string> = {}) => ({ firstname: "John", lastname: "Smith", personType: "CLERGY", role: "PRIEST", status: "ACTIVE", ...input });

async function setup() {
  const { church, user, other, otherUser } = await createTwoChurches();
  return { church, user, other, cookie: await signIn(user), otherCookie: await signIn(otherUser) };
}

describe("staff: schema and modules", () => {
  it("checks names, choices, e-mail and phone", () => {
    const missing = StaffMemberSchema.safeParse({ firstname: " ", personType: "CLERGY", role: "PRIEST", status: "ACTIVE" });
    expect(missing.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["firstname", "First Name is required"],
      ["lastname", "Last Name is required"],
    ]);
    expect(StaffMemberSchema.safeParse(values({ role: "Pope" as never })).error?.issues[0].message).toBe("Choose a role from the list");
    expect(StaffMemberSchema.safeParse(values({ personType: undefined as never })).error?.issues[0].message).toBe("Choose a person type from the list");
    expect(StaffMemberSchema.safeParse(values({ email: "nope" })).error?.issues[0].message).toBe("Email is not valid");
    expect(StaffMemberSchema.safeParse(values({ phone: "call me" })).error?.issues[0].message).toBe("Phone is not a valid phone number");
    expect(StaffMemberSchema.parse(values({ middlename: " ", phone: "(217) 555-0100 x12" }))).toMatchObject({ middlename: undefined, phone: "(217) 555-0100 x12" });
  });

  it("lists one page by last name, filtered by person type, role, status and name; another church's staff never shows", async () => {
    const { church, other } = await setup();
    const priest = await createStaff({ churchId: church.id, firstname: "John", lastname: "Brennan", role: "PRIEST" });
    const deacon = await createStaff({ churchId: church.id, firstname: "Paul", lastname: "Adams", role: "DEACON" });
    const secretary = await createStaff({ churchId: church.id, firstname: "Ann", lastname: "Cole", role: "SECRETARY", personType: "LAY", status: "INACTIVE" });
    await createStaff({ churchId: other.id, firstname: "John", lastname: "Brennan" });

    const all = await listStaff(church.id, {});
    expect(all).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(all.staff.map((s) => s.name)).toEqual(["Paul Adams", "John Brennan", "Ann Cole"]);
    expect(all.staff[2]).toMatchObject({ id: secretary.id, personType: "LAY", role: "SECRETARY", status: "INACTIVE" });
    expect((await listStaff(church.id, { role: "PRIEST" })).staff.map((s) => s.id)).toEqual([priest.id]);
    expect((await listStaff(church.id, { personType: "LAY" })).staff.map((s) => s.id)).toEqual([secretary.id]);
    expect((await listStaff(church.id, { status: "ACTIVE" })).staff.map((s) => s.id)).toEqual([deacon.id, priest.id]);
    expect((await listStaff(church.id, { q: "  john BRENNAN" })).staff.map((s) => s.id)).toEqual([priest.id]);
    expect((await listStaff(church.id, { role: "DIRECTOR" })).total).toBe(0);
  });

  it("gets, adds and updates a staff member; another church's is not found and unchanged", async () => {
    const { church, other } = await setup();
    const { id } = await saveStaffMember(church.id, values({ middlename: "Paul", email: "fr.john@example.test", phone: "217-555-0100" }));
    expect(await getStaffMember(church.id, id)).toMatchObject({ firstname: "John", middlename: "Paul", lastname: "Smith", email: "fr.john@example.test", phone: "217-555-0100", status: "ACTIVE" });
    expect((await db.staff.findUniqueOrThrow({ where: { id } })).searchName).toBe("johnpaulsmith");
    await saveStaffMember(church.id, values({ firstname: "Jon", status: "INACTIVE" }), id);
    expect(await getStaffMember(church.id, id)).toMatchObject({ firstname: "Jon", middlename: null, email: null, status: "INACTIVE" });

    const theirs = await createStaff({ churchId: other.id, firstname: "Their" });
    await expectAppError(getStaffMember(church.id, theirs.id), "NOT_FOUND");
    await expectAppError(getStaffMember(church.id, "%00"), "NOT_FOUND");
    await expectAppError(saveStaffMember(church.id, values({ firstname: "Hacked" }), theirs.id), "NOT_FOUND");
    expect((await db.staff.findUniqueOrThrow({ where: { id: theirs.id } })).firstname).toBe("Their");
  });

  it("offers active priests and deacons of the church as officiants, keeping a date's current one, and refuses anyone else", async () => {
    const { church, other } = await setup();
    const priest = await createStaff({ churchId: church.id, firstname: "John", lastname: "Brennan", role: "PRIEST" });
    const deacon = await createStaff({ churchId: church.id, firstname: "Paul", lastname: "Adams", role: "DEACON", personType: "CLERGY" });
    const retired = await createStaff({ churchId: church.id, firstname: "Old", lastname: "Zeller", role: "PRIEST", status: "INACTIVE" });
    const secretary = await createStaff({ churchId: church.id, firstname: "Ann", lastname: "Cole", role: "SECRETARY", personType: "LAY" });
    const theirs = await createStaff({ churchId: other.id, firstname: "Their", lastname: "Priest" });

    expect(await listOfficiantOptions(church.id)).toEqual([
      { id: deacon.id, name: "Paul Adams (Deacon)" },
      { id: priest.id, name: "John Brennan (Priest)" },
    ]);
    expect((await listOfficiantOptions(church.id, retired.id)).map((o) => o.id)).toEqual([deacon.id, priest.id, retired.id]);
    expect((await listOfficiantOptions(church.id, theirs.id)).map((o) => o.id)).toEqual([deacon.id, priest.id]);

    expect(await requireOfficiant(church.id, priest.id)).toBe(priest.id);
    expect(await requireOfficiant(church.id, retired.id, retired.id)).toBe(retired.id);
    for (const refused of [retired.id, secretary.id, theirs.id, "%00", ""]) {
      const error = await expectAppError(requireOfficiant(church.id, refused), "INVALID");
      expect(error.fields).toEqual({ officiant: [STAFF_MESSAGES.notAnOfficiant] });
    }
    await expectAppError(requireOfficiant(church.id, theirs.id, theirs.id), "INVALID");
  });
});

describe("staff: screens", () => {
  it("the list reads its filters from the query; Settings links to it for church staff only; a school user is sent away", async () => {
    const { church, cookie } = await setup();
    await createStaff({ churchId: church.id, firstname: "John", lastname: "Brennan", role: "PRIEST" });
    await createStaff({ churchId: church.id, firstname: "Ann", lastname: "Cole", role: "SECRETARY", personType: "LAY" });
    const list = await get(listLoader, "/settings/staff?role=SECRETARY&personType=LAY&status=&q=", cookie);
    expect(list.status).toBe(200);
    const data = list.data as { staff: { rows: { name: string }[] }; filters: Record<string, unknown> };
    expect(data.staff.rows.map((s) => s.name)).toEqual(["Ann Cole"]);
    expect(data.filters).toMatchObject({ role: "SECRETARY", personType: "LAY", status: null });
    // Unknown filter values mean "all".
    expect(((await get(listLoader, "/settings/staff?role=Pope", cookie)).data as { total: number }).total).toBe(2);
    // A document request: the rows go into the page's HTML (the request's documentRows), not into its data.
    const documentRows = new Map<string, unknown[]>();
    const page = await answer(await run(listLoader, makeRequest("/settings/staff", { cookie }), {}, { ...TEST_CONTEXT, documentRows }));
    expect(page.data).toMatchObject({ total: 2, staff: { key: "staff", count: 2, rows: null } });
    expect(documentRows.get("staff")).toHaveLength(2);

    expect((await get(settingsLoader, "/settings", cookie)).data).toEqual({ churchStaff: true });
    const school = await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] });
    const schoolCookie = await signIn(school);
    expect((await get(settingsLoader, "/settings", schoolCookie)).data).toEqual({ churchStaff: false });
    expect((await get(listLoader, "/settings/staff", schoolCookie)).location).toBe("/unauthorized");
    expect((await get(addLoader, "/settings/staff/add", schoolCookie)).location).toBe("/unauthorized");
    expect((await post(addAction, "/settings/staff/add", form(), schoolCookie)).location).toBe("/unauthorized");
    expect(await db.staff.count({ where: { churchId: church.id } })).toBe(2);
  });

  it("adds a staff member with a toast, answers bad input with messages and keeps what was typed", async () => {
    const { church, cookie } = await setup();
    const bad = await post(addAction, "/settings/staff/add", form({ lastname: "", phone: "call me", role: "Pope" }), cookie);
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toMatchObject({ lastname: ["Last Name is required"], phone: ["Phone is not a valid phone number"], role: ["Choose a role from the list"] });
    expect(await db.staff.count({ where: { churchId: church.id } })).toBe(0);

    const added = await post(addAction, "/settings/staff/add", form({ firstname: "Mary", lastname: "Cole", personType: "RELIGIOUS", role: "DIRECTOR", email: "sr.mary@example.test" }), cookie);
    expect(added.location).toBe("/settings/staff");
    expect(await toastsOf(added)).toEqual([STAFF_MESSAGES.saved]);
    expect(await db.staff.findFirstOrThrow({ where: { churchId: church.id } })).toMatchObject({ firstname: "Mary", personType: "RELIGIOUS", role: "DIRECTOR", status: "ACTIVE", email: "sr.mary@example.test" });
  });

  it("edits a staff member and returns to from; another church's id is a 404 that changes nothing; a missing id says so", async () => {
    const { church, other, cookie } = await setup();
    const mine = await createStaff({ churchId: church.id, firstname: "John", lastname: "Brennan" });
    const theirs = await createStaff({ churchId: other.id, firstname: "Their", lastname: "Priest" });
    const page = (id: string) => `/settings/staff/${id}/edit?from=${encodeURIComponent("/settings/staff?role=PRIEST")}`;

    const loaded = await get(editLoader, page(mine.id), cookie, { staffId: mine.id });
    expect(loaded.data).toMatchObject({ staff: { id: mine.id, firstname: "John" }, from: "/settings/staff?role=PRIEST" });
    expect((await get(editLoader, page(theirs.id), cookie, { staffId: theirs.id })).status).toBe(404);

    const saved = await post(editAction, page(mine.id), form({ staffId: mine.id, firstname: "Jon", status: "INACTIVE" }), cookie, { staffId: mine.id });
    expect(saved.location).toBe("/settings/staff?role=PRIEST");
    expect(await db.staff.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({ firstname: "Jon", status: "INACTIVE" });

    expect((await post(editAction, page(theirs.id), form({ staffId: theirs.id, firstname: "Hacked" }), cookie, { staffId: theirs.id })).status).toBe(404);
    // Another church's id posted on one's own page.
    expect((await post(editAction, page(mine.id), form({ staffId: theirs.id, firstname: "Hacked" }), cookie, { staffId: mine.id })).status).toBe(404);
    expect((await db.staff.findUniqueOrThrow({ where: { id: theirs.id } })).firstname).toBe("Their");
    const noId = await post(editAction, page(mine.id), form(), cookie, { staffId: mine.id });
    expect(noId.status).toBe(400);
    expect(errorsOf(noId)[""]).toEqual([STAFF_MESSAGES.staffIdRequired]);
  });
});
