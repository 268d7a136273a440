import vm from "node:vm";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { createStudent, createStudentDocument, createTwoChurches, funeralDay, storePng } from "../../prisma/factories";
import { makePng } from "../../prisma/demo-png";
import { seedWebsite } from "../../prisma/seed-website";
import { dateInput } from "~/modules/parish/wall-clock";
import { EventSchema } from "~/modules/website/event-schema";
import { eventWhen } from "~/modules/website/event-time";
import { listPastEvents, listUpcomingEvents } from "~/modules/website/list-events.server";
import { IMAGE_MESSAGES, PAST_EVENTS_PAGE_SIZE, WEBSITE_MESSAGES } from "~/modules/website/options";
import { saveEvent } from "~/modules/website/save-event.server";
import { SponsorSchema } from "~/modules/website/sponsor-schema";
import { loader as publicHomepage } from "~/routes/$churchId.website._index";
import { loader as eventsJs } from "~/routes/$churchId.website.events[.js]";
import { loader as publicImage } from "~/routes/$churchId.website.images.$fileId";
import { loader as welcomeJs } from "~/routes/$churchId.website.welcome-announcement[.js]";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { action as editEventAction, loader as editEventLoader } from "~/routes/website.events.$eventId.edit";
import { action as addEventAction } from "~/routes/website.events.add";
import { loader as eventScriptDownload } from "~/routes/website.events.download-script";
import { action as homepageAction, loader as homepageLoader } from "~/routes/website.homepage._index";
import { loader as welcomeScriptDownload } from "~/routes/website.homepage.download-script";
import { loader as websiteHome } from "~/routes/website._index";
import { action as editSponsorAction, loader as editSponsorLoader } from "~/routes/website.sponsors.$sponsorId.edit";
import { action as addSponsorAction } from "~/routes/website.sponsors.add";
import { loader as sponsorsLoader } from "~/routes/website.sponsors._index";
import { db } from "~/utils/db.server";
import { takeToasts } from "~/utils/session.server";
import { answer, cookieFrom, makeRequest, run, signIn, TEST_CONTEXT } from "../support/http";

type Fn = Parameters<typeof run>[0];
type Answer = Awaited<ReturnType<typeof answer>>;

const PNG = makePng(40, 20, [10, 20, 30], [200, 100, 50]);
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(512, 0x41)]);
const day = (days: number) => dateInput(funeralDay(days));

const get = async (fn: Fn, p: string, cookie: string | undefined, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { cookie }), params));
const raw = async (fn: Fn, p: string, params: Record<string, string> = {}) => {
  const outcome = await run(fn, makeRequest(p), params);
  return (outcome.thrown ?? outcome.result) as Response;
};
function multipart(fields: Record<string, string>, files: { name: string; bytes: Buffer; filename: string }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) form.append(f.name, new Blob([new Uint8Array(f.bytes)], { type: "image/png" }), f.filename);
  return form;
}
const post = async (fn: Fn, p: string, form: FormData | Record<string, string>, cookie: string, params: Record<string, string> = {}) =>
  answer(await run(fn, makeRequest(p, { method: "POST", form, cookie }), params));
const toastsOf = async (res: Answer) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) }))).toasts.map((t) => t.message);
const errorsOf = (res: Answer) => (res.data as { result: { error: Record<string, string[]> } }).result.error;

/** What the form's post becomes on the server (Conform reads "on" as true, "" as not filled). */
function submitted(input: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) form.append(name, value);
  return parseWithZod(form, { schema: EventSchema });
}
const eventValues = (input: Record<string, string>) => {
  const submission = submitted(input);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
};

const eventForm = (extra: Record<string, string> = {}) => ({ title: "Parish Picnic", startDate: day(5), startTime: "11:00", endTime: "15:00", place: "Parish grounds", description: "Bring a dish.", isPublic: "on", ...extra });

async function setup() {
  const { church, user, other, otherUser } = await createTwoChurches();
  const theirs = await saveEvent({ churchId: other.id, values: eventValues(eventForm({ title: "Their Event" })) });
  return { church, user, other, otherUser, theirs, cookie: await signIn(user), otherCookie: await signIn(otherUser) };
}

