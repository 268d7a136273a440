// The funerals of the parish benchmark (`npm run bench:parish`, scripts/bench-parish.ts): 1,000 funerals,
// about ten years of a busy parish, UPCOMING of them still to come, with officiants, contacts and notes.
import type { Prisma } from "~/utils/db.server";
import { chunks, FIRST_F, FIRST_M, LAST, newId, pick } from "./bench-support";

export const FUNERALS = 1000;
export const UPCOMING_FUNERALS = 20;
const DAY = 24 * 3600_000;
const SERVICE_TYPES = ["FUNERAL_MASS", "FUNERAL_MASS", "FUNERAL_MASS", "MEMORIAL_MASS", "FUNERAL_LITURGY", "GRAVESIDE_SERVICE", "VIGIL"] as const;
const REMAINS = ["BODY", "BODY", "CREMATED", "NONE"] as const;
const TIMES = ["09:30", "10:00", "10:30", "11:00", "13:00", "14:00", null] as const;

/** Loads the church's funerals; returns the id of one on the upcoming list. */
export async function loadFunerals(churchId: string, officiantIds: string[]) {
  const { db } = await import("~/utils/db.server");
  const { searchNameOf } = await import("~/modules/education/names");
  const { parishToday } = await import("~/modules/parish/today.server");
  const today = parishToday().getTime();
  const rows: Prisma.FuneralCreateManyInput[] = [];
  for (let i = 0; i < FUNERALS; i++) {
    const id = newId();
    // Upcoming ones every half day from today, past ones every three and a half days back.
    const days = i < UPCOMING_FUNERALS ? Math.floor(i / 2) : -Math.ceil(((i - UPCOMING_FUNERALS + 1) * 7) / 2);
    const firstname = i % 2 === 0 ? pick(FIRST_F, i / 2) : pick(FIRST_M, i / 2);
    const lastname = pick(LAST, i * 7);
    rows.push({
      id,
      churchId,
      firstname,
      middlename: i % 3 === 0 ? pick(FIRST_F, i * 5) : null,
      lastname,
      searchName: searchNameOf({ firstname, lastname }),
      dateOfBirth: new Date(Date.UTC(1925 + (i % 60), i % 12, 1 + (i % 28))),
      dateOfDeath: new Date(today + Math.min(days - 5, 0) * DAY),
      dateOfFuneral: new Date(today + days * DAY),
      funeralTime: pick(TIMES, i),
      serviceType: pick(SERVICE_TYPES, i),
      remains: pick(REMAINS, i),
      officiantId: i % 10 === 9 ? null : pick(officiantIds, i),
      funeralHome: i % 2 ? "Hanley & Sons Funeral Home" : "Oakridge Funeral Chapel",
      cemetery: i % 4 === 3 ? null : "Calvary Cemetery",
      contactName: `${pick(FIRST_F, i * 3)} ${lastname}`,
      contactRelationship: pick(["Daughter", "Son", "Wife", "Husband", "Niece"], i),
      contactPhone: `(217) 555-${String(1000 + (i % 9000)).padStart(4, "0")}`,
      notes: i % 3 === 0 ? "Family asks for the vigil at the funeral home the evening before; reception in the parish hall." : null,
    });
  }
  for (const data of chunks(rows)) await db.funeral.createMany({ data });
  return rows[UPCOMING_FUNERALS - 1].id!;
}
