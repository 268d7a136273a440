// Benchmark of the parish sacraments pages: `npm run bench:parish`.
//
// Like `npm run bench:re` (scripts/bench-support.ts: a throwaway embedded PostgreSQL on BENCH_PG_PORT=5621,
// or DATABASE_URL's database where the bench church is removed again; the production server on
// BENCH_PORT=3221; BENCH_N=200 sequential requests a page after a warm-up), with a church of six staff
// and 3,000 baptisms: about six years of Sunday baptism dates, 72 of them still to come, two godparents
// each and document records; and 1,000 funerals (scripts/bench-funerals.ts), 20 of them to come.
// Target: every page under 100 ms at p95 (the issue names the dashboard and the baptisms and funerals
// lists; the areas' other pages are held to the same). It ends with `targets met: K of N`.
//
//   npm run bench:parish
//   BENCH_N=50 npm run bench:parish
import type { Prisma } from "~/utils/db.server";
import { FUNERALS, loadFunerals, UPCOMING_FUNERALS } from "./bench-funerals";
import { benchChurch, chunks, FIRST_F, FIRST_M, LAST, log, newId, personNamer, pick, runBench, type BenchData, settle } from "./bench-support";
import { loadWeddings, WEDDINGS } from "./bench-parish-weddings";

export const BAPTISMS = 3000;
const UPCOMING_DATES = 12;
const PER_DATE = 6;
const DAY = 24 * 3600_000;
const DOCUMENTS = ["BIRTH_CERTIFICATE", "ALL_PARENT_DOCS", "GODMOTHER_DOCS", "GODFATHER_DOCS"] as const;