describe("the event and sponsor forms", () => {
  it("need a title, a date and a start time; check times, the end and the length of every field", () => {
    const issues = (input: Record<string, string>) => {
      const submission = submitted(input);
      return submission.status === "success" ? [] : Object.entries(submission.error ?? {}).map(([path, messages]) => [path, (messages as string[] | null)?.[0]]);
    };
    expect(issues({})).toEqual([
      ["title", "Title is required"],
      ["startDate", "Date is required"],
      ["startTime", "Start time is required"],
    ]);
    expect(issues(eventForm({ startDate: "2026-02-30", startTime: "7pm", endTime: "25:00" }))).toEqual([
      ["startDate", WEBSITE_MESSAGES.invalidDate],
      ["startTime", WEBSITE_MESSAGES.invalidTime],
      ["endTime", WEBSITE_MESSAGES.invalidTime],
    ]);
    expect(issues(eventForm({ startDate: "1999-12-31" }))).toEqual([["startDate", WEBSITE_MESSAGES.dateOutOfRange]]);
    expect(issues(eventForm({ startTime: "15:00", endTime: "11:00" }))).toEqual([["endTime", WEBSITE_MESSAGES.endBeforeStart]]);
    expect(issues(eventForm({ endTime: "", endDate: day(4) }))).toEqual([["endDate", WEBSITE_MESSAGES.endBeforeStart]]);
    expect(issues(eventForm({ title: "x".repeat(121), place: "p".repeat(161), description: "d".repeat(4001) })).map(([p]) => p)).toEqual(["title", "place", "description"]);
    // An end date without a time ends with that day; no end at all is fine.
    const twoDays = eventValues(eventForm({ endTime: "", endDate: day(6) }));
    expect(twoDays).toMatchObject({ endDate: day(6), endTime: undefined });
    expect(eventValues(eventForm({ endTime: "" })).endTime).toBeUndefined();
  });

  it("says when an event happens in words, on one day or over several", () => {
    expect(eventWhen(new Date("2026-12-06T10:00:00Z"), new Date("2026-12-06T12:00:00Z"))).toBe("Sunday, December 6, 2026 at 10:00 AM – 12:00 PM");
    expect(eventWhen(new Date("2026-12-06T10:00:00Z"), null)).toBe("Sunday, December 6, 2026 at 10:00 AM");
    expect(eventWhen(new Date("2027-01-08T18:00:00Z"), new Date("2027-01-10T12:00:00Z"))).toBe("Friday, January 8, 2027 at 6:00 PM – Sunday, January 10, 2027 at 12:00 PM");
    expect(eventWhen(new Date("2027-01-08T18:00:00Z"), new Date("2027-01-10T23:59:00Z"))).toBe("Friday, January 8, 2027 at 6:00 PM – Sunday, January 10, 2027");
  });

  it("accepts only http and https links for a sponsor, reading example.com as https", () => {
    expect(SponsorSchema.parse({ name: "Rossi's", link: "rossis.example.com" }).link).toBe("https://rossis.example.com");
    for (const link of ["javascript:alert(1)", "data:text/html,hi", "ftp://example.com", "https://localhost", "not a link"]) {
      expect(SponsorSchema.safeParse({ name: "Bad", link }).error?.issues[0].message).toBe(WEBSITE_MESSAGES.invalidLink);
    }
  });
});

