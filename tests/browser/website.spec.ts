import type { Page } from "@playwright/test";
import { expect, hydrated, login, test } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories"), png: await import("../../prisma/demo-png"), db: (await import("~/utils/db.server")).db });
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const picture = async () => ({ name: "picnic.png", mimeType: "image/png", buffer: (await app()).png.makePng(120, 60, [20, 90, 60], [240, 240, 240]) });

test.describe("website", () => {
  test("an event added with its picture reaches the dashboard and the public homepage; made staff-only, it leaves; deleted", async ({ page, church }) => {
    test.setTimeout(60_000);
    await login(page, church.staff, { from: "/website" });
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await expect(region(page, "Upcoming Events")).toContainText("No upcoming events.");
    await page.getByRole("link", { name: "Add Event" }).click();
    await hydrated(page);
    await page.getByRole("button", { name: "Save" }).click();
    for (const message of ["Title is required", "Date is required", "Start time is required"]) await expect(page.getByText(message, { exact: true })).toBeVisible();

    await page.getByLabel("Title").fill("Parish Picnic");
    await page.getByLabel("Date", { exact: true }).fill("2030-06-09");
    await page.getByLabel("Start time").fill("11:00");
    await page.getByLabel("End time").fill("10:00");
    await page.getByLabel("Place").fill("Parish grounds");
    await page.getByLabel("Description").fill("Bring a dish to share.");
    await page.getByLabel("Image").setInputFiles(await picture());
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The end cannot be before the start.")).toBeVisible();
    // What was typed stays (without JavaScript the server answered; the file must be chosen again).
    await expect(page.getByLabel("Title")).toHaveValue("Parish Picnic");
    await page.getByLabel("End time").fill("15:00");
    await page.getByLabel("Image").setInputFiles(await picture());
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText("Event added successfully.")).toBeVisible();
    const row = region(page, "Upcoming Events").getByRole("row", { name: /Parish Picnic/ });
    await expect(row).toContainText("Sunday, June 9, 2030 at 11:00 AM – 3:00 PM");
    await expect(row).toContainText("Public");

    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: /^Parish Events\s*1$/ })).toHaveAttribute("href", "/website");

    // The public homepage, as a visitor with no account.
    const visitor = await page.context().browser()!.newPage({ javaScriptEnabled: test.info().project.name === "js" });
    await visitor.goto(`/${church.id}/website`);
    await expect(visitor.getByRole("heading", { level: 1, name: church.name })).toBeVisible();
    const events = region(visitor, "Upcoming Events");
    await expect(events.getByRole("heading", { name: "Parish Picnic" })).toBeVisible();
    await expect(events).toContainText("Sunday, June 9, 2030 at 11:00 AM – 3:00 PM");
    await expect(events).toContainText("Bring a dish to share.");
    const image = events.locator("img");
    await expect(image).toHaveCount(1);
    // A lazy image: the page's load event does not wait for it.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);

    await page.goto("/website");
    await region(page, "Upcoming Events").getByRole("link", { name: "Edit Parish Picnic" }).click();
    await expect(page.getByLabel("Start time")).toHaveValue("11:00");
    await hydrated(page);
    await page.getByLabel(/^Public/).uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Event updated successfully.")).toBeVisible();
    await expect(region(page, "Upcoming Events").getByRole("row", { name: /Parish Picnic/ })).toContainText("Staff only");
    await visitor.reload();
    await expect(region(visitor, "Upcoming Events")).toContainText("No upcoming events.");

    await region(page, "Upcoming Events").getByRole("link", { name: "Edit Parish Picnic" }).click();
    await page.locator("summary", { hasText: "Delete Event" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Event" });
    await expect(dialog).toContainText('The event "Parish Picnic" will be deleted permanently.');
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL("/website");
    await expect(page.getByText("Event deleted successfully")).toBeVisible();
    await expect(region(page, "Upcoming Events")).toContainText("No upcoming events.");
    await visitor.close();
  });

  test("a sponsor with a logo, the welcome announcement and Mass times show on the homepage", async ({ page, church }) => {
    await login(page, church.staff, { from: "/website/sponsors" });
    await page.getByRole("link", { name: "Add Sponsor" }).click();
    await hydrated(page);
    await page.getByLabel("Name").fill("Rossi's Pizzeria");
    await page.getByLabel("Link").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Enter a web address such as https://example.com.")).toBeVisible();
    await page.getByLabel("Link").fill("rossis.example.com");
    await page.getByLabel("Logo").setInputFiles(await picture());
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Sponsor added successfully.")).toBeVisible();
    await expect(page.getByRole("row", { name: /Rossi's Pizzeria/ })).toContainText("https://rossis.example.com");

    await page.getByRole("link", { name: "Homepage", exact: true }).click();
    await hydrated(page);
    await page.getByLabel("Welcome Announcement").fill("Welcome, friends!\n\nCoffee and donuts after every Sunday Mass.");
    await page.getByLabel("Mass Times").fill("Sunday: 9:00 AM, 11:00 AM");
    await page.getByLabel("Phone").fill("(217) 555-0100");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Homepage updated successfully.")).toBeVisible();
    await expect(page.getByLabel("Mass Times")).toHaveValue("Sunday: 9:00 AM, 11:00 AM");

    await page.goto(`/${church.id}/website`);
    await expect(region(page, "Welcome")).toContainText("Coffee and donuts after every Sunday Mass.");
    await expect(region(page, "Mass Times")).toContainText("Sunday: 9:00 AM, 11:00 AM");
    await expect(region(page, "Contact Us").getByRole("link", { name: "(217) 555-0100" })).toHaveAttribute("href", "tel:2175550100");
    const sponsor = region(page, "Our Sponsors").getByRole("link", { name: "Rossi's Pizzeria" });
    await expect(sponsor).toHaveAttribute("href", "https://rossis.example.com");
    await expect(sponsor).toHaveAttribute("rel", /sponsored/);

    // 'Remove logo' ticked stays ticked when the form comes back with an error.
    await page.goto("/website/sponsors");
    await page.getByRole("link", { name: "Edit Rossi's Pizzeria" }).click();
    await hydrated(page);
    await page.getByLabel("Remove logo").check();
    await page.getByLabel("Name").fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByLabel("Remove logo")).toBeChecked();
  });

  test("the downloaded event and announcement scripts, pasted into the parish's own page, show the live text and keep hostile text as text @js-only", async ({ page, church }) => {
    // @js-only: the snippets are scripts, run by the visitor's browser on the parish's own site.
    const { db } = await app();
    const hostile = `</script><img src=x onerror="document.title='pwned'">`;
    await db.websiteEvent.create({ data: { churchId: church.id, title: `Advent Concert ${hostile}`, startsAt: new Date("2030-12-06T18:30:00Z"), endsAt: new Date("2030-12-06T20:00:00Z"), place: "Church" } });
    await db.websiteEvent.create({ data: { churchId: church.id, title: "Council meeting", startsAt: new Date("2030-12-07T19:00:00Z"), isPublic: false } });
    await db.churchWebsite.create({ data: { churchId: church.id, welcomeAnnouncement: `Welcome to our parish! ${hostile}` } });

    await login(page, church.staff, { from: "/website" });
    const eventScript = await page.request.get("/website/events/download-script");
    expect(eventScript.headers()["content-disposition"]).toContain("EventScript.txt");
    const welcomeScript = await page.request.get("/website/homepage/download-script");
    expect(welcomeScript.headers()["content-disposition"]).toContain("WelcomeAnnouncementScript.txt");

    // The parish's own site: another origin, no cookies of ours.
    const parishSite = await page.context().browser()!.newPage();
    const dialogs: string[] = [];
    parishSite.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await parishSite.setContent(`<!doctype html><html><head><title>Our Parish</title></head><body><h1>News</h1>${await welcomeScript.text()}<h2>Events</h2>${await eventScript.text()}</body></html>`);
    const events = parishSite.locator(`[data-parish-events="${church.id}"]`);
    await expect(events.locator("h3")).toHaveText([`Advent Concert ${hostile}`]);
    await expect(events).toContainText("Friday, December 6, 2030 at 6:30 PM – 8:00 PM");
    await expect(events).not.toContainText("Council meeting");
    await expect(parishSite.locator(`[data-parish-welcome="${church.id}"] p`)).toHaveText([`Welcome to our parish! ${hostile}`]);
    await expect(parishSite.locator("img[src=x]")).toHaveCount(0);
    expect(await parishSite.title()).toBe("Our Parish");
    expect(dialogs).toEqual([]);
    await parishSite.close();
  });
});
