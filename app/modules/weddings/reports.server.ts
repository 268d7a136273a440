// The Weddings area's reports (issue 10): Notes Report, Items Needed, Fees Report; each of the selected priests' weddings.
import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";
import { byDate, PRIEST_NAME, ROW, rowOf } from "./list-weddings.server";
import { WEDDINGS_PAGE_SIZE } from "./options";
import { coupleOf, feeDue, missingItems } from "./rules";
import { weddingsWhere, type WeddingsWhen } from "./where.server";

/** Upcoming weddings with notes, soonest first. */
export async function weddingNotesReport(churchId: string, priestIds: readonly string[]) {
  const rows = await db.wedding.findMany({
    where: { ...weddingsWhere(churchId, { when: "upcoming", priestIds }), notes: { not: null } },
    select: { ...ROW, notes: true },
    orderBy: byDate("upcoming"),
  });
  return rows.map((w) => ({ ...rowOf(w), notes: w.notes ?? "" }));
}

/** Each upcoming wedding that still lacks documents or approvals, with what it lacks, soonest first. */
export async function itemsNeededReport(churchId: string, priestIds: readonly string[]) {
  const rows = await db.wedding.findMany({
    where: weddingsWhere(churchId, { when: "upcoming", priestIds }),
    select: {
      ...ROW,
      formA: true,
      lackOfForm: true,
      groomBaptismCert: true,
      brideBaptismCert: true,
      witnessForms: true,
      pastorApprovedOn: true,
      dispensationOn: true,
      groomDomicilePermissionOn: true,
      brideDomicilePermissionOn: true,
    },
    orderBy: byDate("upcoming"),
  });
  return rows.map((w) => ({ ...rowOf(w), missing: missingItems(w) })).filter((w) => w.missing.documents.length + w.missing.approvals.length > 0);
}

/** One page of weddings with a fee agreed or paid (upcoming or past), and the totals of them all: agreed, paid, due. */
export async function feesReport(churchId: string, options: { when: WeddingsWhen; priestIds: readonly string[]; page?: number }) {
  const where = { ...weddingsWhere(churchId, options), OR: [{ feeAgreedCents: { gt: 0 } }, { feePaidCents: { gt: 0 } }] };
  const all = await db.wedding.findMany({ where, select: { feeAgreedCents: true, feePaidCents: true } });
  const totals = all.reduce((t, w) => ({ agreed: t.agreed + w.feeAgreedCents, paid: t.paid + w.feePaidCents, due: t.due + feeDue(w) }), { agreed: 0, paid: 0, due: 0 });
  const { page, pageCount, skip, take } = pageOf(all.length, options.page, WEDDINGS_PAGE_SIZE);
  const rows = await db.wedding.findMany({
    where,
    select: { id: true, weddingDate: true, groomFirstName: true, groomLastName: true, brideFirstName: true, brideLastName: true, feeAgreedCents: true, feePaidCents: true, priest: PRIEST_NAME },
    orderBy: byDate(options.when),
    skip,
    take,
  });
  const weddings = rows.map((w) => ({
    id: w.id,
    date: w.weddingDate,
    couple: coupleOf(w),
    priest: w.priest ? fullName(w.priest) : null,
    agreed: w.feeAgreedCents,
    paid: w.feePaidCents,
    due: feeDue(w),
  }));
  return { weddings, totals, total: all.length, page, pageCount };
}
