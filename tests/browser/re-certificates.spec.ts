import { expect, hydrated, login, test } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories"), pdf: await import("../support/pdf-text") });

test("confirmation certificates: settings kept, made by the worker with live progress, downloaded with accented names", async ({ page, church }) => {
  test.setTimeout(60_000);
  const { f, pdf } = await app();
  const year = await f.createSchoolYear({ churchId: church.id, isCurrent: true });
  const confirmation = await f.createSchoolClass({ churchId: church.id, className: "Confirmation" });
  for (const [firstname, lastname] of [
    ["Zoë", "Núñez-Ôbrien"],
    ["Minh", "Nguyễn"],
  ]) {
    const student = await f.createStudent({ churchId: church.id, firstname, lastname });
    await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: confirmation.id, schoolYearId: year.id });
  }
  await login(page, church.staff, { from: `/religious-education/classes/${confirmation.id}` });
  await page.getByRole("link", { name: "Certificates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirmation Certificates" })).toBeVisible();
  await expect(page.getByLabel("Church name")).toHaveValue(church.name);
  await hydrated(page);
  await page.getByRole("button", { name: "Make Certificates" }).click();
  await expect(page.getByText("Pastor's name is required")).toBeVisible();
  await page.getByLabel("Pastor's name").fill("Fr. Michael O'Connor");
  await page.getByLabel("City").fill("Springfield");
  await page.getByLabel("State").fill("IL");
  await page.getByRole("button", { name: "Make Certificates" }).click();

  // The worker makes them; the page follows (JavaScript: every second; without: it refreshes itself).
  const download = page.getByRole("link", { name: "Download Certificates (PDF)" });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("2 certificates are ready.")).toBeVisible();
  const response = await page.request.get((await download.getAttribute("href"))!);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const pages = await pdf.pdfPagesText(new Uint8Array(await response.body()));
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain("Minh Nguyễn");
  expect(pages[1]).toContain("Zoë Núñez-Ôbrien");
  expect(pages[1]).toContain("Fr. Michael O'Connor");

  // The settings are kept for the next time.
  await page.goto(`/religious-education/classes/${confirmation.id}/certificates?year=${year.id}`);
  await expect(page.getByLabel("Pastor's name")).toHaveValue("Fr. Michael O'Connor");
});
