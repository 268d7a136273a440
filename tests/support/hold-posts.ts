import type { Page } from "@playwright/test";

/** Holds the page's POSTs to `url` until the returned release() is called, so a test can see the pending state. */
export async function holdPosts(page: Page, url: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  return release;
}
