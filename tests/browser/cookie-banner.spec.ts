import { expect, hydrated, test } from "./fixtures";

const TEXT = "This site uses cookies to improve your experience. By continuing to browse, you agree to our use of cookies.";

test("the cookie banner shows until Accept, which stores cookie_consent for a year", async ({ page, js }) => {
  await page.goto("/login");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toContainText(TEXT);
  await hydrated(page);

  let navigations = 0;
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations++);
  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL("/login");
  if (js) expect(navigations, "accepting with JavaScript stays on the page").toBe(0);
  else expect(navigations, "without JavaScript the form post comes back to the page").toBeGreaterThan(0);

  const consentCookie = async () => (await page.context().cookies()).find((c) => c.name === "cookie_consent");
  await expect.poll(consentCookie, { message: "the consent cookie is stored" }).toBeTruthy();
  const consent = await consentCookie();
  expect(consent).toMatchObject({ value: "true", path: "/", sameSite: "Strict" });
  const days = (consent!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThan(365.1);

  await page.reload();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByText(TEXT)).toHaveCount(0);
});
