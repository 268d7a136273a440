import { describe, expect, it, vi } from "vitest";
import { createChurch, createTwoChurches, createUser } from "../../prisma/factories";
import { createLoginLink } from "~/modules/auth/login-link.server";
import { loader as teacherLinkLoader } from "~/routes/login_.re.teacher";
import { loader as parentLinkLoader } from "~/routes/login_.re.parent";
import { loader as teacherLayoutLoader } from "~/routes/re.teacher";
import { db } from "~/utils/db.server";
import { getSessionUser, takeToasts } from "~/utils/session.server";
import { hashToken, newToken } from "~/utils/tokens.server";
import { answer, cookieFrom, makeRequest, run, signIn } from "../support/http";

type Loader = Parameters<typeof run>[0];
const INVALID = "This sign-in link is invalid, has expired or was already used. Ask for a new link, or sign in with your username and password.";

let addresses = 0;
/** Opens a link the way a browser does (GET), from an address of its own unless told. */
async function open(url: string, options: { ip?: string; cookie?: string; loader?: Loader } = {}) {
  const { pathname, search } = new URL(url, "http://localhost:3000");
  const ip = options.ip ?? `10.9.0.${++addresses}`;
  return answer(await run(options.loader ?? teacherLinkLoader, makeRequest(pathname + search, { cookie: options.cookie }), {}, { cspNonce: "", clientIp: ip }));
}

const linkWith = (token: string, u?: string) => `/login/re/teacher?token=${encodeURIComponent(token)}${u === undefined ? "" : `&u=${encodeURIComponent(u)}`}`;
const signedInAs = async (res: Awaited<ReturnType<typeof open>>) => (await getSessionUser(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) })))?.user.id ?? null;
const toastsOf = async (res: Awaited<ReturnType<typeof open>>) =>
  (await takeToasts(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) }))).toasts.map((t) => t.message);

async function teacherOf(churchId: string) {
  return createUser({ churchId, roles: ["TEACHER"] });
}

