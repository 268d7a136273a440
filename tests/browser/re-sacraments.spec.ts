import type { Page } from "@playwright/test";
import { expect, hydrated, login, test, type TestChurch } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories"), db: (await import("~/utils/db.server")).db });

type StudentInput = Parameters<Awaited<ReturnType<typeof app>>["f"]["createStudent"]>[0];

/** A student of the church, and the sign-in straight onto its sacraments form (coming from the student page). */
async function openForm(page: Page, church: TestChurch, student: Omit<StudentInput, "churchId"> = {}) {
  const { f, db } = await app();
  const created = await f.createStudent({ churchId: church.id, firstname: "Ana", lastname: "Reyes", ...student });
  const from = `/religious-education/students/${created.id}`;
  await login(page, church.staff, { from: `${from}/edit-sacraments?from=${encodeURIComponent(from)}` });
  await expect(page.getByRole("heading", { level: 1, name: "Edit Sacramental Records" })).toBeVisible();
  await hydrated(page);
  return { f, db, student: created, from };
}

const save = (page: Page) => page.getByRole("button", { name: "Save" }).click();

test.describe("edit sacramental records", () => {
  test("the Easter Vigil target is required for that track, with the spec's message", async ({ page, church }) => {
    const { db, student } = await openForm(page, church, { baptized: "CATHOLIC" });
    await page.getByLabel("Sacramental Track").selectOption({ label: "Easter Vigil" });
    await page.getByLabel("Church of Baptism", { exact: true }).fill("Typed Church");
    await save(page);
    await expect(page.getByText("Easter Vigil Target is required for Easter Vigil Sacramental Track!")).toBeVisible();
    await expect(page.getByLabel("Church of Baptism", { exact: true })).toHaveValue("Typed Church");
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ sacramentalTrack: "NORMAL", churchOfBaptism: null });

    await page.getByLabel("Easter Vigil Target").selectOption({ label: "Easter Vigil 2027" });
    await save(page);
    await expect(page.getByText("Student's sacrament info updated successfully.")).toBeVisible();
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: 2027 });
  });

  test("fields show and hide as the answers change @js-only", async ({ page, church }) => {
    await openForm(page, church, { baptized: "NO", sacramentalTrack: "NORMAL", marriageHistory: "NEVER_MARRIED" });
    const target = page.getByLabel("Easter Vigil Target");
    const baptismDate = page.getByLabel("Baptism Date");
    const profession = page.getByLabel("Profession of Faith", { exact: true });
    const professionDate = page.getByLabel("Profession of Faith Date");
    const communionDate = page.getByLabel("First Communion Date");
    const confirmationChurch = page.getByLabel("Confirmation Church");
    const baptismalUpload = page.getByText("Baptismal Certificate", { exact: true });

    for (const hidden of [target, baptismDate, profession, professionDate, communionDate, confirmationChurch, baptismalUpload]) await expect(hidden).toBeHidden();
    await expect(page.getByText("Marriage Documents", { exact: true })).toBeHidden();
    await expect(page.getByText(/only if baptized/i)).toBeHidden();
    await expect(page.getByText("Sacramental Form", { exact: true })).toBeVisible();

    await page.getByLabel("Sacramental Track").selectOption({ label: "Easter Vigil" });
    await expect(target).toBeVisible();
    await page.getByLabel("Sacramental Track").selectOption({ label: "Normal" });
    await expect(target).toBeHidden();

    await page.getByLabel("Baptismal Status").selectOption({ label: "Baptized Protestant" });
    await expect(baptismDate).toBeVisible();
    await expect(page.getByLabel("Church of Baptism Location")).toBeVisible();
    await expect(baptismalUpload).toBeVisible();
    await expect(profession).toBeVisible();
    await expect(professionDate).toBeHidden();
    await profession.check();
    await expect(professionDate).toBeVisible();
    // Orthodox candidates are received with a Profession of Faith too.
    await page.getByLabel("Baptismal Status").selectOption({ label: "Baptized Orthodox" });
    await expect(profession).toBeVisible();
    await page.getByLabel("Baptismal Status").selectOption({ label: "Baptized Catholic" });
    await expect(profession).toBeHidden();
    await expect(professionDate).toBeHidden();
    await expect(baptismDate).toBeVisible();
    await page.getByLabel("Baptismal Status").selectOption({ label: "Not Baptized" });
    await expect(baptismDate).toBeHidden();
    await expect(baptismalUpload).toBeHidden();

    const communion = page.getByRole("group", { name: "First Communion" });
    await communion.getByLabel("Yes").check();
    await expect(communionDate).toBeVisible();
    await expect(page.getByLabel("Church of First Communion Location")).toBeVisible();
    await expect(page.getByText("First Communion Certificate", { exact: true })).toBeVisible();
    await communion.getByLabel("No").check();
    await expect(communionDate).toBeHidden();

    const confirmation = page.getByRole("group", { name: "Confirmation" });
    await confirmation.getByLabel("Yes").check();
    await expect(confirmationChurch).toBeVisible();
    await expect(page.getByText("Confirmation Certificate", { exact: true })).toBeVisible();
    await confirmation.getByLabel("No").check();
    await expect(confirmationChurch).toBeHidden();

    // A refused file in an area that is then hidden does not hold the form back.
    await page.getByLabel("Baptismal Status").selectOption({ label: "Baptized Catholic" });
    await page.getByLabel(/Drop or choose the Baptismal Certificate/).setInputFiles({ name: "b.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) });
    await expect(page.getByText("Selected file is not valid!")).toBeVisible();
    await page.getByLabel("Baptismal Status").selectOption({ label: "Not Baptized" });
    await expect(page.getByText("Selected file is not valid!")).toBeHidden();
    await save(page);
    await expect(page.getByText("Student's sacrament info updated successfully.")).toBeVisible();
  });

  // With JavaScript the fields follow the answers instead (the test above).
  test("without JavaScript every field is shown with a note of when it applies @nojs-only", async ({ page, church }) => {
    await openForm(page, church, { baptized: "NO", marriageHistory: "FIRST_MARRIAGE" });
    for (const label of ["Easter Vigil Target", "Baptism Date", "Church of Baptism Location", "Profession of Faith Date", "First Communion Date", "Confirmation Date", "Confirmation Church"]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Profession of Faith", { exact: true })).toBeVisible();
    await expect(page.getByText("Only for the Easter Vigil track (required then).")).toBeVisible();
    await expect(page.getByText("Date, church and location apply only if baptized; Profession of Faith only for Baptized Protestant or Orthodox, its date only when checked.")).toBeVisible();
    await expect(page.getByText("Date, church and location apply only if First Communion is Yes.")).toBeVisible();
    await expect(page.getByText("Date and church apply only if Confirmation is Yes.")).toBeVisible();
    await expect(page.getByText("Only if baptized.")).toBeVisible();
    await expect(page.getByText("Marriage Documents", { exact: true })).toBeVisible();
  });

  test("what does not apply is cleared on saving, and the form returns to where it came from", async ({ page, church }) => {
    const { db, student, from } = await openForm(page, church, {
      baptized: "CATHOLIC",
      baptizedDate: new Date("2012-03-04"),
      churchOfBaptism: "St. Anne",
      firstCommunion: true,
      firstCommunionDate: new Date("2020-05-05"),
      churchOfFirstCommunion: "St. Anne",
      sacramentalTrack: "EASTER_VIGIL",
      easterVigilTarget: 2026,
    });
    await expect(page.getByLabel("Baptism Date")).toHaveValue("2012-03-04");
    await expect(page.getByLabel("Easter Vigil Target")).toHaveValue("2026");
    await page.getByLabel("Sacramental Track").selectOption({ label: "Normal" });
    await page.getByLabel("Baptismal Status").selectOption({ label: "Not Baptized" });
    await page.getByRole("group", { name: "First Communion" }).getByLabel("No").check();
    await save(page);

    await expect(page).toHaveURL(from);
    await expect(page.getByText("Student's sacrament info updated successfully.")).toBeVisible();
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({
      sacramentalTrack: "NORMAL",
      easterVigilTarget: null,
      baptized: "NO",
      baptizedDate: null,
      churchOfBaptism: null,
      firstCommunion: false,
      firstCommunionDate: null,
      churchOfFirstCommunion: null,
    });
  });

  test("a renamed executable is refused with the spec's message and the typed values stay", async ({ page, church }) => {
    const { db, student } = await openForm(page, church, { baptized: "CATHOLIC" });
    await page.getByLabel("Church of Baptism", { exact: true }).fill("Typed Church");
    const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(256, 0x41)]);
    await page.getByLabel(/Drop or choose the Baptismal Certificate/).setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: exe });
    await save(page);
    await expect(page.getByText("Unsupported file format! Only PDF is accepted.")).toBeVisible();
    await expect(page.getByLabel("Church of Baptism", { exact: true })).toHaveValue("Typed Church");
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ churchOfBaptism: null });
    expect(await db.studentDocument.count({ where: { studentId: student.id } })).toBe(0);
  });

  test("files dropped on an upload area are checked at once; .DS_Store and Thumbs.db are left out @js-only", async ({ page, church }) => {
    const { f } = await openForm(page, church);
    const pdf = [...(await f.makePdf())];
    const area = page.locator("label", { hasText: "Drop or choose the Sacramental Form" });
    const dropFiles = async (files: { name: string; bytes: number[] }[]) => {
      const dataTransfer = await page.evaluateHandle((list) => {
        const transfer = new DataTransfer();
        for (const file of list) transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: "application/pdf" }));
        return transfer;
      }, files);
      await area.dispatchEvent("drop", { dataTransfer });
    };
    await dropFiles([{ name: "form.pdf", bytes: [0x4d, 0x5a, 0x90, 0x00, 0x41] }]);
    await expect(page.getByText("Unsupported file format! Only PDF is accepted.")).toBeVisible();
    await dropFiles([{ name: ".DS_Store", bytes: [1, 2, 3] }, { name: "form.pdf", bytes: pdf }]);
    await expect(page.getByText("Unsupported file format! Only PDF is accepted.")).toBeHidden();
    await expect(page.getByLabel(/Drop or choose the Sacramental Form/)).toHaveJSProperty("files.length", 1);
    await dropFiles([{ name: "Thumbs.db", bytes: [1] }, { name: "empty.pdf", bytes: [] }]);
    await expect(page.getByText("Selected file is not valid!")).toBeVisible();
  });

  test("a good PDF is stored, shown on a document card, changed and deleted", async ({ page, church, js }) => {
    // Three saves with uploads and a delete: a long story on a busy machine.
    test.setTimeout(60_000);
    const { f, db, student, from } = await openForm(page, church, { baptized: "CATHOLIC", marriageHistory: "FIRST_MARRIAGE" });
    await page.getByLabel(/Drop or choose the Baptismal Certificate/).setInputFiles({ name: "baptism.pdf", mimeType: "application/pdf", buffer: await f.makePdf("Baptism") });
    await page.getByLabel(/Drop or choose Marriage Documents/).setInputFiles([
      { name: "one.pdf", mimeType: "application/pdf", buffer: await f.makePdf("One") },
      { name: "two.pdf", mimeType: "application/pdf", buffer: await f.makePdf("Two") },
    ]);
    if (js) {
      // The pending label, held long enough to be seen.
      await page.route("**/edit-sacraments.data*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
    }
    await save(page);
    if (js) await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await expect(page).toHaveURL(from);
    await expect(page.getByText("Student's sacrament info updated successfully.")).toBeVisible();
    expect((await db.studentDocument.findMany({ where: { studentId: student.id }, include: { file: true } })).map((d) => d.file.filename).sort()).toEqual(["baptism.pdf", "one.pdf", "two.pdf"]);

    await page.goto(`${from}/edit-sacraments?from=${encodeURIComponent(from)}`);
    await hydrated(page);
    await expect(page.getByText(/baptism\.pdf/)).toBeVisible();
    await expect(page.getByText(/one\.pdf/)).toBeVisible();
    await expect(page.getByRole("link", { name: "View" }).first()).toHaveAttribute("href", /^\/files\/\w+\?view=1$/);

    await page.getByRole("link", { name: "Change" }).click();
    await page.getByLabel(/Choose a new Baptismal Certificate/).setInputFiles({ name: "baptism-2.pdf", mimeType: "application/pdf", buffer: await f.makePdf("Again") });
    await save(page);
    await expect(page.getByText("Student's sacrament info updated successfully.")).toBeVisible();
    const baptismal = await db.studentDocument.findMany({ where: { studentId: student.id, kind: "BAPTISMAL_CERTIFICATE" }, include: { file: true } });
    expect(baptismal.map((d) => d.file.filename)).toEqual(["baptism-2.pdf"]);

    await page.goto(`${from}/edit-sacraments?from=${encodeURIComponent(from)}`);
    await hydrated(page);
    const card = page.locator("div.rounded-md", { hasText: "baptism-2.pdf" });
    await card.locator("summary", { hasText: "Delete" }).click();
    await expect(page.getByRole("alertdialog", { name: "Delete Baptismal Certificate" })).toBeVisible();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Baptismal Certificate of Ana Reyes deleted successfully.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Sacramental Records" })).toBeVisible();
    await expect(page.getByText(/baptism-2\.pdf/)).toBeHidden();
    expect(await db.studentDocument.count({ where: { studentId: student.id } })).toBe(2);
  });
});
