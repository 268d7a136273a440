import { expect, test } from "./fixtures";

// The teacher portal's e-mailed sign-in link (login/re/teacher?token=...&u=...).
async function teacherLink(church: { id: string }, email: string) {
  const { db } = await import("~/utils/db.server");
  const { createLoginLink } = await import("~/modules/auth/login-link.server");
  const teacher = await db.user.findUniqueOrThrow({ where: { email } });
  return (await createLoginLink({ churchId: church.id, userId: teacher.id, purpose: "TEACHER" })).token;
}

test.describe("teacher sign-in link", () => {
  test("signs the teacher in and lands in the teacher portal; u picks the page", async ({ page, church }) => {
    const teacher = await church.addUser(["TEACHER"]);
    const token = await teacherLink(church, teacher.email);
    await page.goto(`/login/re/teacher?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/re\/teacher(\/|$)/);
    await expect(page.getByLabel("User menu")).toBeVisible();

    // The same link again, with u: straight to that page.
    await page.goto(`/login/re/teacher?token=${encodeURIComponent(token)}&u=${encodeURIComponent("/re/teacher/classes")}`);
    await expect(page).toHaveURL("/re/teacher/classes");
  });

  test("a bad link goes to /login and says so", async ({ page }) => {
    await page.goto("/login/re/teacher?token=not-a-real-token&u=%2Fre%2Fteacher");
    await expect(page).toHaveURL("/login");
    await expect(page.getByText("This sign-in link is invalid or has expired. Please sign in with your username and password.")).toBeVisible();
  });
});
