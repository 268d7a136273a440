import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createChurch, createStudent, createStudentDocument, createUser } from "../../prisma/factories";
import { action as profileAction, loader as profileLoader } from "~/routes/settings.manage-profile";
import { loader as fileLoader } from "~/routes/files.$fileId";
import { PHOTO_MESSAGES } from "~/modules/profile/schema";
import { db } from "~/utils/db.server";
import { answer, makeRequest, run, signIn } from "../support/http";

// A real 1x1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
// The start of a Windows executable.
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]), Buffer.alloc(512, 0x41)]);

type Part = { name: string; bytes: Buffer; filename: string; type?: string };

function profileForm(fields: Record<string, string> = {}, files: Part[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ firstname: "Maria", lastname: "Lopez", ...fields })) form.append(name, value);
  for (const file of files) form.append(file.name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/png" }), file.filename);
  return form;
}

const saveProfile = async (cookie: string | undefined, form: FormData) =>
  answer(await run(profileAction, makeRequest("/settings/manage-profile", { method: "POST", form, cookie })));

const download = async (fileId: string, cookie?: string) => {
  const outcome = await run(fileLoader, makeRequest(`/files/${fileId}`, { cookie }), { fileId });
  return { ...(await answer(outcome)), response: (outcome.thrown ?? outcome.result) as Response };
};

async function twoChurches() {
  const church = await createChurch();
  const user = await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
  const other = await createChurch();
  const otherUser = await createUser({ churchId: other.id, roles: ["CHURCH_USER"] });
  return { church, user, other, otherUser, cookie: await signIn(user), otherCookie: await signIn(otherUser) };
}

