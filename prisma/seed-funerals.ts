// Demo data of the Funerals area (issue 10): loaded into a demo church while it has no funerals, after
// its staff (the officiants). Funerals are placed around today, so the demo always has upcoming and past ones.
import type { Prisma } from "~/generated/prisma/client";
import { searchNameOf } from "~/modules/education/names";
import { parishToday } from "~/modules/parish/today.server";
import { db } from "~/utils/db.server";

const DAY = 24 * 3600_000;

type FuneralSeed = {
  name: [first: string, middle: string | null, last: string];
  /** Days from today of the funeral (negative: past); the death a few days before. */
  on: number;
  died?: number;
  born?: string;
  time: string | null;
  type: Prisma.FuneralCreateManyInput["serviceType"];
  remains: Prisma.FuneralCreateManyInput["remains"];
  /** Which of the church's active priests and deacons (by last name) officiates; none yet: null. */
  officiant: number | null;
  home?: string;
  cemetery?: string;
  contact?: [name: string, relationship: string, phone: string | null, email: string | null];
  notes?: string;
};

const ST_MARY: FuneralSeed[] = [
  { name: ["Eleanor", "Rose", "Fitzgerald"], on: 3, died: -4, born: "1938-02-11", time: "10:00", type: "FUNERAL_MASS", remains: "BODY", officiant: 2, home: "Hanley & Sons Funeral Home", cemetery: "Calvary Cemetery", contact: ["Margaret Fitzgerald", "Daughter", "(217) 555-0142", "margaret.fitz@example.com"], notes: "Vigil at the funeral home the evening before, 5 to 8 pm. Family asks for 'On Eagle's Wings'." },
  { name: ["Joseph", "Anthony", "Romano"], on: 5, died: -2, born: "1946-09-30", time: "11:00", type: "FUNERAL_MASS", remains: "BODY", officiant: 1, home: "Hanley & Sons Funeral Home", cemetery: "St. Mary Parish Cemetery", contact: ["Veronica Romano", "Wife", "(217) 555-0177", null], notes: "Knights of Columbus honor guard; two grandchildren read." },
  { name: ["Patricia", null, "Kowalski"], on: 6, died: -5, born: "1951-05-14", time: "13:30", type: "MEMORIAL_MASS", remains: "CREMATED", officiant: 0, cemetery: "Resurrection Cemetery (columbarium)", contact: ["Andrew Kowalski", "Son", "(217) 555-0190", "andrew.kowalski@example.com"], notes: "Urn placed before the altar; reception in the parish hall afterwards (Altar Society)." },
  { name: ["Harold", "James", "Becker"], on: 9, died: -1, born: "1940-12-02", time: null, type: "FUNERAL_MASS", remains: "BODY", officiant: null, home: "Oakridge Funeral Chapel", contact: ["Stephen Becker", "Son", "(217) 555-0123", null], notes: "Time to confirm with the funeral home once the family has spoken with Fr. Michael." },
  { name: ["Lan", "Thị", "Nguyễn"], on: 12, died: -3, born: "1944-07-07", time: "09:30", type: "FUNERAL_LITURGY", remains: "BODY", officiant: 2, home: "Oakridge Funeral Chapel", cemetery: "Calvary Cemetery", contact: ["Minh Nguyễn", "Grandson", "(217) 555-0168", "minh.nguyen@example.com"] },
  { name: ["Walter", null, "Sullivan"], on: 0, died: -6, born: "1935-03-21", time: "14:00", type: "GRAVESIDE_SERVICE", remains: "BODY", officiant: 2, home: "Hanley & Sons Funeral Home", cemetery: "St. Mary Parish Cemetery", contact: ["Peter Sullivan", "Nephew", "(217) 555-0155", null], notes: "Graveside only; veteran: flag presentation by the VFW." },
  { name: ["Dorothy", "Anne", "Murray"], on: -4, died: -11, born: "1932-10-08", time: "10:00", type: "FUNERAL_MASS", remains: "BODY", officiant: 0, home: "Hanley & Sons Funeral Home", cemetery: "Calvary Cemetery", contact: ["Katherine Murray", "Daughter-in-law", "(217) 555-0131", "kmurray@example.com"], notes: "Mass cards given to the family." },
  { name: ["Francis", "Xavier", "O'Neill"], on: -12, died: -18, born: "1949-01-17", time: "11:00", type: "FUNERAL_MASS", remains: "CREMATED", officiant: 1, cemetery: "Resurrection Cemetery", contact: ["Bridget O'Neill", "Wife", "(217) 555-0109", null] },
  { name: ["Gloria", null, "Reyes"], on: -25, died: -30, born: "1957-04-25", time: "10:30", type: "FUNERAL_MASS", remains: "BODY", officiant: 1, home: "Oakridge Funeral Chapel", cemetery: "St. Mary Parish Cemetery", contact: ["Hector Reyes", "Husband", "(217) 555-0144", null], notes: "Mass in Spanish and English." },
  { name: ["Thomas", "Edward", "Walsh"], on: -41, died: -47, born: "1929-08-15", time: "10:00", type: "MEMORIAL_MASS", remains: "NONE", officiant: 0, contact: ["Kevin Walsh", "Son", "(217) 555-0166", "kevin.walsh@example.com"], notes: "Buried in Ireland; memorial Mass for the parish." },
  { name: ["Ruth", "Ellen", "Carter"], on: -60, died: -64, born: "1943-11-29", time: "19:00", type: "VIGIL", remains: "BODY", officiant: 2, home: "Hanley & Sons Funeral Home", contact: ["Rachel Carter", "Daughter", "(217) 555-0170", null] },
];

