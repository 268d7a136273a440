import type { Prisma } from "~/generated/prisma/client";
import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { pageOf, readPage } from "~/utils/paging";
import { GROUPS, WEDDINGS_PAGE_SIZE, type ApprovalPage, type GroupValue } from "./options";
import { coupleOf, groupsOf } from "./rules";
import { NEEDS_APPROVAL, weddingsWhere, type WeddingsWhen } from "./where.server";

export const PRIEST_NAME = { select: { firstname: true, middlename: true, lastname: true } } as const;

/** What a row of a wedding list needs: the couple, date, priest and the facts behind the badges. */
export const ROW = {
  id: true,
  weddingDate: true,
  groomFirstName: true,
  groomLastName: true,
  brideFirstName: true,
  brideLastName: true,
  groomBaptismStatus: true,
  brideBaptismStatus: true,
  groomWithinParish: true,
  brideWithinParish: true,
  groomPriorMarriage: true,
  groomPriorMarriage2: true,
  bridePriorMarriage: true,
  bridePriorMarriage2: true,
  priest: PRIEST_NAME,
} as const satisfies Prisma.WeddingSelect;

type Row = Prisma.WeddingGetPayload<{ select: typeof ROW }>;

export const rowOf = (w: Row) => ({ id: w.id, date: w.weddingDate, couple: coupleOf(w), priest: w.priest ? fullName(w.priest) : null, groups: groupsOf(w) });
export type WeddingRow = ReturnType<typeof rowOf>;

/** Upcoming weddings soonest first, past ones latest first. */
export const byDate = (when: WeddingsWhen) => [{ weddingDate: when === "upcoming" ? ("asc" as const) : ("desc" as const) }, { id: "asc" as const }];

type Extra = Partial<Record<"groomWithinParish" | "brideWithinParish" | "groomDomicilePermissionOn" | "brideDomicilePermissionOn", true>>;

async function pageOfWeddings(where: Prisma.WeddingWhereInput, when: WeddingsWhen, asked: number | undefined, extra: Extra = {}) {
  const total = await db.wedding.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, asked, WEDDINGS_PAGE_SIZE);
  const rows = await db.wedding.findMany({ where, select: { ...ROW, ...extra }, orderBy: byDate(when), skip, take });
  return {
    weddings: rows.map((w) => ({
      ...rowOf(w),
      // Whose domicile permission is still missing (the Domicile page's buttons).
      lacking: (["groom", "bride"] as const).filter((p) => w[`${p}WithinParish`] === false && w[`${p}DomicilePermissionOn`] === null),
    })),
    total,
    page,
    pageCount,
  };
}

/** One page of the church's upcoming (today or later) or past weddings, of the selected priests, in a derived group when asked. */
export function listWeddings(churchId: string, options: { when: WeddingsWhen; priestIds: readonly string[]; group: GroupValue | null; page?: number }) {
  return pageOfWeddings(weddingsWhere(churchId, options), options.when, options.page);
}

/** One page of the upcoming weddings (of the selected priests) that need the page's approval and do not have it yet. */
export function listNeedingApproval(churchId: string, options: { page: ApprovalPage; priestIds: readonly string[]; pageNumber?: number; extra?: Extra }) {
  const where = { ...weddingsWhere(churchId, { when: "upcoming", priestIds: options.priestIds }), AND: [NEEDS_APPROVAL[options.page]] };
  return pageOfWeddings(where, "upcoming", options.pageNumber, options.extra);
}

/** The list's filters from the URL: upcoming or past (`when=past`), a derived group (`group`, unknown means all) and the page. */
export function weddingListQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  return {
    when: params.get("when") === "past" ? ("past" as const) : ("upcoming" as const),
    group: GROUPS.find((g) => g.value === params.get("group"))?.value ?? null,
    page: readPage(params),
  };
}
