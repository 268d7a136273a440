import { afterEach, describe, expect, it } from "vitest";
import { createChurch, createParent, createSponsor, createStudent, createTeacher, createTwoChurches, createUser } from "../../prisma/factories";
import { loader as healthLoader } from "~/routes/healthcheck";
import { action as consentAction, loader as consentLoader } from "~/routes/cookie-consent";
import { loader as rootLoader } from "~/root";
import { loader as outboxLoader } from "~/routes/dev.outbox._index";
import { loader as outboxEmailLoader } from "~/routes/dev.outbox.$emailId";
import { loader as searchLoader } from "~/routes/search";
import { loader as faqLoader } from "~/routes/faq.$";
import { FAQ_TOPICS } from "~/modules/help/faq";
import { isCrossSitePost } from "~/server/web";
import { db } from "~/utils/db.server";
import { answer, makeRequest, run, signIn } from "../support/http";

const CONSENT = "cookie_consent=true; Path=/; Max-Age=31536000; SameSite=Strict";

/** Sets environment variables for one test; afterEach puts the old values back. */
const savedEnv = new Map<string, string | undefined>();
function setEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (!savedEnv.has(name)) savedEnv.set(name, process.env[name]);
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
afterEach(() => {
  for (const [name, value] of savedEnv) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  savedEnv.clear();
});

