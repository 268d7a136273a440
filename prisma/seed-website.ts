// Demo data of the Website area (issue 11): the homepage's text, upcoming and past events (some with
// a picture, one for staff only), a few business sponsors with logos, and families that sent the
// new-member form (through the form's own use-case), loaded while the church has no events.
import { MemberFormSchema, type MemberFormInput } from "~/modules/website/member-form";
import { submitMemberForm } from "~/modules/website/submit-member-form.server";
import { parishToday } from "~/modules/parish/today.server";
import { db } from "~/utils/db.server";
import { makePng } from "./demo-png";
import { storePng } from "./factories";

const DAY = 24 * 3600_000;

type EventSeed = { title: string; on: number; at: string; until?: string; days?: number; place?: string; description?: string; picture?: [number, number, number]; staffOnly?: boolean };
type Homepage = { welcomeAnnouncement: string; massTimes: string; address: string; phone: string; email: string; facebookUrl?: string; instagramUrl?: string; youtubeUrl?: string };
type SponsorSeed = { name: string; link?: string; colours?: [[number, number, number], [number, number, number]] };

const ST_MARY: { homepage: Homepage; events: EventSeed[]; sponsors: SponsorSeed[] } = {
  homepage: {
    welcomeAnnouncement:
      "Welcome to St. Mary Parish! Whether you are a lifelong parishioner, new to the area or visiting, we are glad you are here.\n\nNew to the parish? Fill in our new-member form at the back of the church or online, and Father Michael will be in touch.",
    massTimes: "Saturday Vigil: 5:00 PM\nSunday: 8:00 AM, 10:30 AM, 12:30 PM (Spanish)\nWeekdays: 8:00 AM (Monday to Friday)\nConfessions: Saturday 3:30 to 4:30 PM",
    address: "St. Mary Parish\n412 Church Street\nSpringfield, IL 62701",
    phone: "(217) 555-0100",
    email: "office@stmary.example.org",
    facebookUrl: "https://www.facebook.com/stmary.example",
    instagramUrl: "https://www.instagram.com/stmary.example",
    youtubeUrl: "https://www.youtube.com/@stmary.example",
  },
  events: [
    { title: "Advent Penance Service", on: 4, at: "19:00", until: "20:30", place: "Church", description: "Several priests will be available for individual confession.", picture: [88, 44, 120] },
    { title: "Parish Christmas Concert", on: 11, at: "18:30", until: "20:00", place: "Church", description: "The adult and children's choirs, with hot cider in the parish hall afterwards. Free; donations go to the St. Vincent de Paul Society.", picture: [160, 30, 40] },
    { title: "Giving Tree: last day to return gifts", on: 13, at: "12:00", place: "Narthex", description: "Please bring your wrapped gifts with the tag attached." },
    { title: "Christmas Eve Family Mass", on: 28, at: "16:00", until: "17:15", place: "Church", description: "Children's pageant before Mass. Arrive early: the church fills quickly.", picture: [20, 90, 60] },
    { title: "Parish Council meeting", on: 6, at: "19:00", until: "20:30", place: "Parish Office conference room", staffOnly: true },
    { title: "Men's Retreat", on: 40, at: "18:00", days: 2, until: "12:00", place: "Marytown Retreat Center", description: "Friday evening to Sunday noon. Registration at the parish office." },
    { title: "Harvest Mass and Food Drive", on: -3, at: "09:00", until: "10:00", place: "Church", description: "Bring a non-perishable food item for the food pantry." },
    { title: "Fall Festival", on: -40, at: "11:00", until: "17:00", place: "Parish grounds", description: "Games, food trucks and the famous pie auction." },
  ],
  sponsors: [
    { name: "Hanley & Sons Funeral Home", link: "https://hanleyfuneral.example.com", colours: [[40, 40, 48], [190, 160, 90]] },
    { name: "Springfield Family Dental", link: "https://springfielddental.example.com", colours: [[230, 244, 250], [40, 130, 190]] },
    { name: "Rossi's Pizzeria", link: "https://rossis.example.com", colours: [[200, 40, 40], [250, 240, 220]] },
    { name: "Knights of Columbus Council 364", colours: [[20, 40, 110], [230, 190, 40]] },
  ],
};

const ST_JOSEPH: typeof ST_MARY = {
  homepage: {
    welcomeAnnouncement: "Welcome to St. Joseph Parish in Peoria. All are welcome at our table.",
    massTimes: "Saturday Vigil: 4:30 PM\nSunday: 9:00 AM, 11:00 AM",
    address: "St. Joseph Parish\n90 Main Street\nPeoria, IL 61602",
    phone: "(309) 555-0100",
    email: "office@stjoseph.example.org",
  },
  events: [
    { title: "St. Joseph Pancake Breakfast", on: 7, at: "08:00", until: "11:00", place: "School gym" },
    { title: "Bible Study: Gospel of Luke", on: 2, at: "19:00", until: "20:00", place: "Room 3" },
  ],
  sponsors: [{ name: "Peoria Memorial Chapel", link: "https://peoriamemorial.example.com" }],
};

