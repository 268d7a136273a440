import { describe, expect, it } from "vitest";
import { createParent, createRegistration, createSchoolClass, createSchoolYear, createStudent, createTwoChurches } from "../../prisma/factories";
import { EMAIL_PARENTS_MESSAGES } from "~/modules/education/email/email-to-parents";
import { getBlast } from "~/modules/education/email/get-blast.server";
import { runBlast } from "~/modules/education/email/run-blast.server";
import { unsubscribeToken } from "~/modules/education/email/unsubscribe-token.server";
import { sendOutboxEmail } from "~/modules/email/send-outbox-email.server";
import { loader as blastLoader } from "~/routes/religious-education.email-parents.$blastId";
import { action as composeAction, loader as composeLoader } from "~/routes/religious-education.email-parents._index";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/unsubscribe-parent";
import { db } from "~/utils/db.server";
import { outboxTransport } from "~/utils/mailer.server";
import { makePdf } from "../../prisma/factories";
import { answer, makeRequest, run, signIn } from "../support/http";

type Fn = Parameters<typeof run>[0];
type Answer = Awaited<ReturnType<typeof answer>>;
const get = async (fn: Fn, p: string, cookie?: string, params: Record<string, string> = {}, method = "GET") => answer(await run(fn, makeRequest(p, { cookie, method }), params));
const errorsOf = (res: Answer) => (res.data as { result: { error: Record<string, string[]> } }).result.error;
function compose(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
const post = async (fn: Fn, p: string, form: FormData | Record<string, string>, cookie?: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { method: "POST", form, cookie }), params));

async function setup() {
  const { church, user, other, otherUser } = await createTwoChurches(["SCHOOL_USER"]);
  const year = await createSchoolYear({ churchId: church.id, isCurrent: true });
  const grade2 = await createSchoolClass({ churchId: church.id, className: "Grade 2" });
  const grade4 = await createSchoolClass({ churchId: church.id, className: "Grade 4" });
  const parent = async (firstname: string, email: string | null, unsubscribed = false) => {
    const p = await createParent({ churchId: church.id, firstname, lastname: "Family" });
    await db.parent.update({ where: { id: p.id }, data: { email, unsubscribedAt: unsubscribed ? new Date("2026-10-01T00:00:00Z") : null } });
    return p;
  };
  const ana = await parent("Ana", "ana@example.com");
  const luis = await parent("Luis", "luis@example.com");
  const noMail = await parent("Nomail", null);
  const gone = await parent("Gone", "gone@example.com", true);
  const eva = await parent("Eva", "eva@example.com");
  const kid = async (firstname: string, classId: string, motherId: string, fatherId?: string) => {
    const s = await createStudent({ churchId: church.id, firstname, lastname: "Family", motherId, fatherId });
    await createRegistration({ churchId: church.id, studentId: s.id, schoolClassId: classId, schoolYearId: year.id });
  };
  await kid("Sofia", grade2.id, ana.id, luis.id);
  await kid("Mateo", grade2.id, noMail.id, gone.id);
  await kid("Lucia", grade4.id, eva.id);
  // Sofia's sibling in Grade 4 shares Ana: Ana is e-mailed once.
  await kid("Tomas", grade4.id, ana.id);
  const theirYear = await createSchoolYear({ churchId: other.id, isCurrent: true });
  const theirClass = await createSchoolClass({ churchId: other.id, className: "Theirs" });
  return { church, other, year, grade2, grade4, ana, gone, theirYear, theirClass, cookie: await signIn(user), otherCookie: await signIn(otherUser) };
}