describe("healthcheck", () => {
  it("answers 200 OK when the database answers", async () => {
    const response = (await healthLoader()) as Response;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("cookie consent", () => {
  const accept = async (form: Record<string, string>) => answer(await run(consentAction, makeRequest("/cookie-consent", { form })));

  it("sets cookie_consent for 365 days, path /, SameSite Strict, and goes back where the visitor was", async () => {
    const result = await accept({ redirectTo: "/register?x=1" });
    expect(result).toMatchObject({ status: 302, location: "/register?x=1" });
    expect(result.headers.get("Set-Cookie")).toBe(CONSENT);
  });

  it("never redirects off the site", async () => {
    for (const redirectTo of ["//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", ""]) {
      const result = await accept({ redirectTo });
      expect(result, redirectTo).toMatchObject({ status: 302, location: "/" });
      expect(result.headers.get("Set-Cookie")).toBe(CONSENT);
    }
    expect(await accept({})).toMatchObject({ status: 302, location: "/" });
  });

  it("answers data without a redirect for the script-enhanced banner", async () => {
    const result = await accept({ redirectTo: "/login", js: "1" });
    expect(result).toMatchObject({ status: 200, location: null, data: { accepted: true } });
    expect(result.headers.get("Set-Cookie")).toBe(CONSENT);
  });

  it("adds Secure when the site is served over https", async () => {
    setEnv({ APP_URL: "https://parish.example" });
    expect((await accept({ redirectTo: "/" })).headers.get("Set-Cookie")).toBe(`${CONSENT}; Secure`);
  });

  it("sends a GET to /", async () => {
    expect(await answer(await run(consentLoader, makeRequest("/cookie-consent")))).toMatchObject({ status: 302, location: "/" });
  });

  it("is reported by the root loader from the Cookie header", async () => {
    const without = await answer(await run(rootLoader, makeRequest("/login")));
    expect(without.data).toMatchObject({ cookieConsent: false, toasts: [] });
    const withIt = await answer(await run(rootLoader, makeRequest("/login", { cookie: "a=b; cookie_consent=true" })));
    expect(withIt.data).toMatchObject({ cookieConsent: true });
    const refused = await answer(await run(rootLoader, makeRequest("/login", { cookie: "cookie_consent=false" })));
    expect(refused.data).toMatchObject({ cookieConsent: false });
  });
});

describe("isCrossSitePost", () => {
  const host = "localhost:3000";
  it("refuses a post from another site", () => {
    expect(isCrossSitePost("POST", "/login", { origin: "https://evil.example", host })).toBe(true);
    expect(isCrossSitePost("POST", "/login", { origin: "http://localhost:3001", host })).toBe(true);
    expect(isCrossSitePost("DELETE", "/settings", { origin: "https://evil.example", host })).toBe(true);
    expect(isCrossSitePost("POST", "/login", { "sec-fetch-site": "cross-site", host })).toBe(true);
    expect(isCrossSitePost("POST", "/login", { "sec-fetch-site": "cross-site", origin: `http://${host}`, host })).toBe(true);
    expect(isCrossSitePost("POST", "/login", { origin: "null", host })).toBe(true);
    expect(isCrossSitePost("POST", "/login", { origin: "not a url", host })).toBe(true);
  });

  it("accepts same-origin posts, posts without Origin, safe methods and webhooks", () => {
    expect(isCrossSitePost("POST", "/login", { origin: `http://${host}`, host, "sec-fetch-site": "same-origin" })).toBe(false);
    expect(isCrossSitePost("POST", "/login", { "sec-fetch-site": "same-origin", host })).toBe(false);
    expect(isCrossSitePost("POST", "/login", { host })).toBe(false);
    expect(isCrossSitePost("POST", "/login", { origin: "http://localhost:3000", host: "internal:8080" })).toBe(false); // APP_URL's host
    expect(isCrossSitePost("GET", "/login", { origin: "https://evil.example", host, "sec-fetch-site": "cross-site" })).toBe(false);
    expect(isCrossSitePost("POST", "/webhooks/stripe", { origin: "https://stripe.example", host, "sec-fetch-site": "cross-site" })).toBe(false);
  });
});

describe("development outbox", () => {
  it("lists the outbox in test and development, and answers 404 when deployed", async () => {
    const church = await createChurch();
    const other = await createChurch();
    await db.emailOutbox.create({ data: { churchId: church.id, template: "t", to: "a@example.test", subject: "Outbox subject A", textBody: "a", htmlBody: "a" } });
    await db.emailOutbox.create({ data: { churchId: other.id, template: "t", to: "b@example.test", subject: "Outbox subject B", textBody: "b", htmlBody: "b" } });

    const page = await answer(await run(outboxLoader, makeRequest("/dev/outbox")));
    expect(page.status).toBe(200);
    const emails = (page.data as { emails: { subject: string; church: { name: string } }[] }).emails;
    expect(emails.find((e) => e.subject === "Outbox subject A")?.church.name).toBe(church.name);
    expect(emails.find((e) => e.subject === "Outbox subject B")?.church.name).toBe(other.name);

    setEnv({ NODE_ENV: "production", LOCAL_MODE: undefined, APP_URL: "https://parish.example.org", POSTMARK_SERVER_TOKEN: "real-token" });
    expect(await answer(await run(outboxLoader, makeRequest("/dev/outbox")))).toMatchObject({ status: 404 });
    setEnv({ LOCAL_MODE: "1", APP_URL: "http://localhost:3000", POSTMARK_SERVER_TOKEN: undefined });
    expect((await answer(await run(outboxLoader, makeRequest("/dev/outbox")))).status).toBe(200);
    setEnv({ NODE_ENV: "test", LOCAL_MODE: undefined, POSTMARK_SERVER_TOKEN: "real-token" });
    expect(await answer(await run(outboxLoader, makeRequest("/dev/outbox")))).toMatchObject({ status: 404 });
  });

  it("shows one e-mail, and 404 for an unknown or malformed id", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const email = await db.emailOutbox.create({ data: { churchId: church.id, template: "t", to: "c@example.test", subject: "One e-mail", textBody: "Body", htmlBody: "b" } });
    await db.emailOutbox.create({ data: { churchId: other.id, template: "t", to: "d@example.test", subject: "Other e-mail", textBody: "Other", htmlBody: "o" } });
    const open = async (emailId: string) => answer(await run(outboxEmailLoader, makeRequest(`/dev/outbox/${encodeURIComponent(emailId)}`), { emailId }));
    expect(await open(email.id)).toMatchObject({ status: 200, data: { email: { subject: "One e-mail", church: church.name, text: "Body" } } });
    for (const bad of ["nope", "a\u0000b", "x".repeat(5000), ""]) {
      expect((await open(bad)).status, JSON.stringify(bad.slice(0, 10))).toBe(404);
    }
  });

  it("survives a silly page number, showing its last page for one past the end", async () => {
    for (const [p, expected] of [["-5", 1], ["abc", 1], ["1.01", 1], ["2.5", 2], ["1e9", Infinity], ["99999999999999999999", Infinity], ["Infinity", Infinity]] as const) {
      const result = await answer(await run(outboxLoader, makeRequest(`/dev/outbox?page=${p}`)));
      expect(result.status, p).toBe(200);
      const { page, pages } = result.data as { page: number; pages: number };
      expect(page, p).toBe(Math.min(expected, pages));
    }
  });
});

describe("search", () => {
  const search = async (q: string, cookie?: string) => answer(await run(searchLoader, makeRequest(`/search?q=${encodeURIComponent(q)}`, { cookie })));
  type Results = { query: string; results: { label: string; to: string }[] };

  it("finds pages by name for a church user, and nothing of another church", async () => {
    const church = await createChurch();
    const user = await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
    const other = await createChurch({ name: "Zebulon Parish" });
    await createUser({ churchId: other.id, roles: ["CHURCH_USER"], firstname: "Zebulon" });
    const cookie = await signIn(user);

    const found = await search("Baptisms", cookie);
    expect(found.status).toBe(200);
    const data = found.data as Results;
    expect(data.query).toBe("Baptisms");
    expect(data.results).toContainEqual(expect.objectContaining({ label: "Baptisms", to: "/baptisms" }));
    expect((await search("  add   BAPTISM ", cookie)).data).toMatchObject({
      results: [expect.objectContaining({ to: "/baptisms/add-baptism" }), expect.objectContaining({ to: "/baptisms/dates/add" })],
    });
    // Pages one step inside an area are found by name too: its reports, tools and add forms.
    expect(((await search("missing docs", cookie)).data as Results).results).toEqual([
      expect.objectContaining({ label: "Missing Docs Report", to: "/religious-education/reports/missing-docs" }),
    ]);
    expect(((await search("e-mail parents", cookie)).data as Results).results).toEqual([expect.objectContaining({ to: "/religious-education/email-parents" })]);
    expect(((await search("staff", cookie)).data as Results).results).toContainEqual(expect.objectContaining({ to: "/settings/staff" }));

    const nothing = await search("Zebulon", cookie);
    expect((nothing.data as Results).results).toEqual([]);
    expect(JSON.stringify(nothing.data)).not.toContain(other.id);
    expect((await search("no such page anywhere", cookie)).data).toMatchObject({ results: [] });
    expect((await search("", cookie)).data).toMatchObject({ query: "", results: [] });
    expect(((await search("x".repeat(10_000), cookie)).data as Results).query).toHaveLength(200);
  });

  it("finds the church's students, parents, teachers and sponsors by name, and none of another church", async () => {
    const { church, user, other } = await createTwoChurches();
    const student = await createStudent({ churchId: church.id, firstname: "Mary Ann", lastname: "Quill" });
    const parent = await createParent({ churchId: church.id, firstname: "Rose", lastname: "Quill" });
    const teacher = await createTeacher({ churchId: church.id, firstname: "Tom", lastname: "Quillon" });
    const sponsor = await createSponsor({ churchId: church.id, firstname: "Sam", lastname: "Quillby" });
    const theirs = await createStudent({ churchId: other.id, firstname: "Mary Ann", lastname: "Quill" });
    const cookie = await signIn(user);

    const found = (await search("QUI LL", cookie)).data as Results;
    expect(found.results.map((r) => r.to)).toEqual(
      expect.arrayContaining([
        `/religious-education/students/${student.id}`,
        `/religious-education/parents/${parent.id}/edit`,
        `/religious-education/teachers/${teacher.id}/edit`,
        `/religious-education/sponsors/${sponsor.id}/edit`,
      ]),
    );
    expect(JSON.stringify(found)).not.toContain(theirs.id);
    expect(((await search("maryann", cookie)).data as Results).results).toEqual([expect.objectContaining({ label: "Mary Ann Quill" })]);

    // A parent's account never searches the program's records.
    const parentUser = await createUser({ churchId: church.id, roles: ["PARENT"] });
    const asParent = await search("Quill", await signIn(parentUser));
    expect(JSON.stringify(asParent.data)).not.toContain(student.id);
  });

  it("shows only the pages the user's role may open", async () => {
    const { user: school, otherUser: otherStaff } = await createTwoChurches(["SCHOOL_USER"], ["CHURCH_USER"]);
    const cookie = await signIn(school);
    expect((await search("Weddings", cookie)).data).toMatchObject({ results: [] });
    // The other church's staff user, with another role, does find it.
    expect(((await search("Weddings", await signIn(otherStaff))).data as Results).results).toContainEqual(expect.objectContaining({ to: "/weddings" }));
    expect(((await search("Students", cookie)).data as Results).results).toContainEqual(expect.objectContaining({ to: "/religious-education/students" }));
    // Settings › Staff is the parish office's; a school user's search does not offer it.
    expect(((await search("staff", cookie)).data as Results).results.map((r) => r.to)).not.toContain("/settings/staff");
    expect(((await search("Saint Report", cookie)).data as Results).results).toContainEqual(expect.objectContaining({ to: "/religious-education/reports/saint-report" }));
  });

  it("sends an anonymous visitor to /login", async () => {
    expect(await search("Baptisms")).toMatchObject({ status: 302, location: `/login?redirectTo=${encodeURIComponent("/search?q=Baptisms")}` });
  });
});

describe("FAQ", () => {
  it("answers /faq with every topic, /faq/{topic} with one, and an unknown topic with 404", async () => {
    expect((await answer(await run(faqLoader, makeRequest("/faq"), { "*": "" }))).data).toEqual({ topic: null });
    const billing = await answer(await run(faqLoader, makeRequest("/faq/billing"), { "*": "billing" }));
    expect((billing.data as { topic: { title: string } }).topic.title).toBe("Billing");
    expect((await answer(await run(faqLoader, makeRequest("/faq/nope"), { "*": "nope" }))).status).toBe(404);
    expect(FAQ_TOPICS.every((t) => t.questions.length >= 2)).toBe(true);
  });
});