const at = (day: Date, clock: string) => new Date(day.getTime() + (Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3))) * 60_000);

/** The demo church's website, while it has no events: events around today, the homepage's text and sponsors. */
export async function seedWebsite(churchId: string, accountId: string) {
  if ((await db.websiteEvent.count({ where: { churchId } })) > 0) return;
  const demo = accountId === "10000001" ? ST_MARY : ST_JOSEPH;
  const today = parishToday();
  await db.churchWebsite.upsert({ where: { churchId }, create: { churchId, ...demo.homepage }, update: {} });
  for (const e of demo.events) {
    const day = new Date(today.getTime() + e.on * DAY);
    const event = await db.websiteEvent.create({
      data: {
        churchId,
        title: e.title,
        startsAt: at(day, e.at),
        endsAt: e.until ? at(new Date(day.getTime() + (e.days ?? 0) * DAY), e.until) : null,
        place: e.place ?? null,
        description: e.description ?? null,
        isPublic: !e.staffOnly,
      },
    });
    if (e.picture) {
      const image = await storePng(churchId, { kind: "event-image", ownerType: "website-event", ownerId: event.id }, "event.png", makePng(480, 270, e.picture, [250, 250, 250]));
      await db.websiteEvent.update({ where: { id: event.id }, data: { imageFileId: image.id } });
    }
  }
  for (const s of demo.sponsors) {
    const sponsor = await db.websiteSponsor.create({ data: { churchId, name: s.name, link: s.link ?? null } });
    if (s.colours) {
      const logo = await storePng(churchId, { kind: "sponsor-logo", ownerType: "website-sponsor", ownerId: sponsor.id }, "logo.png", makePng(200, 100, s.colours[0], s.colours[1]));
      await db.websiteSponsor.update({ where: { id: sponsor.id }, data: { logoFileId: logo.id } });
    }
  }
}

type Family = MemberFormInput;
const FAMILIES: Record<string, Family[]> = {
  "10000001": [
    {
      primaryMember: { firstname: "Daniel", lastname: "Okafor", headOfHousehold: true, address: "118 Elm Street", city: "Springfield", state: "IL", zip: "62704", phone: "(217) 555-0183", email: "daniel.okafor@example.com", dateOfBirth: "1984-03-12", donationMethod: "GIVE_ONLINE" },
      otherMembers: [
        { ageGroup: "ADULT", firstname: "Grace", lastname: "Okafor", phone: "(217) 555-0184", email: "grace.okafor@example.com", dateOfBirth: "1986-07-30", baptized: true, firstCommunion: true, confirmation: true },
        { ageGroup: "CHILD", firstname: "Chidi", dateOfBirth: "2015-05-02", baptized: true, firstCommunion: true },
        { ageGroup: "CHILD", firstname: "Amara", dateOfBirth: "2019-11-20", baptized: true },
      ],
    },
    {
      primaryMember: { firstname: "Teresa", lastname: "Morales", headOfHousehold: false, address: "7 Lincoln Avenue, Apt 2B", city: "Springfield", state: "IL", zip: "62702", phone: "(217) 555-0129", email: "teresa.morales@example.com", donationMethod: "PAPER_ENVELOPES" },
      otherMembers: [{ ageGroup: "ADULT", firstname: "Javier", headOfHousehold: true, phone: "(217) 555-0130", baptized: true, firstCommunion: true }],
    },
    { primaryMember: { firstname: "Helen", lastname: "Whitaker", headOfHousehold: true, address: "42 Oak Ridge Road", city: "Chatham", state: "IL", zip: "62629", email: "helen.whitaker@example.com", dateOfBirth: "1951-09-09" } },
  ],
  "10000002": [{ primaryMember: { firstname: "Marco", lastname: "Bellini", headOfHousehold: true, city: "Peoria", state: "IL", email: "marco.bellini@example.com" } }],
};

/** Families that sent the public form, while the church has no household; St. Mary's settings keep no redirect, so the success message shows. */
export async function seedHouseholds(churchId: string, accountId: string) {
  if ((await db.household.count({ where: { churchId } })) > 0) return;
  for (const family of FAMILIES[accountId] ?? []) await submitMemberForm(churchId, MemberFormSchema.parse(family));
  await db.externalFormSettings.upsert({ where: { churchId }, create: { churchId, notifyEmails: [] }, update: {} });
}
