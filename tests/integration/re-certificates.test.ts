import { describe, expect, it } from "vitest";
import { createRegistration, createSchoolClass, createSchoolYear, createStudent, createTwoChurches } from "../../prisma/factories";
import { CERTIFICATE_MESSAGES } from "~/modules/education/certificates/certificate-settings";
import { confirmationCertificatesPdf } from "~/modules/education/certificates/certificate-pdf.server";
import { makeCertificates, markCertificatesFailed } from "~/modules/education/certificates/make-certificates.server";
import { loader as batchLoader } from "~/routes/religious-education.certificates.$batchId";
import { action as certificatesAction, loader as certificatesLoader } from "~/routes/religious-education.classes.$classId.certificates";
import { loader as fileLoader } from "~/routes/files.$fileId";
import { db } from "~/utils/db.server";
import { pdfPagesText } from "../support/pdf-text";
import { answer, makeRequest, run, signIn } from "../support/http";

type Fn = Parameters<typeof run>[0];
const get = async (fn: Fn, p: string, cookie: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { cookie }), params));
const post = async (fn: Fn, p: string, form: Record<string, string>, cookie: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { method: "POST", form, cookie }), params));
const settings = { churchName: "St. Mary Parish", pastorName: "Fr. Michael O'Connor", city: "Springfield", state: "IL" };

async function setup() {
  const { church, user, other } = await createTwoChurches(["SCHOOL_USER"]);
  const year = await createSchoolYear({ churchId: church.id, isCurrent: true });
  const confirmation = await createSchoolClass({ churchId: church.id, className: "Confirmation" });
  const names = [
    ["Zoë", "Núñez-Ôbrien"],
    ["Minh", "Nguyễn"],
    ["Łukasz", "Brzęczyszczykiewicz"],
  ];
  for (const [firstname, lastname] of names) {
    const student = await createStudent({ churchId: church.id, firstname, lastname, ...(lastname === "Nguyễn" ? { confirmationDate: new Date("2027-05-02T00:00:00Z") } : {}) });
    await createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: confirmation.id, schoolYearId: year.id });
  }
  const theirYear = await createSchoolYear({ churchId: other.id, isCurrent: true });
  const theirClass = await createSchoolClass({ churchId: other.id, className: "Their Confirmation" });
  const theirStudent = await createStudent({ churchId: other.id, firstname: "Their", lastname: "Student" });
  await createRegistration({ churchId: other.id, studentId: theirStudent.id, schoolClassId: theirClass.id, schoolYearId: theirYear.id });
  return { church, other, year, confirmation, theirYear, theirClass, cookie: await signIn(user) };
}

describe("confirmation certificates", () => {
  it("keeps the settings, makes one PDF with a page per confirmand in the worker, names with accents as text; the download is the church's", async () => {
    const { church, year, confirmation, cookie } = await setup();
    const page = `/religious-education/classes/${confirmation.id}/certificates?year=${year.id}`;
    const params = { classId: confirmation.id };
    const first = (await get(certificatesLoader, page, cookie, params)).data as Awaited<ReturnType<typeof certificatesLoader>>;
    expect(first.settings).toEqual({ churchName: church.name, pastorName: "", city: "", state: "" });
    const missing = await post(certificatesAction, page, { ...settings, pastorName: "" }, cookie, params);
    expect((missing.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({ pastorName: ["Pastor's name is required"] });

    const started = await post(certificatesAction, page, settings, cookie, params);
    expect(started.location).toMatch(/^\/religious-education\/certificates\/c[a-z0-9]+$/);
    const batchId = started.location!.split("/").pop()!;
    expect(await db.certificateBatch.findUniqueOrThrow({ where: { id: batchId } })).toMatchObject({ status: "QUEUED", total: 3, ...settings });
    expect(((await get(certificatesLoader, page, cookie, params)).data as typeof first).settings).toEqual(settings);

    expect(await makeCertificates(church.id, batchId)).toBe("done");
    const batch = await db.certificateBatch.findUniqueOrThrow({ where: { id: batchId } });
    expect(batch).toMatchObject({ status: "DONE", done: 3, total: 3 });
    // A second run of the job changes nothing.
    expect(await makeCertificates(church.id, batchId)).toBe("already-done");
    expect(await db.storedFile.count({ where: { ownerId: batchId } })).toBe(1);

    const view = (await get(batchLoader, `/religious-education/certificates/${batchId}`, cookie, { batchId })).data as Awaited<ReturnType<typeof batchLoader>>;
    expect(view.batch).toMatchObject({ status: "DONE", className: "Confirmation", fileId: batch.fileId });
    const file = (await run(fileLoader, makeRequest(`/files/${batch.fileId}`, { cookie }), { fileId: batch.fileId! })).result as Response;
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    const pages = await pdfPagesText(new Uint8Array(await file.arrayBuffer()));
    expect(pages).toHaveLength(3);
    // By last name: Brzęczyszczykiewicz, Nguyễn, Núñez-Ôbrien.
    expect(pages[0]).toContain("Łukasz Brzęczyszczykiewicz");
    expect(pages[1]).toContain("Minh Nguyễn");
    expect(pages[1]).toContain("on Sunday, May 2, 2027");
    expect(pages[2]).toContain("Zoë Núñez-Ôbrien");
    for (const text of pages) for (const words of ["Certificate of Confirmation", "St. Mary Parish", "Springfield, IL", "Fr. Michael O'Connor"]) expect(text).toContain(words);
  });

  it("answers another church's class, year or batch with 404, and a class without students with a message", async () => {
    const { church, other, year, confirmation, theirYear, theirClass, cookie } = await setup();
    expect((await post(certificatesAction, `/religious-education/classes/${theirClass.id}/certificates?year=${year.id}`, settings, cookie, { classId: theirClass.id })).status).toBe(404);
    expect((await post(certificatesAction, `/religious-education/classes/${confirmation.id}/certificates?year=${theirYear.id}`, settings, cookie, { classId: confirmation.id })).status).toBe(404);
    const theirBatch = await db.certificateBatch.create({ data: { churchId: other.id, classId: theirClass.id, yearId: theirYear.id, ...settings } });
    expect((await get(batchLoader, `/religious-education/certificates/${theirBatch.id}`, cookie, { batchId: theirBatch.id })).status).toBe(404);
    // The worker never reads another church's rows: a batch id with the wrong church is "missing".
    expect(await makeCertificates(church.id, theirBatch.id)).toBe("missing");
    const empty = await createSchoolClass({ churchId: church.id, className: "Empty" });
    const refused = await post(certificatesAction, `/religious-education/classes/${empty.id}/certificates?year=${year.id}`, settings, cookie, { classId: empty.id });
    expect((refused.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({ "": [CERTIFICATE_MESSAGES.noConfirmands] });
    await markCertificatesFailed(other.id, theirBatch.id, "boom");
    expect(await db.certificateBatch.findUniqueOrThrow({ where: { id: theirBatch.id } })).toMatchObject({ status: "FAILED", error: "boom" });
  });

  it("prints a blank line for a confirmation date not recorded, and shrinks a very long name to fit", async () => {
    const long = "Maria de los Ángeles Guadalupe Fernández-Villaseñor y Castellanos";
    const pages = await pdfPagesText(await confirmationCertificatesPdf([{ name: long, confirmationDate: null }], settings));
    expect(pages[0]).toContain(long);
    expect(pages[0]).toContain("on ______________________________");
  });
});