describe("events", () => {
  it("adds an event with its image, lists it as upcoming and counts it on the dashboard; the other church sees none of it", async () => {
    const { church, other, cookie, otherCookie } = await setup();
    const added = await post(addEventAction, "/website/events/add", multipart(eventForm(), [{ name: "image", bytes: PNG, filename: "picnic.png" }]), cookie);
    expect(added).toMatchObject({ status: 302, location: "/website" });
    expect(await toastsOf(added)).toEqual([WEBSITE_MESSAGES.eventAdded]);
    const event = await db.websiteEvent.findFirstOrThrow({ where: { churchId: church.id }, include: { image: true } });
    expect(event).toMatchObject({ title: "Parish Picnic", place: "Parish grounds", description: "Bring a dish.", isPublic: true });
    expect(event.image).toMatchObject({ churchId: church.id, kind: "event-image", ownerType: "website-event", ownerId: event.id, contentType: "image/png" });

    const home = (await get(websiteHome, "/website", cookie)).data as Awaited<ReturnType<typeof websiteHome>>;
    expect(home.upcoming.rows!.map((e) => e.title)).toEqual(["Parish Picnic"]);
    // A document request: the rows go into the page's HTML (the request's documentRows), not into its data.
    const documentRows = new Map<string, unknown[]>();
    const document = (await answer(await run(websiteHome, makeRequest("/website", { cookie }), {}, { ...TEST_CONTEXT, documentRows }))).data as typeof home;
    expect(document).toMatchObject({ upcoming: { key: "upcoming", count: 1, rows: null }, past: { events: { key: "past", count: 0, rows: null } } });
    expect((documentRows.get("upcoming") as { title: string }[]).map((e) => e.title)).toEqual(["Parish Picnic"]);
    const dashboard = (await get(dashboardLoader, "/dashboard", cookie)).data as { dashboard: { counts: { events: number } } };
    expect(dashboard.dashboard.counts.events).toBe(1);
    // The other church: its own event only; ours answers 404 to its pages and its actions, and stays.
    const theirHome = (await get(websiteHome, "/website", otherCookie)).data as Awaited<ReturnType<typeof websiteHome>>;
    expect(theirHome.upcoming.rows!.map((e) => e.title)).toEqual(["Their Event"]);
    expect((await get(editEventLoader, `/website/events/${event.id}/edit`, otherCookie, { eventId: event.id })).status).toBe(404);
    const forged = await post(editEventAction, `/website/events/${event.id}/edit`, multipart({ ...eventForm({ title: "Hijacked" }), eventId: event.id }), otherCookie, { eventId: event.id });
    expect(forged.status).toBe(404);
    const deleted = await post(editEventAction, `/website/events/${event.id}/edit`, { intent: "delete", eventId: event.id }, otherCookie, { eventId: event.id });
    expect(deleted.status).toBe(404);
    expect(await db.websiteEvent.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({ title: "Parish Picnic", imageFileId: event.imageFileId });
    expect(await db.websiteEvent.count({ where: { churchId: other.id } })).toBe(1);
  });

  it("edits an event, replaces or removes its image (deleting the old file), and deletes it with its image", async () => {
    const { church, cookie } = await setup();
    const { id } = await saveEvent({ churchId: church.id, values: eventValues(eventForm()), image: undefined });
    const edit = (form: FormData) => post(editEventAction, `/website/events/${id}/edit`, form, cookie, { eventId: id });
    expect(await toastsOf(await edit(multipart({ ...eventForm({ title: "Parish Picnic (moved)" }), eventId: id }, [{ name: "image", bytes: PNG, filename: "a.png" }])))).toEqual([WEBSITE_MESSAGES.eventUpdated]);
    const first = (await db.websiteEvent.findUniqueOrThrow({ where: { id } })).imageFileId!;
    await edit(multipart({ ...eventForm(), eventId: id }, [{ name: "image", bytes: PNG, filename: "b.png" }]));
    const second = (await db.websiteEvent.findUniqueOrThrow({ where: { id } })).imageFileId!;
    expect(second).not.toBe(first);
    expect(await db.storedFile.findUnique({ where: { id: first } })).toBeNull();
    await edit(multipart({ ...eventForm({ isPublic: "" }), eventId: id, removeImage: "on" }));
    expect(await db.websiteEvent.findUniqueOrThrow({ where: { id } })).toMatchObject({ imageFileId: null, isPublic: false });
    expect(await db.storedFile.findUnique({ where: { id: second } })).toBeNull();

    // A renamed executable is refused with the message and changes nothing; so is a bad end.
    const refused = await edit(multipart({ ...eventForm({ title: "Changed" }), eventId: id }, [{ name: "image", bytes: EXE, filename: "photo.png" }]));
    expect(refused.status).toBe(400);
    expect(errorsOf(refused).image).toEqual([IMAGE_MESSAGES.type]);
    const bad = await edit(multipart({ ...eventForm({ endTime: "09:00" }), eventId: id }));
    expect(errorsOf(bad).endTime).toEqual([WEBSITE_MESSAGES.endBeforeStart]);
    expect(await db.websiteEvent.findUniqueOrThrow({ where: { id } })).toMatchObject({ title: "Parish Picnic", imageFileId: null });

    await saveEvent({ churchId: church.id, values: eventValues(eventForm()), eventId: id, image: undefined });
    const withImage = await storePng(church.id, { kind: "event-image", ownerType: "website-event", ownerId: id }, "c.png");
    await db.websiteEvent.update({ where: { id }, data: { imageFileId: withImage.id } });
    const gone = await post(editEventAction, `/website/events/${id}/edit`, { intent: "delete", eventId: id }, cookie, { eventId: id });
    expect(gone).toMatchObject({ status: 302, location: "/website" });
    expect(await toastsOf(gone)).toEqual([WEBSITE_MESSAGES.eventDeleted]);
    expect(await db.websiteEvent.findUnique({ where: { id } })).toBeNull();
    expect(await db.storedFile.findUnique({ where: { id: withImage.id } })).toBeNull();
  });

  it("splits upcoming from past at the parish's today (an event still running is upcoming) and pages the past", async () => {
    const { church } = await setup();
    const add = (title: string, extra: Record<string, string>) => saveEvent({ churchId: church.id, values: eventValues(eventForm({ title, ...extra })) });
    await add("Running retreat", { startDate: day(-1), startTime: "18:00", endTime: "", endDate: day(1) });
    await add("Tomorrow", { startDate: day(1) });
    await add("Today", { startDate: day(0), startTime: "07:00", endTime: "" });
    for (let i = 1; i <= PAST_EVENTS_PAGE_SIZE + 1; i++) await add(`Past ${i}`, { startDate: day(-i - 1), endTime: "" });
    expect((await listUpcomingEvents(church.id)).map((e) => e.title)).toEqual(["Running retreat", "Today", "Tomorrow"]);
    const page1 = await listPastEvents(church.id, 1);
    expect(page1).toMatchObject({ total: PAST_EVENTS_PAGE_SIZE + 1, page: 1, pageCount: 2 });
    expect(page1.events[0].title).toBe("Past 1");
    expect((await listPastEvents(church.id, 99)).events.map((e) => e.title)).toEqual([`Past ${PAST_EVENTS_PAGE_SIZE + 1}`]);
  });
});

describe("sponsors", () => {
  it("adds, edits and deletes a sponsor with its logo; another church's sponsor is not found and stays", async () => {
    const { church, other, cookie, otherCookie } = await setup();
    const added = await post(addSponsorAction, "/website/sponsors/add", multipart({ name: "Rossi's Pizzeria", link: "rossis.example.com" }, [{ name: "logo", bytes: PNG, filename: "logo.png" }]), cookie);
    expect(added).toMatchObject({ status: 302, location: "/website/sponsors" });
    expect(await toastsOf(added)).toEqual([WEBSITE_MESSAGES.sponsorAdded]);
    const sponsor = await db.websiteSponsor.findFirstOrThrow({ where: { churchId: church.id } });
    expect(sponsor).toMatchObject({ name: "Rossi's Pizzeria", link: "https://rossis.example.com" });
    expect(sponsor.logoFileId).toBeTruthy();
    const list = (await get(sponsorsLoader, "/website/sponsors", cookie)).data as Awaited<ReturnType<typeof sponsorsLoader>>;
    expect(list.sponsors.rows!.map((s) => s.name)).toEqual(["Rossi's Pizzeria"]);
    expect(((await get(sponsorsLoader, "/website/sponsors", otherCookie)).data as typeof list).sponsors.rows).toEqual([]);

    const params = { sponsorId: sponsor.id };
    expect((await get(editSponsorLoader, `/website/sponsors/${sponsor.id}/edit`, otherCookie, params)).status).toBe(404);
    expect((await post(editSponsorAction, `/website/sponsors/${sponsor.id}/edit`, multipart({ name: "Hijacked", sponsorId: sponsor.id }), otherCookie, params)).status).toBe(404);
    expect((await post(editSponsorAction, `/website/sponsors/${sponsor.id}/edit`, { intent: "delete", sponsorId: sponsor.id }, otherCookie, params)).status).toBe(404);
    expect((await db.websiteSponsor.findUniqueOrThrow({ where: { id: sponsor.id } })).name).toBe("Rossi's Pizzeria");

    const bad = await post(editSponsorAction, `/website/sponsors/${sponsor.id}/edit`, multipart({ name: "", link: "javascript:alert(1)", sponsorId: sponsor.id }), cookie, params);
    expect(errorsOf(bad)).toMatchObject({ name: ["Name is required"], link: [WEBSITE_MESSAGES.invalidLink] });
    const edited = await post(editSponsorAction, `/website/sponsors/${sponsor.id}/edit`, multipart({ name: "Rossi's Pizzeria & Trattoria", link: "", removeLogo: "on", sponsorId: sponsor.id }), cookie, params);
    expect(await toastsOf(edited)).toEqual([WEBSITE_MESSAGES.sponsorUpdated]);
    expect(await db.websiteSponsor.findUniqueOrThrow({ where: { id: sponsor.id } })).toMatchObject({ name: "Rossi's Pizzeria & Trattoria", link: null, logoFileId: null });
    expect(await db.storedFile.findUnique({ where: { id: sponsor.logoFileId! } })).toBeNull();

    const deleted = await post(editSponsorAction, `/website/sponsors/${sponsor.id}/edit`, { intent: "delete", sponsorId: sponsor.id }, cookie, params);
    expect(await toastsOf(deleted)).toEqual([WEBSITE_MESSAGES.sponsorDeleted]);
    expect(await db.websiteSponsor.count({ where: { churchId: church.id } })).toBe(0);
    expect(await db.websiteEvent.count({ where: { churchId: other.id } })).toBe(1);
  });
});

describe("the homepage and what the parish's own site embeds", () => {
  it("saves the announcement, Mass times and contact; the public homepage shows them with public upcoming events and sponsors only", async () => {
    const { church, other, cookie } = await setup();
    const saved = await post(homepageAction, "/website/homepage", { welcomeAnnouncement: "Welcome, friends!\r\n\r\nCoffee after Mass.", massTimes: "Sunday 9:00 AM", address: "1 Church St", phone: "(217) 555-0100", email: "office@example.org" }, cookie);
    expect(await toastsOf(saved)).toEqual([WEBSITE_MESSAGES.homepageSaved]);
    const bad = await post(homepageAction, "/website/homepage", { welcomeAnnouncement: "x".repeat(2001), email: "nope", phone: "call" }, cookie);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(["email", "phone", "welcomeAnnouncement"]);
    expect(((await get(homepageLoader, "/website/homepage", cookie)).data as Awaited<ReturnType<typeof homepageLoader>>).homepage.welcomeAnnouncement).toBe("Welcome, friends!\n\nCoffee after Mass.");

    await saveEvent({ churchId: church.id, values: eventValues(eventForm({ title: "Public picnic" })) });
    await saveEvent({ churchId: church.id, values: eventValues(eventForm({ title: "Council meeting", isPublic: "" })) });
    await saveEvent({ churchId: church.id, values: eventValues(eventForm({ title: "Last year's picnic", startDate: day(-300), endTime: "" })) });
    await db.websiteSponsor.create({ data: { churchId: church.id, name: "Dental Care", link: "https://dental.example.com" } });
    await db.websiteSponsor.create({ data: { churchId: other.id, name: "Their Sponsor" } });

    const page = (await get(publicHomepage, `/${church.id}/website`, undefined, { churchId: church.id })).data as Awaited<ReturnType<typeof publicHomepage>>;
    expect(page.church.name).toBe(church.name);
    expect(page.homepage).toMatchObject({ welcomeAnnouncement: "Welcome, friends!\n\nCoffee after Mass.", massTimes: "Sunday 9:00 AM", phone: "(217) 555-0100" });
    expect(page.events.map((e) => e.title)).toEqual(["Public picnic"]);
    expect(page.sponsors.map((s) => s.name)).toEqual(["Dental Care"]);
    for (const id of ["unknown-church", "../etc", "x".repeat(300)]) expect((await get(publicHomepage, `/${id}/website`, undefined, { churchId: id })).status).toBe(404);
  });

  it("downloads EventScript.txt and WelcomeAnnouncementScript.txt, which load our scripts from the church's public address", async () => {
    const { church, cookie } = await setup();
    const events = await raw(eventScriptDownload, "/website/events/download-script").catch(() => null);
    expect(events?.status).toBe(302); // signed out: to the sign-in page
    const outcome = await run(eventScriptDownload, makeRequest("/website/events/download-script", { cookie }));
    const file = outcome.result as Response;
    expect(file.headers.get("Content-Disposition")).toContain('filename="EventScript.txt"');
    const text = await file.text();
    expect(text).toContain(`<div data-parish-events="${church.id}"></div>`);
    expect(text).toContain(`/${church.id}/website/events.js" defer></script>`);
    const welcome = (await run(welcomeScriptDownload, makeRequest("/website/homepage/download-script", { cookie }))).result as Response;
    expect(welcome.headers.get("Content-Disposition")).toContain('filename="WelcomeAnnouncementScript.txt"');
    expect(await welcome.text()).toContain(`/${church.id}/website/welcome-announcement.js" defer></script>`);
  });

  it("serves the embed scripts to any site, cached and without cookies, and a hostile title or announcement stays text", async () => {
    const { church } = await setup();
    const hostile = `</script><script>alert("x")</script><img src=x onerror=alert(1)> \u2028 & "quotes"`;
    await saveEvent({ churchId: church.id, values: eventValues(eventForm({ title: hostile.slice(0, 120), description: hostile })) });
    await db.churchWebsite.create({ data: { churchId: church.id, welcomeAnnouncement: `Hello ${hostile}\n\nSecond paragraph` } });

    const response = await raw(eventsJs, `/${church.id}/website/events.js`, { churchId: church.id });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const source = await response.text();
    expect(source).not.toMatch(/<\/script|<img|innerHTML/i);

    // Run it against a recording document: the hostile text arrives as textContent, exactly.
    const page = runInFakePage(source, "data-parish-events", church.id);
    expect(page.texts("h3")).toEqual([hostile.slice(0, 120)]);
    expect(page.texts("p")).toContain(hostile);

    const welcome = await raw(welcomeJs, `/${church.id}/website/welcome-announcement.js`, { churchId: church.id });
    expect(welcome.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const announcement = runInFakePage(await welcome.text(), "data-parish-welcome", church.id);
    expect(announcement.texts("p")).toEqual([`Hello ${hostile}`, "Second paragraph"]);

    const unknown = await raw(eventsJs, "/nope/website/events.js", { churchId: "nope" });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
  });

  it("serves a sponsor's logo and a public event's image, and nothing else: a private event's image, a student's document, another church's logo", async () => {
    const { church, other } = await setup();
    const logo = await storePng(church.id, { kind: "sponsor-logo", ownerType: "website-sponsor" }, "logo.png");
    await db.websiteSponsor.create({ data: { churchId: church.id, name: "Logo Co", logoFileId: logo.id } });
    const { id: eventId } = await saveEvent({ churchId: church.id, values: eventValues(eventForm()) });
    const picture = await storePng(church.id, { kind: "event-image", ownerType: "website-event", ownerId: eventId }, "e.png");
    await db.websiteEvent.update({ where: { id: eventId }, data: { imageFileId: picture.id } });
    const theirLogo = await storePng(other.id, { kind: "sponsor-logo", ownerType: "website-sponsor" }, "theirs.png");
    await db.websiteSponsor.create({ data: { churchId: other.id, name: "Theirs", logoFileId: theirLogo.id } });
    const student = await createStudent({ churchId: church.id, firstname: "Ana", lastname: "Ruiz" });
    const document = await createStudentDocument({ churchId: church.id, studentId: student.id, kind: "BIRTH_CERTIFICATE" });

    const image = (fileId: string, churchId = church.id) => raw(publicImage, `/${churchId}/website/images/${fileId}`, { churchId, fileId });
    const served = await image(logo.id);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect((await image(picture.id)).status).toBe(200);
    await db.websiteEvent.update({ where: { id: eventId }, data: { isPublic: false } });
    expect((await image(picture.id)).status).toBe(404);
    expect((await image(document.fileId)).status).toBe(404);
    expect((await image(theirLogo.id)).status).toBe(404);
    expect((await image(theirLogo.id, other.id)).status).toBe(200);
  });

  it("loads the demo website once: public and staff-only events, upcoming and past, sponsors with logos", async () => {
    const { church } = await setup();
    await seedWebsite(church.id, "10000001");
    await seedWebsite(church.id, "10000001");
    const upcoming = await listUpcomingEvents(church.id);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(upcoming.some((e) => !e.isPublic)).toBe(true);
    expect((await listPastEvents(church.id, 1)).total).toBeGreaterThanOrEqual(1);
    expect(await db.websiteSponsor.count({ where: { churchId: church.id, logoFileId: { not: null } } })).toBeGreaterThanOrEqual(3);
  });
});

/** Runs an embed script in a sandbox with a document that records what the script puts where. */
function runInFakePage(source: string, attribute: string, churchId: string) {
  type Node = { tag: string; children: Node[]; textContent: string; className: string; style: Record<string, string>; [key: string]: unknown };
  const make = (tag: string): Node => {
    const node: Node = { tag, children: [], textContent: "", className: "", style: {} };
    node.appendChild = (child: Node) => node.children.push(child);
    node.removeChild = (child: Node) => node.children.splice(node.children.indexOf(child), 1);
    Object.defineProperty(node, "firstChild", { get: () => node.children[0] ?? null });
    return node;
  };
  const root = make("div");
  const document = {
    querySelector: (selector: string) => (selector === `[${attribute}="${churchId}"]` ? root : null),
    createElement: make,
    currentScript: null,
    body: make("body"),
  };
  vm.runInNewContext(source, { document });
  const all = (node: Node): Node[] => [node, ...node.children.flatMap(all)];
  return { texts: (tag: string) => all(root).filter((n) => n.tag === tag).map((n) => n.textContent) };
}