describe("stored files are never cached", () => {
  it("sends every private file with Cache-Control: no-store: profile photos, documents, and documents viewed inline", async () => {
    const { church, cookie } = await twoChurches();
    await saveProfile(cookie, profileForm({}, [{ name: "photo", bytes: PNG, filename: "me.png" }]));
    const photo = await db.storedFile.findFirstOrThrow({ where: { churchId: church.id, kind: "profile-photo" } });
    const student = await createStudent({ churchId: church.id });
    const document = await createStudentDocument({ churchId: church.id, studentId: student.id, kind: "BAPTISMAL_CERTIFICATE" });

    const answers = [
      await download(photo.id, cookie),
      await download(document.fileId, cookie),
      await answer(await run(fileLoader, makeRequest(`/files/${document.fileId}?view=1`, { cookie }), { fileId: document.fileId })),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.headers.get("Content-Disposition")?.split(";")[0])).toEqual(["inline", "attachment", "inline"]);
    for (const sent of answers) expect(sent.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("profile photo upload and download", () => {
  it("stores a real PNG under the church's key and serves it only to that church", async () => {
    const { church, user, other, otherUser, cookie, otherCookie } = await twoChurches();

    const saved = await saveProfile(cookie, profileForm({ middlename: "José" }, [{ name: "photo", bytes: PNG, filename: "me.png" }]));
    expect(saved).toMatchObject({ status: 302, location: "/settings/manage-profile" });

    const stored = await db.storedFile.findMany({ where: { churchId: church.id } });
    expect(stored).toHaveLength(1);
    const [file] = stored;
    expect(file.key.startsWith(`${church.id}/`)).toBe(true);
    expect(readFileSync(path.join(process.env.DATA_DIR!, "files", file.key)).equals(PNG)).toBe(true);
    expect(file).toMatchObject({ kind: "profile-photo", ownerType: "user", ownerId: user.id, contentType: "image/png", size: PNG.length, filename: "me.png" });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ photoFileId: file.id, firstname: "Maria", middlename: "José", lastname: "Lopez" });
    expect((await answer(await run(profileLoader, makeRequest("/settings/manage-profile", { cookie })))).data).toMatchObject({
      profile: { photoFileId: file.id },
    });

    const mine = await download(file.id, cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("image/png");
    expect(mine.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await mine.response.arrayBuffer()).equals(PNG)).toBe(true);

    // The other church's user gets 404, like a file that does not exist.
    const theirs = await download(file.id, otherCookie);
    expect(theirs.status).toBe(404);
    expect((await download("does-not-exist", otherCookie)).status).toBe(404);
    for (const odd of ["a\u0000b", "x".repeat(5000), "../../etc/passwd", "😀", ""]) {
      expect((await download(odd, cookie)).status, JSON.stringify(odd.slice(0, 20))).toBe(404);
    }

    // An anonymous request goes to /login.
    expect(await download(file.id)).toMatchObject({ status: 302, location: `/login?redirectTo=${encodeURIComponent(`/files/${file.id}`)}` });

    // Nothing of the other church changed, and it stores its own photo under its own key.
    expect(await db.storedFile.count({ where: { churchId: other.id } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: otherUser.id } })).photoFileId).toBeNull();
    await saveProfile(otherCookie, profileForm({}, [{ name: "photo", bytes: PNG, filename: "other.png" }]));
    const [otherFile] = await db.storedFile.findMany({ where: { churchId: other.id } });
    expect(otherFile.key.startsWith(`${other.id}/`)).toBe(true);
    expect((await download(otherFile.id, cookie)).status).toBe(404);
    expect((await download(otherFile.id, otherCookie)).status).toBe(200);
  });

  it("replaces the old photo with a new one", async () => {
    const { church, user, cookie } = await twoChurches();
    await saveProfile(cookie, profileForm({}, [{ name: "photo", bytes: PNG, filename: "one.png" }]));
    const first = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).photoFileId!;
    await saveProfile(cookie, profileForm({}, [{ name: "photo", bytes: PNG, filename: "two.png" }]));
    const second = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).photoFileId!;
    expect(second).not.toBe(first);
    expect((await db.storedFile.findMany({ where: { churchId: church.id } })).map((f) => f.id)).toEqual([second]);
    expect((await download(first, cookie)).status).toBe(404);
    // Saving the profile without a file keeps the photo.
    expect((await saveProfile(cookie, profileForm({ firstname: "Marie" }))).status).toBe(302);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ firstname: "Marie", photoFileId: second });
  });

  it("refuses a renamed executable, an empty file and a file over 5 MB with the exact messages, storing nothing", async () => {
    const { church, user, other, cookie } = await twoChurches();
    const tooBig = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const cases: [string, Part, string][] = [
      ["renamed executable", { name: "photo", bytes: EXE, filename: "photo.png" }, PHOTO_MESSAGES.type],
      ["executable as octet-stream", { name: "photo", bytes: EXE, filename: "photo.exe", type: "application/octet-stream" }, PHOTO_MESSAGES.type],
      ["a PDF is not a photo", { name: "photo", bytes: Buffer.from("%PDF-1.4\n%%EOF\n"), filename: "photo.png" }, PHOTO_MESSAGES.type],
      ["empty file", { name: "photo", bytes: Buffer.alloc(0), filename: "photo.png" }, PHOTO_MESSAGES.invalid],
      ["over 5 MB", { name: "photo", bytes: tooBig, filename: "big.png" }, PHOTO_MESSAGES.size],
    ];
    for (const [label, part, message] of cases) {
      const result = await saveProfile(cookie, profileForm({ firstname: "Changed" }, [part]));
      expect(result.status, label).toBe(400);
      expect(result.data, label).toMatchObject({ result: { error: { photo: [message] } } });
    }
    expect(await db.storedFile.count({ where: { churchId: { in: [church.id, other.id] } } })).toBe(0);
    expect(existsSync(path.join(process.env.DATA_DIR!, "files", church.id))).toBe(false);
    // The refused requests changed nothing else either.
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ firstname: "Test", photoFileId: null });
  });

  it("refuses other bad input with a 4xx", async () => {
    const { church, user, cookie } = await twoChurches();
    const cases: [string, FormData][] = [
      ["missing first name", profileForm({ firstname: "" }, [{ name: "photo", bytes: PNG, filename: "me.png" }])],
      ["100 KB last name", profileForm({ lastname: "x".repeat(100 * 1024) })],
      ["a text field over the multipart limit", profileForm({ lastname: "x".repeat(200 * 1024) })],
      ["NUL in a name", profileForm({ firstname: "Ma\u0000ria" })],
      ["unknown moduleOnLogin", profileForm({ moduleOnLogin: "gift-store" })],
      ["a file in an unexpected field", profileForm({}, [{ name: "firstname", bytes: PNG, filename: "me.png" }])],
      ["a file in another field", profileForm({}, [{ name: "document", bytes: PNG, filename: "me.png" }])],
    ];
    for (const [label, form] of cases) {
      expect((await saveProfile(cookie, form)).status, label).toBe(400);
    }
    expect(await db.storedFile.count({ where: { churchId: church.id } })).toBe(0);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ firstname: "Test", lastname: "User", moduleOnLogin: null });

    // The page's form is multipart; a plain urlencoded post is refused and changes nothing.
    const plain = await answer(
      await run(profileAction, makeRequest("/settings/manage-profile", { form: { firstname: "Ana", lastname: "Silva", moduleOnLogin: "weddings" }, cookie })),
    );
    expect(plain.status).toBe(400);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ firstname: "Test", lastname: "User", moduleOnLogin: null });

    // The same values as multipart are saved.
    expect((await saveProfile(cookie, profileForm({ firstname: "Ana", lastname: "Silva", moduleOnLogin: "weddings" }))).status).toBe(302);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ firstname: "Ana", lastname: "Silva", moduleOnLogin: "weddings" });
  });

  it("sends an anonymous upload to /login and stores nothing", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const before = await db.storedFile.count();
    const result = await saveProfile(undefined, profileForm({}, [{ name: "photo", bytes: PNG, filename: "me.png" }]));
    expect(result).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fsettings%2Fmanage-profile" });
    expect(await db.storedFile.count()).toBe(before);
    expect(await db.storedFile.count({ where: { churchId: { in: [church.id, other.id] } } })).toBe(0);
  });
});