describe("teacher sign-in link (login/re/teacher)", () => {
  it("creates a link for a teacher of the church: a random token stored only as its hash, for 7 days", async () => {
    const church = await createChurch();
    const teacher = await teacherOf(church.id);
    const now = new Date("2026-11-23T10:00:00Z");
    const link = await createLoginLink({ churchId: church.id, userId: teacher.id, purpose: "TEACHER", to: "/re/teacher/classes/grade-2", now });
    const url = new URL(link.url);
    expect(url.origin + url.pathname).toBe("http://localhost:3000/login/re/teacher");
    expect(url.searchParams.get("token")).toBe(link.token);
    expect(url.searchParams.get("u")).toBe("/re/teacher/classes/grade-2");
    expect(Buffer.from(link.token, "base64url").length).toBeGreaterThanOrEqual(16);
    const row = await db.loginLinkToken.findFirstOrThrow({ where: { userId: teacher.id } });
    expect(row).toMatchObject({ churchId: church.id, purpose: "TEACHER", tokenHash: hashToken(link.token) });
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect(row.expiresAt.toISOString()).toBe("2026-11-30T10:00:00.000Z");

    // An external `to` is not put into the link.
    const plain = await createLoginLink({ churchId: church.id, userId: teacher.id, purpose: "TEACHER", to: "https://evil.example/x" });
    expect(new URL(plain.url).searchParams.has("u")).toBe(false);
  });

  it("refuses to create a link for another church's user or a user who is not a teacher", async () => {
    const { church, user: staff, other } = await createTwoChurches(["CHURCH_USER"]);
    const otherTeacher = await teacherOf(other.id);
    await expect(createLoginLink({ churchId: church.id, userId: otherTeacher.id, purpose: "TEACHER" })).rejects.toMatchObject({ status: 404 });
    await expect(createLoginLink({ churchId: church.id, userId: staff.id, purpose: "TEACHER" })).rejects.toMatchObject({ status: 404 });
    expect(await db.loginLinkToken.count({ where: { churchId: church.id } })).toBe(0);
  });

  it("signs the teacher in and goes to u, once: the same link again goes to /login", async () => {
    const church = await createChurch();
    const teacher = await teacherOf(church.id);
    const { token } = await createLoginLink({ churchId: church.id, userId: teacher.id, purpose: "TEACHER" });

    const first = await open(linkWith(token, "/re/teacher/classes/grade-2?tab=roster"));
    expect(first).toMatchObject({ status: 302, location: "/re/teacher/classes/grade-2?tab=roster" });
    expect(await signedInAs(first)).toBe(teacher.id);
    const session = await db.session.findMany({ where: { userId: teacher.id } });
    expect(session).toHaveLength(1);
    expect(session[0].churchId).toBe(church.id);
    expect((await db.loginLinkToken.findFirstOrThrow({ where: { userId: teacher.id } })).usedAt).not.toBeNull();
    // The session opens the teacher portal.
    const portal = await answer(await run(teacherLayoutLoader, makeRequest("/re/teacher", { cookie: cookieFrom(first.headers.get("Set-Cookie")) })));
    expect(portal.status).toBe(200);

    // Tapped again from the same e-mail, in another browser: spent.
    const again = await open(linkWith(token));
    expect(again).toMatchObject({ status: 302, location: "/login" });
    expect(await signedInAs(again)).toBeNull();
    expect(await toastsOf(again)).toEqual([INVALID]);
    expect(await db.session.count({ where: { userId: teacher.id } })).toBe(1);

    // A new link in the browser that is already signed in as the teacher: no second session.
    const cookie = await signIn(teacher);
    const before = await db.session.count({ where: { userId: teacher.id } });
    const { token: second } = await createLoginLink({ churchId: church.id, userId: teacher.id, purpose: "TEACHER" });
    const signedIn = await open(linkWith(second), { cookie });
    expect(signedIn).toMatchObject({ status: 302, location: "/re/teacher" });
    expect(signedIn.headers.get("Set-Cookie")).toBeNull();
    expect(await db.session.count({ where: { userId: teacher.id } })).toBe(before);
  });

  it("signs in at most once when the link is opened several times at the same moment", async () => {
    const church = await createChurch();
    const teacher = await teacherOf(church.id);
    const { token } = await createLoginLink({ churchId: church.id, userId: teacher.id, purpose: "TEACHER" });
    const answers = await Promise.all(Array.from({ length: 6 }, () => open(linkWith(token))));
    expect(answers.filter((a) => a.location === "/re/teacher")).toHaveLength(1);
    expect(answers.filter((a) => a.location === "/login")).toHaveLength(5);
    expect(await db.session.count({ where: { userId: teacher.id } })).toBe(1);
  });

  it("answers the spec's 'Something went wrong! Try again.' when the check itself fails", async () => {
    const spy = vi.spyOn(db.loginLinkToken, "findUnique").mockRejectedValueOnce(new Error("database gone"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await open(linkWith(newToken()));
      expect(res).toMatchObject({ status: 302, location: "/login" });
      expect(await toastsOf(res)).toEqual(["Something went wrong! Try again."]);
    } finally {
      spy.mockRestore();
      errors.mockRestore();
    }
  });

  it("ignores a u that is not a local path", async () => {
    const church = await createChurch();
    const teacher = await teacherOf(church.id);
    for (const u of ["https://evil.example/re/teacher", "//evil.example", "/\\evil.example", "javascript:alert(1)", ""]) {
      const { token } = await createLoginLink({ churchId: church.id, userId: teacher.id, purpose: "TEACHER" });
      const res = await open(linkWith(token, u));
      expect(res, u).toMatchObject({ status: 302, location: "/re/teacher" });
      expect(await signedInAs(res)).toBe(teacher.id);
    }
  });

  it("sends a bad, empty, expired, other church's or non-teacher token to /login with a message, signed out", async () => {
    const { church, other, otherUser } = await createTwoChurches(["CHURCH_USER"]);
    const teacher = await teacherOf(church.id);
    const insert = async (data: { churchId: string; userId: string; purpose?: "TEACHER" | "PARENT"; expiresAt?: Date }) => {
      const token = newToken();
      await db.loginLinkToken.create({
        data: { churchId: data.churchId, userId: data.userId, purpose: data.purpose ?? "TEACHER", tokenHash: hashToken(token), expiresAt: data.expiresAt ?? new Date(Date.now() + 60_000) },
      });
      return token;
    };
    const expired = await insert({ churchId: church.id, userId: teacher.id, expiresAt: new Date(Date.now() - 1000) });
    // A row that names one church and a user of another (the user moved, or a forged row).
    const crossChurch = await insert({ churchId: other.id, userId: teacher.id });
    const notTeacher = await insert({ churchId: other.id, userId: otherUser.id });
    const parentPurpose = await insert({ churchId: church.id, userId: teacher.id, purpose: "PARENT" });
    // A teacher who lost the role after the link was sent.
    const former = await teacherOf(church.id);
    const { token: formerToken } = await createLoginLink({ churchId: church.id, userId: former.id, purpose: "TEACHER" });
    await db.userRole.deleteMany({ where: { userId: former.id } });

    const cases: [string, string][] = [
      ["bad", linkWith("not-a-real-token")],
      ["empty", "/login/re/teacher?token="],
      ["huge", linkWith("x".repeat(5000))],
      ["expired", linkWith(expired, "/re/teacher/classes")],
      ["other church", linkWith(crossChurch)],
      ["not a teacher", linkWith(notTeacher)],
      ["parent link", linkWith(parentPurpose)],
      ["role removed", linkWith(formerToken)],
    ];
    for (const [what, url] of cases) {
      const res = await open(url);
      expect(res, what).toMatchObject({ status: 302, location: "/login" });
      expect(await signedInAs(res), what).toBeNull();
      expect(await toastsOf(res), what).toEqual([INVALID]);
    }
    expect(await db.session.count({ where: { userId: { in: [teacher.id, former.id, otherUser.id] } } })).toBe(0);
  });

  it("locks an address out after 20 bad tokens, without touching other addresses", async () => {
    const church = await createChurch();
    const teacher = await teacherOf(church.id);
    const { token } = await createLoginLink({ churchId: church.id, userId: teacher.id, purpose: "TEACHER" });
    for (let i = 0; i < 20; i++) await open(linkWith(`guess-${i}`), { ip: "10.8.0.1" });
    const locked = await open(linkWith(token), { ip: "10.8.0.1" });
    expect(locked).toMatchObject({ status: 302, location: "/login" });
    expect(await signedInAs(locked)).toBeNull();
    expect((await toastsOf(locked))[0]).toMatch(/^Too many failed login attempts\. Please try again in 15 minutes\.$/);
    expect(await open(linkWith(token), { ip: "10.8.0.2" })).toMatchObject({ status: 302, location: "/re/teacher" });
  });

  it("a password reset voids the user's links", async () => {
    const church = await createChurch();
    const teacher = await teacherOf(church.id);
    const { token } = await createLoginLink({ churchId: church.id, userId: teacher.id, purpose: "TEACHER" });
    const { requestPasswordReset } = await import("~/modules/auth/request-password-reset.server");
    const { resetPassword } = await import("~/modules/auth/reset-password.server");
    await requestPasswordReset(teacher.email);
    const reset = await db.passwordResetToken.findFirstOrThrow({ where: { userId: teacher.id } });
    // The e-mailed reset token is not stored; put a known one in its place.
    const resetToken = newToken();
    await db.passwordResetToken.update({ where: { id: reset.id }, data: { tokenHash: hashToken(resetToken) } });
    await resetPassword(resetToken, "a-new-password");
    expect(await open(linkWith(token))).toMatchObject({ status: 302, location: "/login" });
  });
});

describe("parent sign-in link (login/re/parent)", () => {
  it("signs a parent in and goes to u or /re/parent, once; a teacher link does not work there", async () => {
    const church = await createChurch();
    const parent = await createUser({ churchId: church.id, roles: ["PARENT"] });
    const teacher = await teacherOf(church.id);
    const { url } = await createLoginLink({ churchId: church.id, userId: parent.id, purpose: "PARENT" });
    const res = await open(url, { loader: parentLinkLoader });
    expect(res).toMatchObject({ status: 302, location: "/re/parent" });
    expect(await signedInAs(res)).toBe(parent.id);
    // A failed parent link comes back to the parent sign-in page, which says why in the parent's language.
    expect(await open(url, { loader: parentLinkLoader })).toMatchObject({ status: 302, location: "/login/re/parent?link=invalid" });
    const { token } = await createLoginLink({ churchId: church.id, userId: teacher.id, purpose: "TEACHER" });
    expect(await open(`/login/re/parent?token=${token}`, { loader: parentLinkLoader })).toMatchObject({ status: 302, location: "/login/re/parent?link=invalid" });
  });
});
