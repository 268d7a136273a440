import { Prisma } from "~/generated/prisma/client";
import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { clampPage, findPageCounted, pageOf } from "~/utils/paging";
import { readiness, type Readiness } from "./completeness";
import { PAST_PAGE_SIZE } from "./options";
import { parishToday } from "~/modules/parish/today.server";

// The cards are read by raw statements, their godparents counted in them by the card's id: Prisma's
// `_count` joins a count of every row of the table (the church's at best) grouped by baptism, and
// each relation cost a statement and its rows joined in Prisma's runtime (the page's data took 20 ms,
// 3 of them in PostgreSQL).
const CARD_COLUMNS = Prisma.sql`
  b.id, b.firstname, b.middlename, b.lastname, b."dateOfBirth",
  b."motherFirstname", b."motherLastname", b."fatherFirstname", b."fatherLastname",
  b."birthCertificate", b."allParentDocs", b."godmotherDocs", b."godfatherDocs",
  b."baptismClassParents", b."baptismClassGodmother", b."baptismClassGodfather",
  (SELECT count(*)::int FROM "BaptismGodparent" g WHERE g."baptismId" = b.id AND g."churchId" = b."churchId") AS "godparentCount"`;

/** The officiant's name of a date aliased `d`, from "Staff" aliased `s` (OFFICIANT_JOIN). */
const OFFICIANT_COLUMNS = Prisma.sql`s.firstname AS "oFirstname", s.middlename AS "oMiddlename", s.lastname AS "oLastname"`;
const OFFICIANT_JOIN = Prisma.sql`LEFT JOIN "Staff" s ON s.id = d."officiantId" AND s."churchId" = d."churchId"`;

type CardRow = Readiness & {
  id: string;
  firstname: string;
  middlename: string | null;
  lastname: string;
  dateOfBirth: Date;
  motherFirstname: string | null;
  motherLastname: string | null;
  fatherFirstname: string | null;
  fatherLastname: string | null;
};
type OfficiantRow = { oFirstname: string | null; oMiddlename: string | null; oLastname: string | null };
type DatedCardRow = CardRow & OfficiantRow & { dateId: string; date: Date };

const parent = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");
const officiant = (row: OfficiantRow) => (row.oFirstname === null ? "" : fullName({ firstname: row.oFirstname, middlename: row.oMiddlename, lastname: row.oLastname ?? "" }));

/** What a baptism's card shows: the name, birth date, parents and whether it is ready. */
function card(b: CardRow) {
  return {
    id: b.id,
    name: fullName(b),
    dateOfBirth: b.dateOfBirth,
    parents: [parent(b.motherFirstname, b.motherLastname), parent(b.fatherFirstname, b.fatherLastname)].filter(Boolean).join(" & "),
    ...readiness(b),
  };
}
export type BaptismCard = ReturnType<typeof card>;

/** Upcoming baptisms (spec 'upcomingDatesWithBaptisms'): each date from today on, soonest first, with its officiant and baptisms by name. One statement. */
export async function listUpcomingBaptisms(churchId: string) {
  // A date without baptisms is one row whose card columns are null.
  const rows = await db.$queryRaw<(Omit<DatedCardRow, "id"> & { id: string | null })[]>`
    SELECT d.id AS "dateId", d.date, ${OFFICIANT_COLUMNS}, ${CARD_COLUMNS}
    FROM "BaptismDate" d
    ${OFFICIANT_JOIN}
    LEFT JOIN "Baptism" b ON b."baptismDateId" = d.id AND b."churchId" = d."churchId"
    WHERE d."churchId" = ${churchId} AND d.date >= ${parishToday()}
    ORDER BY d.date, d.id, b.lastname, b.firstname, b.id`;
  const dates: { id: string; date: Date; officiant: string; baptisms: BaptismCard[] }[] = [];
  for (const row of rows) {
    if (dates.at(-1)?.id !== row.dateId) dates.push({ id: row.dateId, date: row.date, officiant: officiant(row), baptisms: [] });
    if (row.id !== null) dates.at(-1)!.baptisms.push(card({ ...row, id: row.id }));
  }
  return dates;
}

/**
 * One page of past baptisms (spec 'baptismsOfPastDates'): latest first, then by name, with the date
 * and officiant of each, in one statement. The baptisms counted by date (from the index on church
 * and date), summed in date order, say where each past date's baptisms start; only the dates the
 * page falls on have their baptisms read (by that index: a join let PostgreSQL read every baptism)
 * and sorted (sorting every past baptism of the church to show twelve cost more than the rest of the page).
 */
export async function listPastBaptisms(churchId: string, asked: number | undefined) {
  const today = parishToday();
  const { items, total, page } = await findPageCounted(clampPage(asked), PAST_PAGE_SIZE, async ({ limit, offset }) => {
    const end = offset + (limit ?? PAST_PAGE_SIZE);
    const rows = await db.$queryRaw<(DatedCardRow & { total: number; before: number })[]>`
      WITH counted AS (
        SELECT bd.id, bd.date, bd."officiantId", bd."churchId", c.n
        FROM (SELECT "baptismDateId", count(*)::int AS n FROM "Baptism" WHERE "churchId" = ${churchId} GROUP BY "baptismDateId") c
        JOIN "BaptismDate" bd ON bd.id = c."baptismDateId" AND bd."churchId" = ${churchId}
        WHERE bd.date < ${today}
      ), d AS (
        SELECT counted.*, (sum(n) OVER (ORDER BY date DESC, id ROWS UNBOUNDED PRECEDING) - n)::int AS before, (sum(n) OVER ())::int AS total
        FROM counted
      ), picked AS (
        SELECT * FROM d WHERE before < ${end} AND before + n > ${offset}
      )
      SELECT d.total, d.before, d.id AS "dateId", d.date, ${OFFICIANT_COLUMNS}, ${CARD_COLUMNS}
      FROM "Baptism" b
      JOIN picked d ON d.id = b."baptismDateId"
      ${OFFICIANT_JOIN}
      WHERE b."churchId" = ${churchId} AND b."baptismDateId" = ANY (ARRAY(SELECT id FROM picked))
      ORDER BY d.date DESC, d.id, b.lastname, b.firstname, b.id`;
    const from = offset - (rows[0]?.before ?? 0);
    return rows.slice(from, from + (limit ?? PAST_PAGE_SIZE));
  });
  const baptisms = items.map((row) => ({ ...card(row), date: row.date, officiant: officiant(row) }));
  return { baptisms, total, page, pageCount: pageOf(total, page, PAST_PAGE_SIZE).pageCount };
}