const ST_JOSEPH: FuneralSeed[] = [
  { name: ["Alfred", null, "Bianchi"], on: 4, died: -3, born: "1941-06-06", time: "10:00", type: "FUNERAL_MASS", remains: "BODY", officiant: 0, home: "Peoria Memorial Chapel", cemetery: "St. Joseph Cemetery", contact: ["Lucia Bianchi", "Daughter", "(309) 555-0120", null], notes: "Choir requested; family will bring the pall." },
  { name: ["Mabel", "June", "Adeyemi"], on: -9, died: -14, born: "1936-02-02", time: "11:30", type: "FUNERAL_MASS", remains: "CREMATED", officiant: 0, cemetery: "St. Joseph Cemetery", contact: ["Ruth Adeyemi", "Niece", "(309) 555-0111", null] },
  { name: ["George", null, "Hall"], on: -30, died: -36, time: "10:00", type: "GRAVESIDE_SERVICE", remains: "BODY", officiant: 0, home: "Peoria Memorial Chapel", cemetery: "Springdale Cemetery" },
];

/** The demo church's funerals, around today, with the church's active priests and deacons as officiants. */
export async function seedParishFunerals(churchId: string, accountId: string) {
  if ((await db.funeral.count({ where: { churchId } })) > 0) return;
  const officiants = await db.staff.findMany({ where: { churchId, status: "ACTIVE", role: { in: ["PRIEST", "DEACON"] } }, select: { id: true }, orderBy: [{ lastname: "asc" }, { id: "asc" }] });
  const today = parishToday().getTime();
  const day = (days: number) => new Date(today + days * DAY);
  const data = (accountId === "10000001" ? ST_MARY : ST_JOSEPH).map((f): Prisma.FuneralCreateManyInput => {
    const [firstname, middlename, lastname] = f.name;
    return {
      churchId,
      firstname,
      middlename,
      lastname,
      searchName: searchNameOf({ firstname, middlename, lastname }),
      dateOfBirth: f.born ? new Date(`${f.born}T00:00:00Z`) : null,
      dateOfDeath: day(Math.min(f.died ?? f.on - 5, 0)),
      dateOfFuneral: day(f.on),
      funeralTime: f.time,
      serviceType: f.type,
      remains: f.remains,
      officiantId: f.officiant === null ? null : (officiants[f.officiant % Math.max(1, officiants.length)]?.id ?? null),
      funeralHome: f.home ?? null,
      cemetery: f.cemetery ?? null,
      contactName: f.contact?.[0] ?? null,
      contactRelationship: f.contact?.[1] ?? null,
      contactPhone: f.contact?.[2] ?? null,
      contactEmail: f.contact?.[3] ?? null,
      notes: f.notes ?? null,
    };
  });
  await db.funeral.createMany({ data });
}