/** One church with six staff and 3,000 baptisms on weekly dates, most of them past. */
export async function loadData(): Promise<BenchData> {
  const { db } = await import("~/utils/db.server");
  const { parishToday } = await import("~/modules/parish/today.server");
  const named = await personNamer();

  const { church, email, password } = await benchChurch();
  const churchId = church.id;
  const roles = ["PRIEST", "PRIEST", "DEACON", "DIRECTOR", "SECRETARY", "BOOKKEEPER"] as const;
  const staff = roles.map((role, k) => ({ id: newId(), churchId, ...named(pick(FIRST_M, k * 7), pick(LAST, k * 11)), role, personType: k < 3 ? ("CLERGY" as const) : ("LAY" as const) }));
  const officiants = staff.slice(0, 3);

  // Weekly dates at 1 pm: UPCOMING_DATES from next Sunday on, the rest going back week by week.
  const today = parishToday().getTime();
  const sunday = today + ((7 - new Date(today).getUTCDay()) % 7 || 7) * DAY + 13 * 3600_000;
  const dateCount = Math.ceil(BAPTISMS / PER_DATE);
  const dates = Array.from({ length: dateCount }, (_, k) => ({ id: newId(), churchId, date: new Date(sunday + (UPCOMING_DATES - 1 - k) * 7 * DAY), officiantId: officiants[k % 3].id }));

  const baptisms: Prisma.BaptismCreateManyInput[] = [];
  const godparents: Prisma.BaptismGodparentCreateManyInput[] = [];
  const files: Prisma.StoredFileCreateManyInput[] = [];
  const documents: Prisma.BaptismDocumentCreateManyInput[] = [];
  for (let i = 0; i < BAPTISMS; i++) {
    const id = newId();
    const date = dates[Math.floor(i / PER_DATE)];
    const lastname = pick(LAST, i * 7);
    const female = i % 2 === 0;
    const ready = i % 4 !== 1;
    baptisms.push({
      id,
      churchId,
      baptismDateId: date.id,
      ...named(female ? pick(FIRST_F, i / 2) : pick(FIRST_M, i / 2), lastname),
      dateOfBirth: new Date(date.date.getTime() - (60 + (i % 200)) * DAY - 13 * 3600_000),
      motherFirstname: pick(FIRST_F, i * 3),
      motherLastname: lastname,
      fatherFirstname: i % 5 === 0 ? null : pick(FIRST_M, i * 5),
      fatherLastname: i % 5 === 0 ? null : lastname,
      birthCertificate: true,
      allParentDocs: ready,
      godmotherDocs: ready,
      godfatherDocs: ready && i % 3 !== 0,
      baptismClassParents: ready,
      baptismClassGodmother: ready,
      baptismClassGodfather: ready,
      notes: i % 9 === 0 ? "Family asks for the baptism after the 11 am Mass." : null,
      registerBook: date.date.getTime() < today ? String(10 + Math.floor(i / 500)) : null,
      registerPage: date.date.getTime() < today ? String(1 + Math.floor((i % 500) / 4)) : null,
      registerEntry: date.date.getTime() < today ? String(1000 + i) : null,
    });
    godparents.push({ churchId, baptismId: id, position: 1, firstname: pick(FIRST_F, i * 11), lastname: pick(LAST, i * 13) });
    godparents.push({ churchId, baptismId: id, position: 2, firstname: pick(FIRST_M, i * 17), lastname: pick(LAST, i * 19) });
    if (i % 3 === 0) {
      const fileId = newId();
      const kind = pick(DOCUMENTS, i / 3);
      files.push({ id: fileId, churchId, key: `${churchId}/baptism-document/${fileId}.pdf`, kind: "baptism-document", ownerType: "Baptism", ownerId: id, filename: `${kind.toLowerCase()}.pdf`, contentType: "application/pdf", size: 900 });
      documents.push({ churchId, baptismId: id, kind, fileId });
    }
  }

  await db.staff.createMany({ data: staff });
  for (const data of chunks(dates)) await db.baptismDate.createMany({ data });
  for (const data of chunks(baptisms)) await db.baptism.createMany({ data });
  for (const data of chunks(godparents)) await db.baptismGodparent.createMany({ data });
  for (const data of chunks(files)) await db.storedFile.createMany({ data });
  for (const data of chunks(documents)) await db.baptismDocument.createMany({ data });
  const funeralId = await loadFunerals(churchId, officiants.map((o) => o.id));
  const weddings = await loadWeddings(churchId, officiants.map((o) => o.id));
  await settle();
  const upcoming = UPCOMING_DATES * PER_DATE;
  log(`loaded ${staff.length} staff, ${dates.length} baptism dates, ${baptisms.length} baptisms (${upcoming} upcoming), ${godparents.length} godparents, ${documents.length} documents, ${FUNERALS} funerals (${UPCOMING_FUNERALS} upcoming)`);
  log(`loaded ${weddings.count} weddings (${weddings.upcoming} upcoming)`);

  // Baptisms, then dates: each holds on to what it points at.
  const remove = () =>
    db.$transaction([db.baptism.deleteMany({ where: { churchId } }), db.baptismDate.deleteMany({ where: { churchId } }), db.church.delete({ where: { id: churchId } })]);
  return { email, password, vars: { churchId, baptismId: baptisms[upcoming + 1].id!, funeralId, weddingId: weddings.weddingId, priestId: officiants[0].id }, remove, disconnect: () => db.$disconnect() };
}

// Run as `npm run bench:parish`; `npm run bench` imports the data from here for its parish group.
if (process.argv[1]?.endsWith("bench-parish.ts")) await runBench({
  port: 3221,
  pgPort: 5621,
  database: "parish_bench_sacraments",
  paths: [
    "/dashboard",
    "/baptisms",
    "/baptisms?page=100",
    "/baptisms/dates",
    "/baptisms/reports/notes-report",
    "/baptisms/{baptismId}",
    "/search?q=garcia",
    "/funerals",
    "/funerals?page=20",
    "/funerals/{funeralId}",
    "/funerals/{funeralId}/edit",
    "/funerals/reports/notes",
    "/weddings",
    { path: "/weddings", cookie: "wedding-priests={priestId}", label: "/weddings (a priest selected)" },
    "/weddings?when=past&page=20",
    "/weddings?group=domicile-issue",
    "/weddings/wedding/{weddingId}",
    "/weddings/pastor-permissions",
    "/weddings/items-needed",
    "/weddings/fees-report",
  ],
  load: loadData,
  note: () => `${BAPTISMS} baptisms, ${UPCOMING_DATES * PER_DATE} upcoming on ${UPCOMING_DATES} dates; ${FUNERALS} funerals, ${UPCOMING_FUNERALS} upcoming; ${WEDDINGS} weddings, a year of them upcoming`,
});
