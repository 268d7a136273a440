// The other areas' group of `npm run bench` (`npm run bench -- areas`): the lists of the website, the
// gift store, settings and the platform admin, with a parish's worth of each. What follows describes
// the data; scripts/bench.tsx measures.
import type { Prisma } from "~/utils/db.server";
import { benchChurch, chunks, FIRST_F, FIRST_M, LAST, log, newId, personNamer, pick, type BenchData, settle } from "./bench-support";

export const EVENTS = 400;
const UPCOMING_EVENTS = 24;
const WEBSITE_SPONSORS = 40;
const HOUSEHOLDS = 300;
const STAFF = 30;
export const PRODUCTS = 120;
export const OTHER_CHURCHES = 300;
const DAY = 24 * 3600_000;
const ROLES = ["PRIEST", "PRIEST", "DEACON", "DIRECTOR", "COORDINATOR", "SECRETARY", "BOOKKEEPER", "OTHER"] as const;
const EVENT_TITLES = ["Parish Picnic", "Fish Fry", "Advent Concert", "Bible Study", "Youth Group Night", "Blood Drive", "Rosary Walk", "Lenten Mission"];

/**
 * One church whose staff user is also a platform admin (the admin's lists are the platform's): 30
 * staff, 400 website events (24 to come, the rest weekly back), 40 website sponsors, 300 households of
 * the new-member form with 2 to 5 members each; 120 gift-store products; 300 other churches with two
 * users and a trial each.
 */
export async function loadData(): Promise<BenchData> {
  const { db } = await import("~/utils/db.server");
  const { parishToday } = await import("~/modules/parish/today.server");
  const named = await personNamer();

  const { church, email, password } = await benchChurch(["CHURCH_USER", "ADMIN"]);
  const churchId = church.id;

  const staff = Array.from({ length: STAFF }, (_, k) => ({
    id: newId(),
    churchId,
    ...named(pick(k % 3 ? FIRST_F : FIRST_M, k * 7), pick(LAST, k * 11)),
    role: pick(ROLES, k),
    personType: k % 8 < 3 ? ("CLERGY" as const) : ("LAY" as const),
    status: k % 10 === 9 ? ("INACTIVE" as const) : ("ACTIVE" as const),
    email: `staff${k}@bench.test`,
  }));

  const today = parishToday().getTime();
  const events: Prisma.WebsiteEventCreateManyInput[] = Array.from({ length: EVENTS }, (_, k) => {
    const days = k < UPCOMING_EVENTS ? 2 + k * 3 : -7 * (k - UPCOMING_EVENTS + 1);
    const startsAt = new Date(today + days * DAY + 18 * 3600_000);
    return { churchId, title: `${pick(EVENT_TITLES, k)} ${k}`, startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3600_000), place: k % 2 ? "Parish Hall" : "Church", description: k % 3 ? "All are welcome; bring a friend." : null, isPublic: k % 7 !== 6 };
  });
  const sponsors = Array.from({ length: WEBSITE_SPONSORS }, (_, k) => ({ churchId, name: `${pick(LAST, k * 3)} ${pick(["Hardware", "Bakery", "Insurance", "Dental", "Florist"], k)}`, link: k % 2 ? `https://sponsor${k}.example.com` : null }));

  const households: Prisma.HouseholdCreateManyInput[] = [];
  const members: Prisma.MemberCreateManyInput[] = [];
  for (let h = 0; h < HOUSEHOLDS; h++) {
    const householdId = newId();
    const lastname = pick(LAST, h * 7 + 3);
    const createdAt = new Date(today - h * DAY);
    households.push({ id: householdId, churchId, address: `${100 + h} Main St`, city: "Springfield", state: "IL", zip: "62701", phone: `(217) 558-${String(h).padStart(4, "0")}`, email: `household${h}@bench.test`, donationMethod: h % 2 ? "GIVE_ONLINE" : "PAPER_ENVELOPES", createdAt });
    for (let m = 0; m < 2 + (h % 4); m++) {
      const adult = m < 2;
      members.push({ churchId, householdId, ageGroup: adult ? "ADULT" : "CHILD", ...named(pick(m % 2 ? FIRST_M : FIRST_F, h * 5 + m), lastname), headOfHousehold: m === 0, isPrimary: m === 0, email: m === 0 ? `household${h}@bench.test` : null, baptized: true, firstCommunion: adult || m % 2 === 0, confirmation: adult, createdAt });
    }
  }

  const productIds = Array.from({ length: PRODUCTS }, () => newId());
  const products = productIds.map((id, k) => ({ id, productName: `${pick(["Rosary", "Crucifix", "Prayer Book", "Medal", "Candle", "Icon"], k)} ${k + 1}`, description: k % 2 ? "Handmade; a gift for a baptism or a first communion." : null, churchWholesalePriceCents: 500 + (k % 20) * 150, suggestedRetailCents: 900 + (k % 20) * 250 }));

  const others = Array.from({ length: OTHER_CHURCHES }, (_, k) => ({ id: newId(), name: `${pick(["St.", "Holy", "Our Lady of", "Sacred"], k)} ${pick(LAST, k * 13)} Parish ${k}`, accountId: String(30_000_000 + k), createdAt: new Date(today - k * DAY) }));
  const otherUsers = others.flatMap((c, k) => [0, 1].map((u) => ({ id: newId(), churchId: c.id, email: `user${u}-${k}@bench-${churchId}.test`, passwordHash: "x", ...{ firstname: pick(FIRST_F, k + u), lastname: pick(LAST, k * 3 + u) } })));
  const otherRoles = otherUsers.map((u) => ({ userId: u.id, churchId: u.churchId, role: "CHURCH_USER" as const }));
  const trials = others.map((c, k) => ({ churchId: c.id, status: "trialing", trialEnd: new Date(today + (30 - (k % 60)) * DAY) }));

  await db.staff.createMany({ data: staff });
  await db.websiteEvent.createMany({ data: events });
  await db.websiteSponsor.createMany({ data: sponsors });
  await db.household.createMany({ data: households });
  for (const data of chunks(members)) await db.member.createMany({ data });
  await db.product.createMany({ data: products });
  await db.church.createMany({ data: others });
  await db.user.createMany({ data: otherUsers });
  await db.userRole.createMany({ data: otherRoles });
  await db.subscription.createMany({ data: trials });
  await settle();
  log(`loaded ${staff.length} staff, ${events.length} website events (${UPCOMING_EVENTS} upcoming), ${sponsors.length} website sponsors, ${households.length} households of ${members.length} members, ${products.length} products, ${others.length} other churches with ${otherUsers.length} users`);

  // The products and the other churches are the platform's, not the bench church's: they go too.
  const remove = () =>
    db.$transaction([db.product.deleteMany({ where: { id: { in: productIds } } }), db.church.deleteMany({ where: { id: { in: [churchId, ...others.map((c) => c.id)] } } })]);
  return { email, password, vars: { churchId }, remove, disconnect: () => db.$disconnect() };
}
