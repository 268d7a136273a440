import { expect, hydrated, login, test } from "./fixtures";
import { holdPosts } from "../support/hold-posts";

const factories = () => import("../../prisma/factories");
const MESSAGES = {
  nameRequired: "Firstname and Lastname is required!",
  unsupportedPdf: "Unsupported file format! Only PDF is accepted.",
  deleteConfirm: "Are you sure to perform the action? This action cannot be undone.",
};
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(256, 0x41)]);

test.describe("parents", () => {
  test("add a parent, link a child, see it on the parent's and the student's pages, unlink it", async ({ page, church, js }) => {
    // A long story of eleven pages, on a machine that may be busy.
    test.setTimeout(60_000);
    const f = await factories();
    const student = await f.createStudent({ churchId: church.id, firstname: "Tim", lastname: "Diaz" });
    await f.createStudent({ churchId: church.id, firstname: "Ann", lastname: "Other" });
    await login(page, church.staff, { from: "/religious-education/parents" });
    await expect(page.getByRole("heading", { level: 1, name: "Parents" })).toBeVisible();
    await page.getByRole("link", { name: "Add Parent" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Add Parent" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("First Name").fill("Joe");
    await page.getByLabel("Role").selectOption({ label: "Father" });
    await page.getByLabel("Email").fill("joe.diaz@example.test");
    await page.getByRole("button", { name: "Save" }).click();
    // Without a last name: the spec's message, and the typed values stay.
    await expect(page.getByText(MESSAGES.nameRequired)).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Joe");
    await page.getByLabel("Last Name").fill("Diaz");
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText("Parent saved successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Parent: Joe Diaz" })).toBeVisible();
    await expect(page.getByText("No children linked yet.")).toBeVisible();
    await hydrated(page);
    if (js) {
      // The picker's person search: case and whitespace do not matter.
      await page.getByLabel("Search Link a child").fill("  tIM   diaz");
      await expect(page.getByLabel("Link a child", { exact: true }).locator("option")).toHaveText(["Choose a student", "Tim Diaz"]);
      await page.getByLabel("Search Link a child").fill("nobody");
      await expect(page.getByText("Nothing found.")).toBeVisible();
      await page.getByLabel("Search Link a child").fill("");
    }
    await page.getByLabel("Link a child", { exact: true }).selectOption({ label: "Tim Diaz" });
    await page.getByRole("button", { name: "Link Child" }).click();

    await expect(page.getByText("Child linked successfully")).toBeVisible();
    const children = page.getByRole("region", { name: "Children" });
    await expect(children.getByRole("link", { name: "Tim Diaz" })).toHaveAttribute("href", `/religious-education/students/${student.id}`);

    await page.getByRole("link", { name: "Parents", exact: true }).click();
    const row = page.getByRole("row", { name: /Joe Diaz/ });
    await expect(row).toContainText("Father");
    await expect(row).toContainText("joe.diaz@example.test");
    await row.getByRole("link", { name: "Tim Diaz" }).click();

    await expect(page).toHaveURL(`/religious-education/students/${student.id}`);
    const parentRow = page.getByRole("row", { name: /Joe Diaz/ });
    await expect(parentRow).toContainText("Father");
    await parentRow.getByRole("link", { name: "Joe Diaz" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Edit Parent: Joe Diaz" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "Unlink Tim Diaz" }).click();
    await expect(page.getByText("Child unlinked successfully")).toBeVisible();
    await expect(page.getByText("No children linked yet.")).toBeVisible();
  });

  test("the list searches names ignoring case and whitespace, filters by role and pages", async ({ page, church }) => {
    const f = await factories();
    await f.createParent({ churchId: church.id, firstname: "Mary Ann", lastname: "Zuniga", role: "MOTHER" });
    await f.createParent({ churchId: church.id, firstname: "Mary Ann", lastname: "Zuniga", role: "LEGAL_GUARDIAN", email: "guardian@example.test" });
    for (let i = 0; i < 25; i++) await f.createParent({ churchId: church.id, firstname: "Pat", lastname: `Page${String(i).padStart(2, "0")}`, role: "FATHER" });
    await login(page, church.staff, { from: "/religious-education/parents" });
    await expect(page.getByText("27 parents · Page 1 of 2")).toBeVisible();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.getByRole("row", { name: /Zuniga/ })).toHaveCount(2);

    await hydrated(page);
    await page.getByLabel("Search by name").fill("  MARYann zun ");
    await page.getByLabel("Role").selectOption({ label: "Legal Guardian" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/role=LEGAL_GUARDIAN/);
    await expect(page.getByText("1 parent", { exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: /Mary Ann Zuniga/ })).toContainText("guardian@example.test");
  });

  test("the list sends its rows once: in the page's HTML, not again in the data it hydrates from", async ({ page, church }) => {
    const f = await factories();
    await f.createParent({ churchId: church.id, firstname: "Ines", lastname: "Quagliarello", role: "MOTHER" });
    await f.createParent({ churchId: church.id, firstname: "Otto", lastname: "Brandstetter", role: "FATHER" });
    await login(page, church.staff, { from: "/religious-education/parents" });
    const html = await (await page.request.get("/religious-education/parents")).text();
    expect(html).toContain("Ines Quagliarello");
    expect(html.slice(html.indexOf("streamController.enqueue"))).not.toContain("Quagliarello");
    // Within the app the page's data carries them.
    expect(await (await page.request.get("/religious-education/parents.data")).text()).toContain("Quagliarello");

    await page.goto("/religious-education/parents");
    await hydrated(page);
    await page.getByRole("link", { name: "Otto Brandstetter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Parent: Otto Brandstetter" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("link", { name: "Ines Quagliarello" })).toBeVisible();
    await page.getByLabel("Search by name").fill("ines");
    await page.getByLabel("Search by name").press("Enter");
    await expect(page).toHaveURL(/q=ines/);
    await expect(page.getByRole("row", { name: /Quagliarello/ })).toHaveCount(1);
    await expect(page.getByRole("row", { name: /Brandstetter/ })).toHaveCount(0);
  });
});

test.describe("teachers and volunteers", () => {
  test("add a teacher, see the classes they teach, edit them", async ({ page, church }) => {
    const f = await factories();
    await login(page, church.staff, { from: "/religious-education/teachers/add" });
    await hydrated(page);
    await page.getByLabel("First Name").fill("Ann");
    await page.getByLabel("Last Name").fill("Lee");
    await page.getByLabel("Cell Phone").fill("555 123 4567");
    await page.getByLabel("Notes").fill("Prefers mornings");
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText("Teacher saved successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Teachers" })).toBeVisible();
    const { db } = await import("~/utils/db.server");
    const teacher = await db.teacher.findFirstOrThrow({ where: { churchId: church.id } });
    const grade = await f.createSchoolClass({ churchId: church.id, className: "Grade 2", teacherId: teacher.id });
    await page.reload();
    const row = page.getByRole("row", { name: /Ann Lee/ });
    await expect(row.getByRole("link", { name: "Grade 2" })).toHaveAttribute("href", `/religious-education/classes/${grade.id}`);
    await row.getByRole("link", { name: "Ann Lee" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Edit Teacher: Ann Lee" })).toBeVisible();
    await expect(page.getByLabel("Notes")).toHaveValue("Prefers mornings");
    await expect(page.getByRole("region", { name: "Classes" }).getByRole("link", { name: "Grade 2" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("First Name").fill("Anne");
    await page.getByLabel("Email").fill("anne@example.test");
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText("Teacher saved successfully")).toBeVisible();
    await expect(page.getByRole("row", { name: /Anne Lee/ })).toContainText("anne@example.test");
  });

  test("add and edit a volunteer", async ({ page, church }) => {
    await login(page, church.staff, { from: "/religious-education/volunteers" });
    await page.getByRole("link", { name: "Add Volunteer" }).click();
    await hydrated(page);
    await page.getByLabel("First Name").fill("Vera");
    await page.getByLabel("Last Name").fill("Help");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Volunteer saved successfully")).toBeVisible();
    await page.getByRole("link", { name: "Vera Help" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Volunteer: Vera Help" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Last Name").fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(MESSAGES.nameRequired)).toBeVisible();
    await page.getByLabel("Last Name").fill("Helper");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row", { name: /Vera Helper/ })).toBeVisible();
  });

  test("editing shows 'Saving...' while it is sent @js-only", async ({ page, church }) => {
    const f = await factories();
    const teacher = await f.createTeacher({ churchId: church.id, firstname: "Ann", lastname: "Lee" });
    await login(page, church.staff, { from: `/religious-education/teachers/${teacher.id}/edit` });
    await hydrated(page);
    const release = await holdPosts(page, "**/edit.data*");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    release();
    await expect(page.getByText("Teacher saved successfully")).toBeVisible();
  });
});

test.describe("sponsors", () => {
  test("add a sponsor with a document, delete the document and then the sponsor through the dialog", async ({ page, church }) => {
    const f = await factories();
    const student = await f.createStudent({ churchId: church.id, firstname: "Cara", lastname: "Candidate" });
    await login(page, church.staff, { from: "/religious-education/sponsors" });
    await page.getByRole("link", { name: "Add Sponsor" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Sponsor" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("First Name").fill("Sara");
    await page.getByLabel("Last Name").fill("Godmother");
    await page.getByLabel("Parish", { exact: true }).fill("St. Anne");
    await page.getByLabel("Candidate", { exact: true }).selectOption({ label: "Cara Candidate" });
    await page.getByLabel("Add Documents").setInputFiles([{ name: "eligibility.pdf", mimeType: "application/pdf", buffer: await f.makePdf("Eligibility") }]);
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText("Sponsor saved successfully")).toBeVisible();
    const row = page.getByRole("row", { name: /Sara Godmother/ });
    await expect(row.getByRole("link", { name: "Cara Candidate" })).toHaveAttribute("href", `/religious-education/students/${student.id}`);
    await expect(row).toContainText("St. Anne");
    await expect(row.getByRole("cell").nth(4)).toHaveText("1");
    await row.getByRole("link", { name: "Sara Godmother" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Edit Sponsor: Sara Godmother" })).toBeVisible();
    await expect(page.getByLabel("Candidate", { exact: true })).toHaveValue(student.id);
    const documents = page.getByRole("region", { name: "Documents" });
    await expect(documents).toContainText("eligibility.pdf");
    await expect(documents.getByRole("link", { name: "View" })).toHaveAttribute("href", /^\/files\/\w+\?view=1$/);
    await hydrated(page);
    await documents.locator("summary", { hasText: "Delete" }).click();
    const docDialog = page.getByRole("alertdialog", { name: "Delete Sponsor Document" });
    await expect(docDialog).toContainText(MESSAGES.deleteConfirm);
    await docDialog.getByRole("button", { name: "Delete" }).click();

    await expect(page.getByText("eligibility.pdf of Sara Godmother deleted successfully.")).toBeVisible();
    await expect(page.getByText("No documents yet.")).toBeVisible();
    await hydrated(page);
    await page.locator("summary", { hasText: "Delete Sponsor" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Sponsor" });
    await expect(dialog).toContainText(MESSAGES.deleteConfirm);
    await dialog.getByRole("button", { name: "Delete" }).click();

    await expect(page.getByText("Sponsor Sara Godmother deleted successfully.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Sponsors" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Sara Godmother/ })).toHaveCount(0);
  });

  test("a renamed executable is refused with the spec's message and the typed text stays", async ({ page, church, js }) => {
    const sponsor = await (await factories()).createSponsor({ churchId: church.id, firstname: "Sam", lastname: "Sponsor" });
    await login(page, church.staff, { from: `/religious-education/sponsors/${sponsor.id}/edit` });
    await hydrated(page);
    await page.getByLabel("City").fill("Austin");
    await page.getByLabel("Add Documents").setInputFiles([{ name: "certificate.pdf", mimeType: "application/pdf", buffer: EXE }]);
    // With JavaScript the browser checks the file at once (and lets it go); without, the server answers.
    if (!js) await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(MESSAGES.unsupportedPdf)).toBeVisible();
    await expect(page.getByLabel("City")).toHaveValue("Austin");
    if (js) await expect(page.getByLabel("Add Documents")).toHaveValue("");
  });

  test("deleting a sponsor shows 'Deleting...' while it is sent @js-only", async ({ page, church }) => {
    const sponsor = await (await factories()).createSponsor({ churchId: church.id, firstname: "Sam", lastname: "Sponsor" });
    await login(page, church.staff, { from: `/religious-education/sponsors/${sponsor.id}/edit` });
    await hydrated(page);
    const release = await holdPosts(page, "**/edit.data*");
    await page.locator("summary", { hasText: "Delete Sponsor" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    release();
    await expect(page.getByText("Sponsor Sam Sponsor deleted successfully.")).toBeVisible();
  });
});
