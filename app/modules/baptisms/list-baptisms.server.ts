import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";
import { readiness, type Readiness } from "./completeness";
import { PAST_PAGE_SIZE } from "./options";
import { parishToday } from "~/modules/parish/today.server";

const NAME = { firstname: true, middlename: true, lastname: true } as const;
// A card's godparents are read by the cards' ids: Prisma's `_count` joins a count of every row of the
// table (the church's at best) grouped by baptism, which cost the list more than its own rows.
const CARD = {
  id: true,
  ...NAME,
  dateOfBirth: true,
  motherFirstname: true,
  motherLastname: true,
  fatherFirstname: true,
  fatherLastname: true,
  birthCertificate: true,
  allParentDocs: true,
  godmotherDocs: true,
  godfatherDocs: true,
  baptismClassParents: true,
  baptismClassGodmother: true,
  baptismClassGodfather: true,
  godparents: { select: { id: true } },
} as const;

type CardRow = Omit<Readiness, "godparentCount"> & {
  id: string;
  firstname: string;
  middlename: string | null;
  lastname: string;
  dateOfBirth: Date;
  motherFirstname: string | null;
  motherLastname: string | null;
  fatherFirstname: string | null;
  fatherLastname: string | null;
  godparents: { id: string }[];
};

const parent = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

/** What a baptism's card shows: the name, birth date, parents and whether it is ready. */
function card(b: CardRow) {
  return {
    id: b.id,
    name: fullName(b),
    dateOfBirth: b.dateOfBirth,
    parents: [parent(b.motherFirstname, b.motherLastname), parent(b.fatherFirstname, b.fatherLastname)].filter(Boolean).join(" & "),
    ...readiness({ ...b, godparentCount: b.godparents.length }),
  };
}
export type BaptismCard = ReturnType<typeof card>;

const BY_NAME = [{ lastname: "asc" as const }, { firstname: "asc" as const }, { id: "asc" as const }];

/** Upcoming baptisms (spec 'upcomingDatesWithBaptisms'): each date from today on, soonest first, with its officiant and baptisms. */
export async function listUpcomingBaptisms(churchId: string) {
  const dates = await db.baptismDate.findMany({
    where: { churchId, date: { gte: parishToday() } },
    select: { id: true, date: true, officiant: { select: NAME }, baptisms: { select: CARD, orderBy: BY_NAME } },
    orderBy: [{ date: "asc" }, { id: "asc" }],
  });
  return dates.map((d) => ({ id: d.id, date: d.date, officiant: fullName(d.officiant), baptisms: d.baptisms.map(card) }));
}

/**
 * One page of past baptisms (spec 'baptismsOfPastDates'): latest first, with the date and officiant of
 * each. Read by dates: the past dates' counts give the total and the dates this page's rows are on,
 * and only those dates' baptisms are read (sorting every past baptism of the church to show twelve
 * cost more than the rest of the page).
 */
export async function listPastBaptisms(churchId: string, asked: number | undefined) {
  const dates = await db.baptismDate.findMany({
    where: { churchId, date: { lt: parishToday() } },
    select: { id: true, date: true, officiant: { select: NAME }, _count: { select: { baptisms: { where: { churchId } } } } },
    orderBy: { date: "desc" },
  });
  const total = dates.reduce((sum, d) => sum + d._count.baptisms, 0);
  const { page, pageCount, skip, take } = pageOf(total, asked, PAST_PAGE_SIZE);
  const onPage: typeof dates = [];
  let before = 0;
  let seen = 0;
  for (const d of dates) {
    if (seen >= skip + take) break;
    if (seen + d._count.baptisms > skip) {
      if (!onPage.length) before = skip - seen;
      onPage.push(d);
    }
    seen += d._count.baptisms;
  }
  if (!onPage.length) return { baptisms: [], total, page, pageCount };
  const rows = await db.baptism.findMany({
    where: { churchId, baptismDateId: { in: onPage.map((d) => d.id) } },
    select: { ...CARD, baptismDateId: true },
    orderBy: [{ baptismDate: { date: "desc" } }, ...BY_NAME],
    skip: before,
    take,
  });
  const dateOf = new Map(onPage.map((d) => [d.id, d]));
  const baptisms = rows.map((b) => {
    const d = dateOf.get(b.baptismDateId)!;
    return { ...card(b), date: d.date, officiant: fullName(d.officiant) };
  });
  return { baptisms, total, page, pageCount };
}
