import { describe, expect, it } from "vitest";
import { createTwoChurches } from "../../prisma/factories";
import { seedHouseholds } from "../../prisma/seed-website";
import { headBoxes, MAX_OTHER_MEMBERS, MEMBER_FORM_MESSAGES } from "~/modules/website/member-form";
import { PUBLIC_FORM_RULE } from "~/utils/rate-limit.server";
import { WEBSITE_MESSAGES } from "~/modules/website/options";
import { action as formAction, loader as formLoader } from "~/routes/$churchId.forms.new-member";
import { action as householdAction, loader as householdLoader } from "~/routes/website.public-forms.households.$householdId";
import { loader as householdsLoader } from "~/routes/website.public-forms.households._index";
import { loader as membersLoader } from "~/routes/website.public-forms._index";
import { action as memberAction, loader as memberLoader } from "~/routes/website.public-forms.members.$memberId";
import { action as settingsAction } from "~/routes/website.public-forms.settings";
import { db } from "~/utils/db.server";
import { takeToasts } from "~/utils/session.server";
import { answer, cookieFrom, makeRequest, run, signIn, TEST_CONTEXT } from "../support/http";

type Fn = Parameters<typeof run>[0];
type Answer = Awaited<ReturnType<typeof answer>>;

const get = async (fn: Fn, p: string, cookie: string | undefined, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { cookie }), params));
const post = async (fn: Fn, p: string, form: Record<string, string>, cookie: string | undefined, params: Record<string, string> = {}, ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) =>
  answer(await run(fn, makeRequest(p, { method: "POST", form, cookie }), params, { ...TEST_CONTEXT, clientIp: ip }));
const toastsOf = async (res: Answer) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) }))).toasts.map((t) => t.message);
const errorsOf = (res: Answer) => (res.data as { result: { error: Record<string, string[]> } }).result.error;

/** The public form as a browser posts it: the primary member, then otherMembers[i] blocks. */
function family(primary: Record<string, string> = {}, others: Record<string, string>[] = []) {
  const form: Record<string, string> = {};
  for (const [k, v] of Object.entries({ firstname: "Daniel", lastname: "Okafor", headOfHousehold: "on", email: "daniel@example.com", ...primary })) form[`primaryMember.${k}`] = v;
  others.forEach((m, i) => {
    for (const [k, v] of Object.entries(m)) form[`otherMembers[${i}].${k}`] = v;
  });
  return form;
}
const submit = (churchId: string, form: Record<string, string>, ip?: string) => post(formAction, `/${churchId}/forms/new-member`, form, undefined, { churchId }, ip);

async function setup() {
  const { church, user, other, otherUser } = await createTwoChurches();
  return { church, other, cookie: await signIn(user), otherCookie: await signIn(otherUser) };
}

describe("the head-of-household rule (spec section 4)", () => {
  it("shows the primary's box unless an adult is head; an adult's only when the primary is not head and no other adult is, or it is that one", () => {
    const adult = (head = false) => ({ ageGroup: "ADULT", headOfHousehold: head });
    const child = { ageGroup: "CHILD", headOfHousehold: false };
    expect(headBoxes(true, [adult(), child])).toEqual({ primary: true, members: [false, false] });
    expect(headBoxes(false, [adult(), adult(), child])).toEqual({ primary: true, members: [true, true, false] });
    expect(headBoxes(false, [adult(), adult(true), child])).toEqual({ primary: false, members: [false, true, false] });
    expect(headBoxes(false, [])).toEqual({ primary: true, members: [] });
  });
});

