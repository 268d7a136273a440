import { beforeAll, describe, expect, it } from "vitest";
import {
  createParent,
  createRegistration,
  createSchoolClass,
  createSchoolYear,
  createSponsor,
  createStudent,
  createTeacher,
  createTwoChurches,
  createVolunteer,
} from "../../prisma/factories";
import { PAGE_SIZE } from "~/modules/education/options";
import { loader as classesLoader } from "~/routes/religious-education.classes._index";
import { loader as outboxLoader } from "~/routes/dev.outbox._index";
import { loader as parentsLoader } from "~/routes/religious-education.parents._index";
import { loader as registrationsLoader } from "~/routes/religious-education.registrations._index";
import { loader as sponsorsLoader } from "~/routes/religious-education.sponsors._index";
import { loader as studentsLoader } from "~/routes/religious-education.students._index";
import { loader as teachersLoader } from "~/routes/religious-education.teachers._index";
import { loader as volunteersLoader } from "~/routes/religious-education.volunteers._index";
import { db } from "~/utils/db.server";
import { clampPage, MAX_PAGE, pageOf, readPage } from "~/utils/paging";
import { answer, makeRequest, run, signIn } from "../support/http";

const page = (value: string) => readPage(new URLSearchParams(value === "(none)" ? "" : { page: value }));

describe("readPage and pageOf", () => {
  it("reads any ?page= as a whole page from 1 to MAX_PAGE", () => {
    expect(["(none)", "", "abc", "-3", "0", "-0", "NaN", "1.5", "0.5", "-Infinity", "1,2", "%00", "\u0000"].map(page)).toEqual(Array(13).fill(1));
    expect(["2", " 2 ", "2.9", "002"].map(page)).toEqual([2, 2, 2, 2]);
    expect(["99999999999999999999999", "1e30", "Infinity", String(MAX_PAGE + 1)].map(page)).toEqual(Array(4).fill(MAX_PAGE));
    expect(clampPage(undefined)).toBe(1);
    expect(clampPage(Number.NaN)).toBe(1);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(7, 0)).toBe(1);
  });

  it("keeps the page within the pages there are", () => {
    expect(pageOf(0, 5, 25)).toEqual({ page: 1, pageCount: 1, skip: 0, take: 25 });
    expect(pageOf(26, MAX_PAGE, 25)).toEqual({ page: 2, pageCount: 2, skip: 25, take: 25 });
    expect(pageOf(26, -1, 25)).toMatchObject({ page: 1, skip: 0 });
    expect(pageOf(26, 1.7, 25)).toMatchObject({ page: 1, skip: 0 });
    expect(pageOf(26, Number.POSITIVE_INFINITY, 25)).toMatchObject({ page: 2 });
  });
});

type Loader = Parameters<typeof run>[0];
type Paged = { page: number; pageCount: number };
// Every paged list of the application, with where its loader answers the page it shows.
const LISTS: { name: string; path: string; loader: Loader; pageOf: (data: never) => Paged }[] = [
  { name: "students", path: "/religious-education/students", loader: studentsLoader, pageOf: (d: Paged) => d },
  { name: "parents", path: "/religious-education/parents", loader: parentsLoader, pageOf: (d: Paged) => d },
  { name: "teachers", path: "/religious-education/teachers", loader: teachersLoader, pageOf: (d: Paged) => d },
  { name: "volunteers", path: "/religious-education/volunteers", loader: volunteersLoader, pageOf: (d: Paged) => d },
  { name: "sponsors", path: "/religious-education/sponsors", loader: sponsorsLoader, pageOf: (d: Paged) => d },
  { name: "classes", path: "/religious-education/classes", loader: classesLoader, pageOf: (d: Paged) => d },
  { name: "registrations", path: "/religious-education/registrations", loader: registrationsLoader, pageOf: (d: { list: Paged }) => d.list },
  { name: "outbox", path: "/dev/outbox", loader: outboxLoader, pageOf: (d: { page: number; pages: number }) => ({ page: d.page, pageCount: d.pages }) },
];

const ODD_PAGES = ["99999999999999999999999", "1e30", "Infinity", "-3", "-99999999999999999999999", "1.5", "2.5", "abc", "0x", "", "0", "%00"];
const expected = (value: string, pageCount: number) =>
  ["99999999999999999999999", "1e30", "Infinity"].includes(value) ? pageCount : value === "2.5" ? Math.min(2, pageCount) : 1;

describe("every paged list", () => {
  let cookie: string;
  beforeAll(async () => {
    const { church, user, other } = await createTwoChurches();
    cookie = await signIn(user);
    const churchId = church.id;
    // One row more than a page in each list, so a huge page is clamped to page 2.
    const n = PAGE_SIZE + 1;
    const each = <T,>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
    const year = await createSchoolYear({ churchId, isCurrent: true });
    const [students, classes] = await Promise.all([
      each((i) => createStudent({ churchId, lastname: `Pager${i}` })),
      each((i) => createSchoolClass({ churchId, className: `Pager class ${String(i).padStart(2, "0")}` })),
      each((i) => createParent({ churchId, lastname: `Pager${i}` })),
      each((i) => createTeacher({ churchId, lastname: `Pager${i}` })),
      each((i) => createVolunteer({ churchId, lastname: `Pager${i}` })),
      each((i) => createSponsor({ churchId, lastname: `Pager${i}` })),
    ]);
    await Promise.all(students.map((s) => createRegistration({ churchId, studentId: s.id, schoolClassId: classes[0].id, schoolYearId: year.id })));
    await db.emailOutbox.createMany({
      data: Array.from({ length: 51 }, (_, i) => ({ churchId: other.id, template: "t", to: `p${i}@example.test`, subject: `Paging ${i}`, textBody: "x", htmlBody: "x" })),
    });
  });

  for (const list of LISTS) {
    it(`${list.name}: huge, negative, fractional and non-numeric pages answer 200 with a page that exists`, async () => {
      for (const value of ODD_PAGES) {
        const url = `${list.path}?page=${encodeURIComponent(value)}`;
        const outcome = await answer(await run(list.loader, makeRequest(url, { cookie })));
        expect(outcome.status, url).toBe(200);
        const { page, pageCount } = list.pageOf(outcome.data as never);
        expect(pageCount, url).toBeGreaterThanOrEqual(2);
        expect(page, url).toBe(expected(value, pageCount));
      }
    });
  }
});
