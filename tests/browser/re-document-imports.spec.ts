import { zipOf } from "../support/zip";
import { expect, expectAccessible, login, test } from "./fixtures";

const factories = () => import("../../prisma/factories");

test.describe("documents imports", () => {
  test("upload a .zip of PDFs, read the report, open the student and see the document", async ({ page, church }) => {
    test.slow(); // the upload, the worker's job, the report and the student's page
    const f = await factories();
    await f.createStudent({ churchId: church.id, firstname: "Lucia", lastname: "Reyes" });
    await f.createStudent({ churchId: church.id, firstname: "Nina", lastname: "Ortiz", altID: "RE-204" });
    const pdf = await f.makePdf("Certificate of Baptism");
    const zip = zipOf([
      { name: "scans/", data: Buffer.alloc(0) },
      { name: "scans/Reyes, Lucia.pdf", data: pdf },
      { name: "scans/RE-204.pdf", data: pdf },
      { name: "scans/Nobody, Here.pdf", data: pdf },
      { name: "__MACOSX/scans/._Reyes, Lucia.pdf", data: Buffer.from("resource fork") },
    ]);

    await login(page, church.staff, { from: "/religious-education/imports" });
    await expect(page.getByRole("heading", { level: 2, name: "Import documents" })).toBeVisible();
    await expect(page.getByText("No document imports yet.")).toBeVisible();
    await page.getByLabel("Document type").selectOption({ label: "Baptismal Certificate" });
    await page.getByLabel("Zip file of PDFs").setInputFiles({ name: "baptisms.zip", mimeType: "application/zip", buffer: zip });
    await page.getByRole("button", { name: "Upload documents" }).click();

    // The worker attaches the files; the page follows it (live with JavaScript, by refreshing itself without).
    await expect(page.getByRole("heading", { level: 1, name: "baptisms.zip" })).toBeVisible();
    const totals = page.getByRole("list", { name: "Totals" });
    await expect(totals).toContainText("Matched: 2");
    await expect(totals).toContainText("Unmatched: 1");
    await expect(totals).toContainText("Refused: 0");
    await expect(page.getByText("Done", { exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: /RE-204\.pdf/ })).toContainText("Nina Ortiz");
    await expect(page.getByRole("row", { name: /Nobody, Here\.pdf/ })).toContainText('No student with Alt ID or name "Nobody, Here"');
    await expect(page.getByRole("row", { name: /__MACOSX/ })).toHaveCount(0);
    await expectAccessible(page);

    await totals.getByRole("link", { name: "Unmatched: 1" }).click();
    await expect(page).toHaveURL(/\?show=UNMATCHED$/);
    await expect(page.getByRole("row", { name: /Nobody, Here\.pdf/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /Reyes, Lucia\.pdf/ })).toHaveCount(0);
    await totals.getByRole("link", { name: /All: 3/ }).click();

    await page.getByRole("row", { name: /Reyes, Lucia\.pdf/ }).getByRole("link", { name: "Lucia Reyes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Lucia Reyes/ })).toBeVisible();
    await expect(page.getByText("Reyes, Lucia.pdf")).toBeVisible();

    await page.goto("/religious-education/imports");
    await expect(page.getByRole("row", { name: /baptisms\.zip/ })).toContainText("Baptismal Certificate");
    await expect(page.getByRole("row", { name: /baptisms\.zip/ })).toContainText("Done");
  });

  test("a file that is not a .zip is refused with a clear message", async ({ page, church }) => {
    const f = await factories();
    await login(page, church.staff, { from: "/religious-education/imports" });
    await page.getByLabel("Document type").selectOption({ label: "Consent Form" });
    await page.getByLabel("Zip file of PDFs").setInputFiles({ name: "consent.zip", mimeType: "application/zip", buffer: await f.makePdf("Consent") });
    await page.getByRole("button", { name: "Upload documents" }).click();
    await expect(page.getByText(/^This file is not a \.zip file that can be opened/)).toBeVisible();
    await expect(page.getByLabel("Document type")).toHaveValue("CONSENT_FORM");
    await expect(page.getByText("No document imports yet.")).toBeVisible();
  });
});