describe("the public new-member form", () => {
  it("shows the church's name, and 'Invalid Link!' with 400 for an unknown or malformed church", async () => {
    const { church } = await setup();
    const page = await get(formLoader, `/${church.id}/forms/new-member`, undefined, { churchId: church.id });
    expect(page.data).toEqual({ church: { id: church.id, name: church.name } });
    for (const id of ["nope", "<script>", "x".repeat(300)]) {
      const bad = await get(formLoader, `/${id}/forms/new-member`, undefined, { churchId: id });
      expect(bad).toMatchObject({ status: 400, data: { invalid: true } });
      expect((await submit(id, family())).status).toBe(400);
    }
  });

  it("creates a household in that church only with every member; the success message and a cleared form, or the settings' redirect; the office is e-mailed", async () => {
    const { church, other } = await setup();
    const saved = await submit(church.id, family({ address: "118 Elm Street", city: "Springfield", state: "IL", zip: "62704", phone: "(217) 555-0183", dateOfBirth: "1984-03-12", donationMethod: "GIVE_ONLINE" }, [
      { ageGroup: "ADULT", firstname: "Grace", phone: "(217) 555-0184", email: "grace@example.com", baptized: "on", firstCommunion: "on", confirmation: "on" },
      { ageGroup: "CHILD", firstname: "Chidi", lastname: "Okafor-Smith", dateOfBirth: "2015-05-02", baptized: "on" },
      { ageGroup: "ADULT" },
    ]));
    expect(saved).toMatchObject({ status: 302, location: `/${church.id}/forms/new-member` });
    expect(await toastsOf(saved)).toEqual([MEMBER_FORM_MESSAGES.submitted]);
    const household = await db.household.findFirstOrThrow({ where: { churchId: church.id }, include: { members: { orderBy: { firstname: "asc" } } } });
    expect(household).toMatchObject({ address: "118 Elm Street", city: "Springfield", state: "IL", zip: "62704", email: "daniel@example.com", donationMethod: "GIVE_ONLINE" });
    expect(household.members.map((m) => [m.firstname, m.lastname, m.ageGroup, m.headOfHousehold, m.isPrimary, m.baptized, m.confirmation])).toEqual([
      ["Chidi", "Okafor-Smith", "CHILD", false, false, true, false],
      ["Daniel", "Okafor", "ADULT", true, true, false, false],
      ["Grace", "Okafor", "ADULT", false, false, true, true],
    ]);
    expect(await db.household.count({ where: { churchId: other.id } })).toBe(0);

    await db.externalFormSettings.create({ data: { churchId: church.id, redirectUrl: "https://stmary.example.org/welcome", notifyEmails: ["office@example.org", "pastor@example.org"] } });
    const before = await db.emailOutbox.count({ where: { churchId: church.id } });
    const redirected = await submit(church.id, family({ firstname: "Helen", lastname: "Whitaker", email: "helen@example.com" }));
    expect(redirected).toMatchObject({ status: 302, location: "https://stmary.example.org/welcome" });
    const mails = await db.emailOutbox.findMany({ where: { churchId: church.id }, orderBy: { to: "asc" }, skip: before });
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["office@example.org", "New member form: Helen Whitaker"],
      ["pastor@example.org", "New member form: Helen Whitaker"],
    ]);
  });

  it("joins the household of the same e-mail without adding a known member twice; the new head takes over", async () => {
    const { church } = await setup();
    await submit(church.id, family({}, [{ ageGroup: "ADULT", firstname: "Grace" }]));
    const again = await submit(church.id, family({ email: "DANIEL@example.com", headOfHousehold: "" }, [{ ageGroup: "ADULT", firstname: "Grace", headOfHousehold: "on" }, { ageGroup: "CHILD", firstname: "Amara" }]));
    expect(again.status).toBe(302);
    const households = await db.household.findMany({ where: { churchId: church.id }, include: { members: { orderBy: { firstname: "asc" } } } });
    expect(households).toHaveLength(1);
    expect(households[0].members.map((m) => [m.firstname, m.headOfHousehold])).toEqual([
      ["Amara", false],
      ["Daniel", false],
      ["Grace", true],
    ]);
  });

  it("enforces the head-of-household rule in every combination, with a clear message, saving nothing", async () => {
    const { church } = await setup();
    const cases: [Record<string, string>, Record<string, string>[], Record<string, string[]>][] = [
      [{ headOfHousehold: "" }, [], { "primaryMember.headOfHousehold": [MEMBER_FORM_MESSAGES.noHead] }],
      [{ headOfHousehold: "" }, [{ ageGroup: "CHILD", firstname: "Amara" }], { "primaryMember.headOfHousehold": [MEMBER_FORM_MESSAGES.noHead] }],
      [{}, [{ ageGroup: "ADULT", firstname: "Grace", headOfHousehold: "on" }], { "otherMembers[0].headOfHousehold": [MEMBER_FORM_MESSAGES.oneHead] }],
      [{ headOfHousehold: "" }, [{ ageGroup: "ADULT", firstname: "Grace", headOfHousehold: "on" }, { ageGroup: "ADULT", firstname: "Luis", headOfHousehold: "on" }], { "otherMembers[1].headOfHousehold": [MEMBER_FORM_MESSAGES.oneHead] }],
      [{ headOfHousehold: "" }, [{ ageGroup: "CHILD", firstname: "Amara", headOfHousehold: "on" }], { "otherMembers[0].headOfHousehold": [MEMBER_FORM_MESSAGES.childHead], "primaryMember.headOfHousehold": [MEMBER_FORM_MESSAGES.noHead] }],
    ];
    for (const [primary, others, errors] of cases) {
      const res = await submit(church.id, family(primary, others));
      expect(res.status).toBe(400);
      expect(errorsOf(res)).toEqual(errors);
    }
    // The allowed ones: the primary is head; or an adult member is, the primary not.
    expect((await submit(church.id, family({ email: "a@example.com" }, [{ ageGroup: "ADULT", firstname: "Grace" }]))).status).toBe(302);
    expect((await submit(church.id, family({ email: "b@example.com", headOfHousehold: "" }, [{ ageGroup: "ADULT", firstname: "Grace", headOfHousehold: "on" }]))).status).toBe(302);
    expect(await db.household.count({ where: { churchId: church.id } })).toBe(2);
  });

  it("answers bad input with the field's message: names required, e-mails, dates, 21 members, long fields, unknown choices", async () => {
    const { church } = await setup();
    const res = await submit(church.id, family({ firstname: "", lastname: "", email: "not-an-email", dateOfBirth: "2099-01-01", donationMethod: "Cash", zip: "9".repeat(21) }, [{ ageGroup: "Teen", firstname: "x".repeat(81) }, { ageGroup: "ADULT", lastname: "Nameless" }]));
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toMatchObject({
      "primaryMember.firstname": ["Firstname is required"],
      "primaryMember.lastname": ["Lastname is required"],
      "primaryMember.email": ["Email is not valid"],
      "primaryMember.dateOfBirth": [MEMBER_FORM_MESSAGES.futureDate],
      "primaryMember.donationMethod": [MEMBER_FORM_MESSAGES.chooseMethod],
      "primaryMember.zip": ["Zip must be at most 20 characters"],
      "otherMembers[0].ageGroup": [MEMBER_FORM_MESSAGES.chooseAgeGroup],
      "otherMembers[0].firstname": ["Firstname must be at most 80 characters"],
    });
    // Once the rest is right: a member block with something typed but no first name.
    expect(errorsOf(await submit(church.id, family({}, [{ ageGroup: "ADULT", lastname: "Nameless" }, { ageGroup: "CHILD" }])))).toEqual({ "otherMembers[0].firstname": [MEMBER_FORM_MESSAGES.memberFirstname] });
    const crowd = Array.from({ length: MAX_OTHER_MEMBERS + 1 }, (_, i) => ({ ageGroup: "CHILD", firstname: `Child${i}` }));
    expect(errorsOf(await submit(church.id, family({}, crowd)))).toMatchObject({ otherMembers: [MEMBER_FORM_MESSAGES.tooManyMembers] });
    expect(await db.household.count({ where: { churchId: church.id } })).toBe(0);
  });

  it("adds a member block without JavaScript (Conform's list button) with what was typed kept, and 200", async () => {
    const { church } = await setup();
    const res = await submit(church.id, { ...family({ city: "Springfield" }), __intent__: JSON.stringify({ type: "insert", payload: { name: "otherMembers", defaultValue: { ageGroup: "ADULT" } } }) });
    expect(res.status).toBe(200);
    const result = (res.data as { result: { initialValue: { primaryMember: { city: string }; otherMembers: unknown[] } } }).result;
    expect(result.initialValue.primaryMember.city).toBe("Springfield");
    expect(result.initialValue.otherMembers).toEqual([{ ageGroup: "ADULT" }]);
    expect(await db.household.count({ where: { churchId: church.id } })).toBe(0);
  });

  it("drops a form that fills the honeypot (answered as saved) and limits an address to 20 an hour", async () => {
    const { church } = await setup();
    const bot = await submit(church.id, { ...family(), website: "http://spam.example" });
    expect(await toastsOf(bot)).toEqual([MEMBER_FORM_MESSAGES.submitted]);
    expect(await db.household.count({ where: { churchId: church.id } })).toBe(0);
    const ip = "203.0.113.77";
    for (let i = 0; i < PUBLIC_FORM_RULE.limit; i++) expect((await submit(church.id, family({ email: `f${i}@example.com` }), ip)).status).toBe(302);
    const limited = await submit(church.id, family({ email: "late@example.com" }), ip);
    expect(limited.status).toBe(429);
    expect(errorsOf(limited)).toEqual({ "": ["Too many requests. Please try again later."] });
    expect(await db.household.count({ where: { churchId: church.id } })).toBe(PUBLIC_FORM_RULE.limit);
  });
});

