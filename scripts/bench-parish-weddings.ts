// The weddings of `npm run bench:parish`: 1,000 weddings on Saturdays, about a year of them still to come,
// with the three officiants (and some not assigned yet), every derived group and approval state.
import type { Prisma } from "~/utils/db.server";
import { chunks, FIRST_F, FIRST_M, LAST, newId, pick } from "./bench-support";

export const WEDDINGS = 1000;
const PER_SATURDAY = 3;
const UPCOMING_WEEKS = 52;
const DAY = 24 * 3600_000;
const TIMES = [[11, 0], [14, 0], [19, 0], [19, 30]] as const;

export async function loadWeddings(churchId: string, priestIds: string[]) {
  const { db } = await import("~/utils/db.server");
  const { coupleColumns } = await import("~/modules/weddings/rules");
  const { parishToday } = await import("~/modules/parish/today.server");
  const today = parishToday().getTime();
  const saturday = today + ((6 - new Date(today).getUTCDay() + 7) % 7 || 7) * DAY;
  const weddings: Prisma.WeddingCreateManyInput[] = [];
  for (let i = 0; i < WEDDINGS; i++) {
    const week = Math.floor(i / PER_SATURDAY);
    const [hour, minute] = pick(TIMES, i);
    const weddingDate = new Date(saturday + (UPCOMING_WEEKS - 1 - week) * 7 * DAY + (hour * 60 + minute) * 60_000);
    const past = weddingDate.getTime() < today;
    const groom = { firstname: pick(FIRST_M, i * 3), lastname: pick(LAST, i * 7) };
    const bride = { firstname: pick(FIRST_F, i * 5), lastname: pick(LAST, i * 11 + 3) };
    const approved = past || i % 3 === 0 ? new Date(weddingDate.getTime() - 30 * DAY) : null;
    weddings.push({
      id: newId(),
      churchId,
      weddingDate,
      priestId: i % 10 === 9 ? null : priestIds[i % priestIds.length],
      ...coupleColumns(groom, bride),
      groomBaptismStatus: i % 7 === 0 ? "BAPTIZED_PROTESTANT" : i % 11 === 0 ? "BAPTIZED_ORTHODOX" : "BAPTIZED_CATHOLIC",
      brideBaptismStatus: i % 13 === 0 ? "NOT_BAPTIZED" : "BAPTIZED_CATHOLIC",
      groomWithinParish: i % 6 !== 0,
      brideWithinParish: i % 9 !== 0,
      bridePriorMarriage: i % 17 === 0 ? "CHURCH_WEDDING" : i % 19 === 0 ? "CIVIL_WEDDING" : null,
      formA: past || i % 2 === 0,
      groomBaptismCert: past || i % 3 !== 1,
      brideBaptismCert: past || i % 4 !== 1,
      witnessForms: past || i % 5 !== 2,
      pastorApprovedOn: approved,
      dispensationOn: i % 7 === 0 ? approved : null,
      groomDomicilePermissionOn: i % 6 === 0 ? approved : null,
      feeAgreedCents: 35000 + (i % 4) * 5000,
      feePaidCents: past ? 35000 + (i % 4) * 5000 : (i % 3) * 10000,
      notes: i % 8 === 0 ? "Rehearsal the evening before; the couple brings their own musicians." : null,
    });
  }
  for (const data of chunks(weddings)) await db.wedding.createMany({ data });
  const upcoming = weddings.filter((w) => (w.weddingDate as Date).getTime() >= today).length;
  return { count: weddings.length, upcoming, weddingId: weddings[UPCOMING_WEEKS * PER_SATURDAY - 2].id! };
}