describe("e-mail to parents", () => {
  it("counts who will receive it before sending: unsubscribed and address-less parents apart; a class narrows it", async () => {
    const { year, grade2, cookie, otherCookie } = await setup();
    const all = (await get(composeLoader, `/religious-education/email-parents?year=${year.id}`, cookie)).data as Awaited<ReturnType<typeof composeLoader>>;
    expect(all.counts).toEqual({ total: 5, receiving: 3, unsubscribed: 1, withoutAddress: 1 });
    const one = (await get(composeLoader, `/religious-education/email-parents?year=${year.id}&class=${grade2.id}`, cookie)).data as typeof all;
    expect(one.counts).toEqual({ total: 4, receiving: 2, unsubscribed: 1, withoutAddress: 1 });
    // Another church's user sees its own (empty) year, never these parents.
    const theirs = (await get(composeLoader, `/religious-education/email-parents?year=${year.id}&class=${grade2.id}`, otherCookie)).data as typeof all;
    expect(theirs.counts?.total ?? 0).toBe(0);
  });

  it("refuses an empty subject or content with the spec's messages, another church's class or year, and a file that is not a PDF or image", async () => {
    const { year, grade2, theirYear, theirClass, cookie } = await setup();
    const empty = await post(composeAction, "/religious-education/email-parents", compose({ subject: " ", content: "", yearId: year.id }), cookie);
    expect(errorsOf(empty)).toMatchObject({ subject: [EMAIL_PARENTS_MESSAGES.subjectRequired], content: [EMAIL_PARENTS_MESSAGES.contentRequired] });
    expect((await post(composeAction, "/religious-education/email-parents", compose({ subject: "Hi", content: "Hello", yearId: year.id, classId: theirClass.id }), cookie)).status).toBe(404);
    expect((await post(composeAction, "/religious-education/email-parents", compose({ subject: "Hi", content: "Hello", yearId: theirYear.id }), cookie)).status).toBe(404);
    const exe = await post(composeAction, "/religious-education/email-parents", compose({ subject: "Hi", content: "Hello", yearId: year.id, classId: grade2.id }, { bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array(200).fill(65)]), name: "flyer.pdf", type: "application/pdf" }), cookie);
    expect(errorsOf(exe).file).toEqual(["Unsupported file format! Only PDF or image files are accepted."]);
    expect(await db.emailBlast.count({ where: { yearId: year.id } })).toBe(0);
  });

  it("sends: one delivery per parent, each e-mail with its own unsubscribe link and RFC 8058 headers and the attachment; a second run e-mails no one twice", async () => {
    const { church, year, ana, cookie } = await setup();
    const pdf = await makePdf("Flyer");
    const sent = await post(composeAction, "/religious-education/email-parents", compose({ subject: "Retreat day", content: "Dear parents,\n\nThe retreat is on Saturday.", yearId: year.id }, { bytes: pdf, name: "retreat.pdf", type: "application/pdf" }), cookie);
    expect(sent.location).toMatch(/^\/religious-education\/email-parents\/c[a-z0-9]+$/);
    const blastId = sent.location!.split("/").pop()!;
    expect(await db.emailBlast.findUniqueOrThrow({ where: { id: blastId } })).toMatchObject({ status: "QUEUED", total: 5 });

    expect(await runBlast(church.id, blastId)).toBe("done");
    const deliveries = await db.emailBlastDelivery.findMany({ where: { blastId }, orderBy: { email: "asc" } });
    expect(deliveries.map((d) => [d.email, d.status, d.reason])).toEqual([
      ["ana@example.com", "QUEUED", null],
      ["eva@example.com", "QUEUED", null],
      ["gone@example.com", "SKIPPED", "unsubscribed"],
      ["luis@example.com", "QUEUED", null],
      [null, "SKIPPED", "no e-mail address"],
    ]);
    const rows = await db.emailOutbox.findMany({ where: { id: { in: deliveries.flatMap((d) => (d.outboxId ? [d.outboxId] : [])) } } });
    expect(rows).toHaveLength(3);
    const anaRow = rows.find((r) => r.to === "ana@example.com")!;
    const token = unsubscribeToken(church.id, ana.id);
    expect(anaRow.headers).toEqual({ "List-Unsubscribe": `<http://localhost:3000/unsubscribe-parent?t=${encodeURIComponent(token)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(anaRow.textBody).toContain("The retreat is on Saturday.");
    expect(anaRow.textBody).toContain(`/unsubscribe-parent?t=${encodeURIComponent(token)}`);
    expect(anaRow.attachmentFileId).toBeTruthy();

    // The job run again (a retry, a restarted worker): nobody gets a second e-mail.
    await db.emailBlast.update({ where: { id: blastId }, data: { status: "SENDING" } });
    expect(await runBlast(church.id, blastId)).toBe("done");
    expect(await db.emailBlastDelivery.count({ where: { blastId } })).toBe(5);
    expect(await db.emailOutbox.count({ where: { template: "parent-message", churchId: church.id } })).toBe(3);

    for (const row of rows) await sendOutboxEmail({ churchId: church.id, emailId: row.id }, outboxTransport);
    const page = (await get(blastLoader, `/religious-education/email-parents/${blastId}`, cookie, { blastId })).data as Awaited<ReturnType<typeof blastLoader>>;
    expect(page.blast.counts).toEqual({ queued: 0, sent: 3, failed: 0, skipped: 2 });
  });

  it("unsubscribes with the link (a HEAD changes nothing), subscribes again with the button, and with the one-click POST; forged and swapped tokens are refused", async () => {
    const { church, other, ana, gone } = await setup();
    const token = unsubscribeToken(church.id, ana.id);
    const url = `/unsubscribe-parent?t=${encodeURIComponent(token)}`;
    expect((await get(unsubscribeLoader, url, undefined, {}, "HEAD")).status).toBe(200);
    expect((await db.parent.findUniqueOrThrow({ where: { id: ana.id } })).unsubscribedAt).toBeNull();
    const page = await get(unsubscribeLoader, url);
    expect(page.data).toMatchObject({ state: "unsubscribed", churchName: church.name });
    const since = (await db.parent.findUniqueOrThrow({ where: { id: ana.id } })).unsubscribedAt;
    expect(since).not.toBeNull();
    await get(unsubscribeLoader, url);
    expect((await db.parent.findUniqueOrThrow({ where: { id: ana.id } })).unsubscribedAt).toEqual(since);

    const again = await post(unsubscribeAction, url, { intent: "subscribe" });
    expect(again.location).toBe(`${url}&subscribed=1`);
    expect((await db.parent.findUniqueOrThrow({ where: { id: ana.id } })).unsubscribedAt).toBeNull();
    // The page it lands on confirms, and does not unsubscribe again.
    expect((await get(unsubscribeLoader, again.location!)).data).toMatchObject({ state: "subscribed", churchName: church.name });
    expect((await db.parent.findUniqueOrThrow({ where: { id: ana.id } })).unsubscribedAt).toBeNull();

    const oneClick = (await run(unsubscribeAction, makeRequest(url, { method: "POST", form: { "List-Unsubscribe": "One-Click" } }))).result as Response;
    expect(oneClick.status).toBe(200);
    expect((await db.parent.findUniqueOrThrow({ where: { id: ana.id } })).unsubscribedAt).not.toBeNull();

    const [c, p, sig] = token.split(".");
    const forged = [`${c}.${gone.id}.${sig}`, `${other.id}.${p}.${sig}`, `${c}.${p}.${sig.slice(0, -2)}xx`, "", "nonsense", unsubscribeToken(other.id, ana.id)];
    for (const t of forged) {
      const bad = `/unsubscribe-parent?t=${encodeURIComponent(t)}`;
      expect((await get(unsubscribeLoader, bad)).data, t).toMatchObject({ state: "invalid" });
      expect(((await run(unsubscribeAction, makeRequest(bad, { method: "POST", form: { "List-Unsubscribe": "One-Click" } }))).result as Response).status).toBe(400);
    }
    expect((await db.parent.findUniqueOrThrow({ where: { id: gone.id } })).unsubscribedAt).toEqual(new Date("2026-10-01T00:00:00Z"));
  });
});

describe("tenancy of blasts", () => {
  it("another church's blast is not found, and the worker never reads it for this church", async () => {
    const { church, other, theirYear, otherCookie } = await setup();
    const theirs = await db.emailBlast.create({ data: { churchId: other.id, subject: "Theirs", content: "x", yearId: theirYear.id } });
    expect(await runBlast(church.id, theirs.id)).toBe("missing");
    await expect(getBlast(church.id, theirs.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await get(blastLoader, `/religious-education/email-parents/${theirs.id}`, otherCookie, { blastId: theirs.id })).status).toBe(200);
  });
});