describe("the office's forms screens", () => {
  it("lists members and households of the church only, edits a household and a member, and another church's answer 404 and stay", async () => {
    const { church, other, cookie, otherCookie } = await setup();
    await seedHouseholds(church.id, "10000001");
    await seedHouseholds(other.id, "10000002");
    const members = (await get(membersLoader, "/website/public-forms", cookie)).data as Awaited<ReturnType<typeof membersLoader>>;
    expect(members.members.total).toBe(7);
    expect(members.link.url).toContain(`/${church.id}/forms/new-member`);
    expect(members.link.qrSvg).toMatch(/^<svg/);
    const searched = (await get(membersLoader, "/website/public-forms?q=okafor", cookie)).data as typeof members;
    expect(searched.members.members.rows!.map((m) => m.firstname).sort()).toEqual(["Amara", "Chidi", "Daniel", "Grace"]);
    const households = (await get(householdsLoader, "/website/public-forms/households", cookie)).data as Awaited<ReturnType<typeof householdsLoader>>;
    expect(households.households.map((h) => h.head && `${h.head.firstname} ${h.head.lastname}`).sort()).toEqual(["Daniel Okafor", "Helen Whitaker", "Javier Morales"]);

    const morales = households.households.find((h) => h.head?.firstname === "Javier")!;
    const params = { householdId: morales.id };
    expect((await get(householdLoader, `/website/public-forms/households/${morales.id}`, otherCookie, params)).status).toBe(404);
    expect((await post(householdAction, `/website/public-forms/households/${morales.id}`, { city: "Hijacked" }, otherCookie, params)).status).toBe(404);
    const saved = await post(householdAction, `/website/public-forms/households/${morales.id}`, { address: "9 New Street", city: "Springfield", state: "IL", zip: "62703", phone: "(217) 555-0199", email: "Morales@Example.com", donationMethod: "GIVE_ONLINE" }, cookie, params);
    expect(await toastsOf(saved)).toEqual([WEBSITE_MESSAGES.householdUpdated]);
    expect(await db.household.findUniqueOrThrow({ where: { id: morales.id } })).toMatchObject({ address: "9 New Street", email: "morales@example.com", donationMethod: "GIVE_ONLINE" });

    const teresa = await db.member.findFirstOrThrow({ where: { churchId: church.id, firstname: "Teresa" } });
    const memberParams = { memberId: teresa.id };
    expect((await get(memberLoader, `/website/public-forms/members/${teresa.id}`, otherCookie, memberParams)).status).toBe(404);
    expect((await post(memberAction, `/website/public-forms/members/${teresa.id}`, { ageGroup: "ADULT", firstname: "X", lastname: "Y" }, otherCookie, memberParams)).status).toBe(404);
    const child = await post(memberAction, `/website/public-forms/members/${teresa.id}`, { ageGroup: "CHILD", firstname: "Teresa", lastname: "Morales", headOfHousehold: "on" }, cookie, memberParams);
    expect(errorsOf(child)).toEqual({ headOfHousehold: [MEMBER_FORM_MESSAGES.childHead] });
    const head = await post(memberAction, `/website/public-forms/members/${teresa.id}`, { ageGroup: "ADULT", firstname: "Teresa", lastname: "Morales", headOfHousehold: "on", baptized: "on" }, cookie, memberParams);
    expect(head).toMatchObject({ status: 302, location: `/website/public-forms/households/${morales.id}` });
    expect(await toastsOf(head)).toEqual([WEBSITE_MESSAGES.memberUpdated]);
    const heads = await db.member.findMany({ where: { householdId: morales.id, headOfHousehold: true }, select: { firstname: true, baptized: true } });
    expect(heads).toEqual([{ firstname: "Teresa", baptized: true }]);
    expect(await db.member.count({ where: { churchId: other.id } })).toBe(1);
  });

  it("saves the form settings: an http(s) redirect and up to five e-mail addresses", async () => {
    const { church, cookie } = await setup();
    const bad = await post(settingsAction, "/website/public-forms/settings", { redirectUrl: "javascript:alert(1)", notifyEmails: "office@example.org\nnope" }, cookie);
    expect(errorsOf(bad)).toEqual({ redirectUrl: [WEBSITE_MESSAGES.invalidLink], notifyEmails: ["Enter e-mail addresses such as office@example.org, one per line."] });
    const many = await post(settingsAction, "/website/public-forms/settings", { notifyEmails: Array.from({ length: 6 }, (_, i) => `a${i}@example.org`).join(",") }, cookie);
    expect(errorsOf(many)).toEqual({ notifyEmails: ["At most 5 addresses."] });
    const saved = await post(settingsAction, "/website/public-forms/settings", { redirectUrl: "stmary.example.org/welcome", notifyEmails: "Office@Example.org, pastor@example.org office@example.org" }, cookie);
    expect(await toastsOf(saved)).toEqual([WEBSITE_MESSAGES.formSettingsSaved]);
    expect(await db.externalFormSettings.findUniqueOrThrow({ where: { churchId: church.id } })).toMatchObject({ redirectUrl: "https://stmary.example.org/welcome", notifyEmails: ["office@example.org", "pastor@example.org"] });
  });
});
