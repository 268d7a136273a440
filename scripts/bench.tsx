// The speed harness: `npm run bench` (every group), `npm run bench:re` (one group).
//
// For each heavy page of a group, in one process and one run, against the group's data on a throwaway
// embedded PostgreSQL and the built production server (scripts/bench-support.ts):
// - the floor: the page's own data function run directly (the queries its loader makes, without the
//   session, guard or shell) plus a bare renderToString of the page's component with that data;
// - the page: GET through the running server (session, guard, shell, loaders, serialisation for
//   hydration, compression), body read in full;
// both BENCH_N=200 times after a warm-up, one after the other (floor, page, floor, page...), printed
// as p50 / p95 with the ratio page / floor at p95; then BENCH_CPU_N=100 more of the page alone, with the
// CPU time they cost the web processes and PostgreSQL (from /proc), and their mean over the pages: the
// load two cores can carry at most.
// The server is first warmed up by 10 s of the load below (not counted), and again before the load runs.
// Targets per page: page p95 under 100 ms, ratio within 1.5x. Then, under load: autocannon with 10
// signed-in connections over a mix of the pages for BENCH_LOAD_SECONDS=30 s, twice with each request
// sent as soon as the last is answered (target: 100 requests/s or more) and once at 100 requests/s offered (target: p95
// under 100 ms), no error, with the web processes' RSS after each run (target: each under 300 MB, and
// not growing from the first run to the second by more than 5%). It ends with
// `targets met: K of N` and exits non-zero only when something failed to work (a non-200, a crash).
//
//   npm run bench                 # all groups: re, parish, areas
//   npm run bench:re              # the religious-education group
//   npm run bench -- parish       # the parish lists (baptisms, funerals, weddings)
//   npm run bench -- areas        # the other areas' lists (website, gift store, settings, platform admin)
//   BENCH_N=50 BENCH_LOAD_SECONDS=10 npm run bench:re
import { existsSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { randomBytes } from "node:crypto";
import type { ComponentType } from "react";
import { BROWSER_ACCEPT_ENCODING, N, WARM_UP, checkPage, getPage, log, openBench, percentile, settle, signIn, type BenchAction, type BenchData, type OpenBench } from "./bench-support";

// The floor renders with React's production build, as the server does; module code reads env() too.
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET ??= randomBytes(32).toString("hex");
process.env.LOCAL_MODE ??= "1";
process.env.APP_URL ??= "http://localhost:3220";

const TARGET_MS = 100;
const RATIO_TARGET = 1.5;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const LOAD_CONNECTIONS = 10;
// BENCH_PAGES: only the pages (and actions) whose label starts with one of these (comma-separated), e.g. "students,parents".
const ONLY = (process.env.BENCH_PAGES ?? "").split(",").map((s) => s.trim()).filter(Boolean);
const LOAD_WARM_UP_SECONDS = 10;
const LOAD_RPS_TARGET = 100;
const RSS_TARGET_MB = 300;

/** A page of a group: its URL, its route module (for the component), its data function (the floor's queries) and who asks for it (one of the data's `logins`; the staff user by default). */
type Page = { label: string; url: string; who?: string; route: () => Promise<{ default: ComponentType }>; data: (vars: Record<string, string>, params: URLSearchParams) => Promise<unknown> };
type Group = { name: string; port: number; pgPort: number; database: string; load: () => Promise<BenchData>; pages: Page[]; actions?: BenchAction[]; note: string };

const staffScope = (vars: Record<string, string>) => ({ churchId: vars.churchId!, teacherId: null, portal: "staff" as const, base: "/religious-education", context: { church: { name: vars.churchName ?? "" } } });
const teacherScope = (vars: Record<string, string>) => ({ ...staffScope(vars), teacherId: vars.teacherId!, portal: "teacher" as const, base: "/re/teacher" });

async function reGroup(): Promise<Group> {
  const re = await import("./bench-re");
  const report = (key: string, file: string, exportName: string): Page => ({
    label: `report: ${key}`,
    url: `/religious-education/reports/${key}`,
    route: () => import(`../app/routes/religious-education.reports.${key}.tsx`),
    data: async (vars, params) => {
      const { loadReportPage } = await import("~/modules/education/reports/report-loader.server");
      const definition = (await import(`../app/modules/education/reports/${file}.server.ts`))[exportName];
      return loadReportPage(definition, staffScope(vars), params);
    },
  });
  const staffList = (label: string, kind: "teacher" | "volunteer"): Page => ({
    label,
    url: `/religious-education/${label}`,
    route: () => import(`../app/routes/religious-education.${label}._index.tsx`),
    data: async (vars, params) => (await import("~/modules/education/people/staff-list-page.server")).loadStaffListPage(kind, vars.churchId!, params),
  });
  const students: Page["data"] = async (vars, params) => (await import("~/modules/education/students/students-page.server")).loadStudentsPage(vars.churchId!, params);
  const studentsRoute = () => import("../app/routes/religious-education.students._index");
  return {
    name: "re",
    port: 3220,
    pgPort: 5620,
    database: "parish_bench",
    load: re.loadData,
    actions: [re.confirmAbsences],
    note: `${re.STUDENTS} students, their parents and two years of registrations in ${re.CLASSES.length} classes; class page: ${re.CLASSES[0]}, ${re.STUDENTS / re.CLASSES.length} registrations this year`,
    pages: [
      { label: "religious-education home", url: "/religious-education", route: () => import("../app/routes/religious-education._index"), data: async (vars) => (await import("~/modules/education/home/get-education-home.server")).getEducationHome(vars.churchId!) },
      { label: "students", url: "/religious-education/students", route: studentsRoute, data: students },
      { label: "students, searched", url: "/religious-education/students?q=mar", route: studentsRoute, data: students },
      { label: "students, filtered", url: "/religious-education/students?status=CURRENT&type=CHURCH", route: studentsRoute, data: students },
      { label: "students, deep page", url: "/religious-education/students?status=CURRENT&page=20", route: studentsRoute, data: students },
      {
        label: "parents",
        url: "/religious-education/parents",
        route: () => import("../app/routes/religious-education.parents._index"),
        data: async (vars, params) => (await import("~/modules/education/people/parents-page.server")).loadParentsPage(vars.churchId!, params),
      },
      {
        label: "registrations",
        url: "/religious-education/registrations",
        route: () => import("../app/routes/religious-education.registrations._index"),
        data: async (vars, params) => (await import("~/modules/education/registrations/registrations-page.server")).loadRegistrationsPage(vars.churchId!, params),
      },
      {
        label: `class page (${re.STUDENTS / re.CLASSES.length} students)`,
        url: "/religious-education/classes/{classId}",
        route: () => import("../app/routes/religious-education.classes.$classId._index"),
        data: async (vars, params) => (await import("~/modules/education/classes/class-page.server")).loadClassPage(staffScope(vars), vars.classId!, params),
      },
      {
        label: "attendance",
        url: "/religious-education/attendance",
        route: () => import("../app/routes/religious-education.attendance"),
        data: async (vars, params) => (await import("~/modules/education/attendance/attendance-report-page.server")).loadAttendancePage(staffScope(vars), params),
      },
      {
        label: "classes",
        url: "/religious-education/classes",
        route: () => import("../app/routes/religious-education.classes._index"),
        data: async (vars, params) => (await import("~/modules/education/classes/classes-page.server")).loadClassesPage(staffScope(vars), params),
      },
      staffList("teachers", "teacher"),
      staffList("volunteers", "volunteer"),
      {
        label: "sponsors",
        url: "/religious-education/sponsors",
        route: () => import("../app/routes/religious-education.sponsors._index"),
        data: async (vars, params) => (await import("~/modules/education/people/sponsors-page.server")).loadSponsorsPage(vars.churchId!, params),
      },
      {
        label: "school years",
        url: "/religious-education/years",
        route: () => import("../app/routes/religious-education.years._index"),
        data: async (vars) => (await import("~/modules/education/years/years-page.server")).loadYearsPage(vars.churchId!),
      },
      report("notes-report", "notes-report", "notesReport"),
      report("baptism-report", "baptism-report", "baptismReport"),
      report("missing-docs", "missing-docs-report", "missingDocsReport"),
      report("overage-report", "overage-report", "overageReport"),
      report("saint-report", "saint-report", "saintReport"),
      report("easter-vigil-report", "easter-vigil-report", "easterVigilReport"),
      {
        label: "teacher: classes",
        url: "/re/teacher/classes",
        who: "teacher",
        route: () => import("../app/routes/re.teacher.classes._index"),
        data: async (vars, params) => (await import("~/modules/education/classes/teacher-classes-page.server")).loadTeacherClassesPage(teacherScope(vars), params),
      },
      {
        label: `teacher: class page (${re.STUDENTS / re.CLASSES.length} students)`,
        url: "/re/teacher/classes/{classSlug}",
        who: "teacher",
        route: () => import("../app/routes/re.teacher.classes.$className._index"),
        data: async (vars, params) => (await import("~/modules/education/classes/teacher-class-page.server")).loadTeacherClassPage(teacherScope(vars), vars.classSlug!, params),
      },
      {
        label: "teacher: report: missing docs",
        url: "/re/teacher/reports/missing-docs",
        who: "teacher",
        route: () => import("../app/routes/re.teacher.reports.missing-docs"),
        data: async (vars, params) => {
          const { loadReportPage } = await import("~/modules/education/reports/report-loader.server");
          const { missingDocsReport } = await import("~/modules/education/reports/missing-docs-report.server");
          return loadReportPage(missingDocsReport, teacherScope(vars), params);
        },
      },
    ],
  };
}

async function parishGroup(): Promise<Group> {
  const parish = await import("./bench-parish");
  const { FUNERALS } = await import("./bench-funerals");
  const { WEDDINGS } = await import("./bench-parish-weddings");
  const baptisms: Page["data"] = async (vars, params) => (await import("~/modules/baptisms/baptisms-page.server")).loadBaptismsPage(vars.churchId!, params);
  const funerals: Page["data"] = async (vars, params) => (await import("~/modules/funerals/funerals-page.server")).loadFuneralsPage(vars.churchId!, params);
  const weddings: Page["data"] = async (vars, params) => (await import("~/modules/weddings/weddings-page.server")).loadWeddingsPage(vars.churchId!, new Request(`http://bench/weddings?${params}`));
  const route = (file: string) => () => import(`../app/routes/${file}.tsx`);
  return {
    name: "parish",
    port: 3221,
    pgPort: 5621,
    database: "parish_bench_sacraments",
    load: parish.loadData,
    note: `${parish.BAPTISMS} baptisms, ${FUNERALS} funerals, ${WEDDINGS} weddings (mostly past); the lists' pages the floor reads as their loaders do`,
    pages: [
      { label: "baptisms", url: "/baptisms", route: route("baptisms._index"), data: baptisms },
      { label: "baptisms, deep page", url: "/baptisms?page=100", route: route("baptisms._index"), data: baptisms },
      { label: "funerals", url: "/funerals", route: route("funerals._index"), data: funerals },
      { label: "funerals, deep page", url: "/funerals?page=20", route: route("funerals._index"), data: funerals },
      { label: "weddings", url: "/weddings", route: route("weddings._index"), data: weddings },
      { label: "weddings, past, deep page", url: "/weddings?when=past&page=20", route: route("weddings._index"), data: weddings },
    ],
  };
}

async function areasGroup(): Promise<Group> {
  const areas = await import("./bench-areas");
  const route = (file: string) => () => import(`../app/routes/${file}.tsx`);
  return {
    name: "areas",
    port: 3222,
    pgPort: 5622,
    database: "parish_bench_areas",
    load: areas.loadData,
    note: `the website's ${areas.EVENTS} events, its sponsors and new-member households; ${areas.PRODUCTS} gift-store products; 30 staff; ${areas.OTHER_CHURCHES + 1} churches on the platform`,
    pages: [
      {
        label: "website: events",
        url: "/website",
        route: route("website._index"),
        data: async (vars, params) => (await import("~/modules/website/events-page.server")).loadEventsPage(vars.churchId!, params),
      },
      { label: "website: sponsors", url: "/website/sponsors", route: route("website.sponsors._index"), data: async (vars) => (await import("~/modules/website/sponsors-page.server")).loadSponsorsPage(vars.churchId!) },
      {
        label: "website: public forms",
        url: "/website/public-forms",
        route: route("website.public-forms._index"),
        data: async (vars, params) => (await import("~/modules/website/public-forms-page.server")).loadPublicFormsPage(vars.churchId!, params),
      },
      { label: "gift store", url: "/gift-store", route: route("gift-store._index"), data: async (_vars, params) => (await import("~/modules/gift-store/products-page.server")).loadProductsPage(params) },
      {
        label: "settings: staff",
        url: "/settings/staff",
        route: route("settings.staff._index"),
        data: async (vars, params) => (await import("~/modules/staff/staff-page.server")).loadStaffPage(vars.churchId!, params),
      },
      { label: "platform admin: churches", url: "/super-admin/churches", route: route("super-admin.churches._index"), data: async (_vars, params) => (await import("~/modules/super-admin/churches-page.server")).loadChurchesPage(params) },
      { label: "platform admin: users", url: "/super-admin/users", route: route("super-admin.users._index"), data: async (_vars, params) => (await import("~/modules/super-admin/users-page.server")).loadUsersPage(params) },
    ],
  };
}

const GROUPS: Record<string, () => Promise<Group>> = { re: reGroup, parish: parishGroup, areas: areasGroup };

type Timing = { times: number[]; problem: string | null };

/** The floor of a page, once: its data function, then a bare renderToString of its component in a Remix stub holding that data. */
async function floorRunner(page: Page, url: string, vars: Record<string, string>) {
  const React = await import("react");
  const { renderToString } = await import("react-dom/server");
  const { createRemixStub } = await import("@remix-run/testing");
  const { default: Component } = await page.route();
  const params = new URL(url, "http://bench").searchParams;
  const pathname = new URL(url, "http://bench").pathname;
  return async () => {
    const started = performance.now();
    const raw = await page.data(vars, params);
    // What useLoaderData gives the component: the data as JSON (not timed: serialisation is the page's cost).
    const paused = performance.now();
    const data = JSON.parse(JSON.stringify(raw));
    const resumed = performance.now();
    const Stub = createRemixStub([{ id: "page", path: pathname, Component, loader: () => data }]);
    const html = renderToString(React.createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { page: data } } }));
    const ms = performance.now() - started - (resumed - paused);
    return { ms, html };
  };
}

/**
 * A page's floor and the page through the server, N times each, one after the other (floor, page,
 * floor, page...): both see the machine as it is at that moment, so what else runs on it weighs on
 * both alike.
 */
async function floorAndPage(page: Page, url: string, vars: Record<string, string>, base: string, cookie: string): Promise<{ floor: Timing; served: Timing }> {
  const none: Timing = { times: [], problem: null };
  let floor: () => Promise<{ ms: number; html: string }>;
  try {
    floor = await floorRunner(page, url, vars);
    const first = await floor();
    if (first.html.length < 200) return { floor: { times: [], problem: `the component rendered ${first.html.length} characters` }, served: none };
  } catch (error) {
    return { floor: { times: [], problem: `floor failed: ${(error as Error).message}` }, served: none };
  }
  const checked = await checkPage(base, url, cookie);
  if (checked.problem) return { floor: none, served: { times: [], problem: checked.problem } };
  const floorTimes: number[] = [];
  const pageTimes: number[] = [];
  try {
    for (let k = 1 - WARM_UP; k < N; k++) {
      const f = await floor();
      const answer = await getPage(base, url, cookie);
      if (answer.status !== 200) return { floor: none, served: { times: [], problem: `answered ${answer.status} on request ${k + WARM_UP}` } };
      if (k < 0) continue;
      floorTimes.push(f.ms);
      pageTimes.push(answer.ms);
    }
  } catch (error) {
    return { floor: { times: [], problem: `floor failed: ${(error as Error).message}` }, served: none };
  }
  return { floor: { times: floorTimes.sort((a, b) => a - b), problem: null }, served: { times: pageTimes.sort((a, b) => a - b), problem: null } };
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"));
  return line ? Number(line.replace(/\D+/g, "")) / 1024 : NaN;
};

/** A process's /proc/PID/stat fields from the state on (the third field is [0]). */
const statOf = (pid: number | string) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");

/** The process and its children: the web server and its workers, PostgreSQL and its backends. */
function withChildren(pid: number) {
  const children = readdirSync("/proc").filter((name) => {
    try {
      return /^\d+$/.test(name) && Number(statOf(name)[1]) === pid;
    } catch {
      return false;
    }
  });
  return [pid, ...children.map(Number)];
}

/** The web server's processes (the one started and, with WEB_CONCURRENCY > 1, its workers) and their RSS in MB. */
function webRss(pid: number) {
  const sizes = withChildren(pid).map(rssMb);
  const workers = sizes.length > 1 ? sizes.slice(1) : sizes;
  return { largest: Math.max(...workers), total: sizes.reduce((a, b) => a + b, 0), text: `${sizes.map((mb) => mb.toFixed(0)).join(" + ")} MB` };
}

/** The embedded PostgreSQL's server process (started with `-p <port>`), or null when the database runs elsewhere. */
function postmasterOf(databaseUrl: string) {
  const port = new URL(databaseUrl).port;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0");
      const at = args.indexOf("-p");
      if (at > 0 && args[at + 1] === port && args.includes("-D")) return Number(name);
    } catch {
      // ended meanwhile
    }
  }
  return null;
}

// /proc counts CPU time in ticks of 1/100 s (USER_HZ).
const TICK_MS = 10;

/** CPU time in ms (user and system, every thread) of the processes and of their children that have ended. */
function cpuMs(pids: number[]) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = statOf(pid);
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // ended meanwhile: its time is in its parent's children's time
    }
  }
  return ticks * TICK_MS;
}

/** The machine's CPU time in ms, busy and in all (/proc/stat's first line: idle and iowait are not busy). */
function machineMs() {
  const ticks = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const all = ticks.reduce((a, b) => a + b, 0);
  return { busy: (all - ticks[3]! - ticks[4]!) * TICK_MS, all: all * TICK_MS };
}

/**
 * The scheduler's times of the web processes' threads, in ms (/proc/PID/task/TID/schedstat: time on
 * a core and time runnable but waiting for one, in ns): their main threads' and the other threads'
 * (V8's compilers and collectors, libuv's pool) apart; null where the kernel does not keep them.
 */
function webThreadTimes(pids: number[]) {
  const times = { main: 0, waited: 0, others: 0 };
  let read = 0;
  for (const pid of pids) {
    for (const tid of existsSync(`/proc/${pid}/task`) ? readdirSync(`/proc/${pid}/task`) : []) {
      let run: number, wait: number;
      try {
        [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ").map((ns) => Number(ns) / 1e6) as [number, number];
      } catch {
        continue; // ended meanwhile, or no schedstat in this kernel
      }
      read++;
      if (Number(tid) === pid) {
        times.main += run;
        times.waited += wait;
      } else times.others += run;
    }
  }
  return read ? times : null;
}

/**
 * Starts counting the CPU time of the web processes and PostgreSQL; the function returned gives each
 * since (PostgreSQL's NaN when it runs elsewhere), and the web processes' thread times (null without them).
 */
function serverCpuSince(bench: OpenBench, postmaster: number | null) {
  const web = withChildren(bench.server.pid!);
  const database = postmaster ? withChildren(postmaster) : [];
  const before = { web: cpuMs(web), database: cpuMs(database), threads: webThreadTimes(web) };
  return () => {
    const threads = webThreadTimes(web);
    return {
      web: cpuMs(web) - before.web,
      database: postmaster ? cpuMs(database) - before.database : NaN,
      threads: before.threads && threads ? { main: threads.main - before.threads.main, waited: threads.waited - before.threads.waited, others: threads.others - before.threads.others } : null,
    };
  };
}

/**
 * Starts counting CPU time; the function returned says how the machine's cores were used since: busy
 * in all, and the web processes', PostgreSQL's and this harness's (with autocannon) share of it.
 */
function cpuUse(bench: OpenBench, postmaster: number | null) {
  const server = serverCpuSince(bench, postmaster);
  const before = { machine: machineMs(), harness: process.cpuUsage() };
  return (requests: number) => {
    const machine = machineMs();
    const all = machine.all - before.machine.all;
    const harness = process.cpuUsage(before.harness);
    const used = { ...server(), harness: (harness.user + harness.system) / 1000 };
    const share = (ms: number) => `${((100 * ms) / all).toFixed(0)}%`;
    return (
      `cores busy ${share(machine.busy - before.machine.busy)} (web processes ${share(used.web)}, PostgreSQL ${postmaster ? share(used.database) : "elsewhere"}, this harness with autocannon ${share(used.harness)}); ` +
      `CPU a request: web ${(used.web / requests).toFixed(1)} ms, PostgreSQL ${postmaster ? `${(used.database / requests).toFixed(1)} ms` : "not counted"}`
    );
  };
}

const CPU_N = Number(process.env.BENCH_CPU_N ?? 100);

/**
 * The CPU a page costs the server's side: CPU_N requests one after the other, the web processes' and
 * PostgreSQL's CPU time read before and after (the harness's own connection to PostgreSQL is idle
 * meanwhile). Two cores at full use answer at most 2 x 1000 / (web + PostgreSQL) such requests a second.
 */
async function serverCpu(bench: OpenBench, postmaster: number | null, url: string, cookie: string) {
  const since = serverCpuSince(bench, postmaster);
  for (let k = 0; k < CPU_N; k++) await getPage(bench.base, url, cookie);
  const { web, database, threads } = since();
  return { web: web / CPU_N, database: database / CPU_N, threads: threads && { main: threads.main / CPU_N, waited: threads.waited / CPU_N, others: threads.others / CPU_N } };
}

/**
 * autocannon: LOAD_CONNECTIONS signed-in connections cycling through the pages for LOAD_SECONDS, each
 * sending its next request as soon as the last is answered, or `rate` requests/s in all; p95 from
 * every response's time (autocannon's own summary has none; its p97.5 is corrected for coordinated omission).
 *
 * With a rate, autocannon lets each connection send its share of a second's requests one after the
 * other from the start of each second, and its connections' seconds start together: 100 requests/s
 * would come as one burst of 10 connections each second. The connections are started a tenth of a
 * second apart (one autocannon each), so the requests come spread over the second, as users' do.
 */
async function loadRun(bench: OpenBench, urls: { path: string; cookie: string }[], rate?: number, seconds = LOAD_SECONDS) {
  const autocannon = (await import("autocannon")).default;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const start = (connections: number, shift: number, connectionRate?: number) => {
    const instance = autocannon({
      url: bench.base,
      connections,
      duration: seconds,
      headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
      // Each paced connection starts at its own page, so that they do not all ask for the same page at once.
      requests: [...urls.slice(shift), ...urls.slice(0, shift)].map(({ path, cookie }) => ({ method: "GET" as const, path, headers: { cookie } })),
      ...(connectionRate ? { connectionRate } : {}),
    });
    instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
    return instance;
  };
  const results = rate
    ? await Promise.all(
        Array.from({ length: LOAD_CONNECTIONS }, (_, k) => new Promise((r) => setTimeout(r, (k * 1000) / LOAD_CONNECTIONS)).then(() => start(1, k % urls.length, rate / LOAD_CONNECTIONS))),
      )
    : [await start(LOAD_CONNECTIONS, 0)];
  latencies.sort((a, b) => a - b);
  const sum = (pick: (r: (typeof results)[0]) => number) => results.reduce((total, r) => total + pick(r), 0);
  const bad = [...statuses].filter(([code]) => code !== 200).reduce((total, [, count]) => total + count, 0) + sum((r) => r.errors) + sum((r) => r.timeouts);
  const total = sum((r) => r.requests.total);
  return { rps: total / seconds, total, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), p97_5: Math.max(...results.map((r) => r.latency.p97_5)), bad, statuses: [...statuses].map(([c, n]) => `${c}: ${n}`).join(", ") };
}

async function runGroup(group: Group) {
  log(`group ${group.name}: loading data and starting the production server`);
  const bench = await openBench(group);
  const targets = { met: 0, total: 0 };
  const check = (ok: boolean) => {
    targets.total++;
    if (ok) targets.met++;
    return ok ? "yes" : "NO";
  };
  let broken = false;
  try {
    const { base, cookie, data } = bench;
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => data.vars[name] ?? name);
    log(`web processes' RSS after start and sign-in: ${webRss(bench.server.pid!).text}; measuring ${N} requests per page (and as many floors) after ${WARM_UP} warm-up requests`);
    // The web processes' JIT warms up under the mix first, as on a server that has been running.
    const pages = ONLY.length ? group.pages.filter((p) => ONLY.some((label) => p.label.startsWith(label))) : group.pages;
    // Each page asked as its user: the staff user, or one of the data's other logins (the teacher portal's teacher).
    const cookies: Record<string, string> = { staff: cookie };
    for (const [who, login] of Object.entries(data.logins ?? {})) cookies[who] = await signIn(base, login.email, login.password);
    const cookieOf = (page: Page) => cookies[page.who ?? "staff"]!;
    const urls = pages.map((p) => ({ path: fill(p.url), cookie: cookieOf(p) }));
    if (process.env.BENCH_EXPLAIN === "1") {
      const { explainPage } = await import("./bench-explain");
      console.log("\nEach page's statements with PostgreSQL's plan (EXPLAIN ANALYZE, the fastest of 3) on this data:");
      for (const page of pages) await explainPage(page.label, bench.databaseUrl, () => page.data(data.vars, new URL(fill(page.url), base).searchParams));
      console.log("");
    }
    log(`warm-up (not counted): autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_WARM_UP_SECONDS} s over the ${urls.length} pages`);
    if ((await loadRun(bench, urls, undefined, LOAD_WARM_UP_SECONDS)).bad) broken = true;
    const postmaster = postmasterOf(bench.databaseUrl);
    const rows = [];
    for (const page of pages) {
      const url = fill(page.url);
      const { floor, served } = await floorAndPage(page, url, data.vars, base, cookieOf(page));
      const cpu = !(floor.problem ?? served.problem) && CPU_N > 0 ? await serverCpu(bench, postmaster, url, cookieOf(page)) : null;
      rows.push({ page, floor, served, cpu });
    }
    const width = Math.max(...pages.map((p) => p.label.length), 4);
    console.log(`\n${"page".padEnd(width)}  ${"floor p50".padStart(9)}  ${"floor p95".padStart(9)}  ${"page p50".padStart(8)}  ${"page p95".padStart(8)}  ${"ratio".padStart(5)}  p95 < ${TARGET_MS} ms  ratio <= ${RATIO_TARGET}  CPU: web  PostgreSQL  web main thread  waiting for a core  web other threads`);
    for (const { page, floor, served, cpu } of rows) {
      const problem = floor.problem ?? served.problem;
      if (problem) {
        broken = true;
        console.log(`${page.label.padEnd(width)}  ${problem}`);
        targets.total += 2;
        continue;
      }
      const [f50, f95, p50, p95] = [percentile(floor.times, 0.5), percentile(floor.times, 0.95), percentile(served.times, 0.5), percentile(served.times, 0.95)];
      const ratio = p95 / f95;
      console.log(
        `${page.label.padEnd(width)}  ${f50.toFixed(1).padStart(9)}  ${f95.toFixed(1).padStart(9)}  ${p50.toFixed(1).padStart(8)}  ${p95.toFixed(1).padStart(8)}  ${ratio.toFixed(2).padStart(5)}  ${check(p95 < TARGET_MS).padEnd(TARGET_MS.toString().length + 10)}  ${check(ratio <= RATIO_TARGET).padEnd(RATIO_TARGET.toString().length + 10)}  ${(cpu?.web.toFixed(1) ?? "-").padStart(8)}  ${(cpu?.database.toFixed(1) ?? "-").padStart(10)}  ${(cpu?.threads?.main.toFixed(1) ?? "-").padStart(15)}  ${(cpu?.threads?.waited.toFixed(1) ?? "-").padStart(18)}  ${(cpu?.threads?.others.toFixed(1) ?? "-").padStart(17)}`,
      );
    }
    const measured = rows.flatMap((row) => (row.cpu ? [row.cpu] : []));
    if (measured.length) {
      const mean = (pick: (cpu: (typeof measured)[0]) => number) => measured.reduce((total, cpu) => total + pick(cpu), 0) / measured.length;
      const [web, database] = [mean((cpu) => cpu.web), mean((cpu) => cpu.database)];
      const both = web + (Number.isNaN(database) ? 0 : database);
      console.log(
        `CPU a request, the mean of the pages (${CPU_N} requests each, one after the other): web processes ${web.toFixed(1)} ms + PostgreSQL ${database.toFixed(1)} ms = ${both.toFixed(1)} ms; ${os.cpus().length} cores fully used answer at most ${((os.cpus().length * 1000) / both).toFixed(0)} requests/s of this mix`,
      );
      if (measured.every((cpu) => cpu.threads)) {
        const [main, waited, others] = [mean((cpu) => cpu.threads!.main), mean((cpu) => cpu.threads!.waited), mean((cpu) => cpu.threads!.others)];
        console.log(`The web processes' threads a request (the scheduler's times, the same requests): main threads ${main.toFixed(1)} ms on a core and ${waited.toFixed(1)} ms ready but waiting for one; their other threads (V8's compilers and collectors, libuv's pool) ${others.toFixed(1)} ms`);
      }
    }
    const actions = (group.actions ?? []).filter((action) => !ONLY.length || ONLY.some((label) => action.label.startsWith(label)));
    for (const action of actions) {
      const result = await action.run({ base, cookie, n: N, warmUp: WARM_UP });
      if (result.problem) {
        broken = true;
        console.log(`${action.label}: ${result.problem}`);
        targets.total++;
        continue;
      }
      const sorted = [...result.times].sort((a, b) => a - b);
      const p95 = percentile(sorted, 0.95);
      console.log(`${action.label}: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${result.count} ${action.countLabel}); p95 < ${action.targetMs} ms: ${check(p95 < action.targetMs)}`);
    }

    // What the actions wrote (thousands of absences, their registrations' counts) is vacuumed before
    // the load runs, as autovacuum would soon after: it ran in the middle of load run 1 otherwise.
    if (actions.length) await settle();

    // Runs 1 and 2: as many requests as the server answers (its throughput); run 3: the target rate
    // offered, for the time a page takes while the server carries it. With 10 connections always
    // waiting, a request waits for the 9 others (p95 = 10 connections / throughput, Little's law).
    // The pages were then asked one at a time, each alone, over one connection: the mix warms the web
    // processes and their pools' connections again first, as on a server that has been running.
    if (LOAD_SECONDS > 0) {
      log(`warm-up (not counted): autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_WARM_UP_SECONDS} s over the ${urls.length} pages`);
      if ((await loadRun(bench, urls, undefined, LOAD_WARM_UP_SECONDS)).bad) broken = true;
    }
    const runs = [];
    for (let k = 1; k <= (LOAD_SECONDS > 0 ? 3 : 0); k++) {
      const rate = k === 3 ? LOAD_RPS_TARGET : undefined;
      log(`load run ${k} of 3: autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s over the ${urls.length} pages, ${rate ? `${rate} requests/s offered` : "each request sent when the last is answered"}`);
      const counting = cpuUse(bench, postmaster);
      const run = await loadRun(bench, urls, rate);
      runs.push({ ...run, rate, rss: webRss(bench.server.pid!), cpu: counting(run.total) });
    }
    console.log("");
    if (!runs.length) console.log("no load runs (BENCH_LOAD_SECONDS=0)");
    else {
      for (const [k, run] of runs.entries()) {
        console.log(
          `load run ${k + 1} (${run.rate ? `${run.rate} requests/s offered` : "as fast as answered"}): ${run.rps.toFixed(0)} requests/s (${run.total} in ${LOAD_SECONDS} s), p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms (p97.5 ${run.p97_5} ms corrected for coordinated omission), not 200: ${run.bad} (${run.statuses}); web processes' RSS after it ${run.rss.text}; ${run.cpu}`,
        );
      }
      const [first, second, paced] = runs as [(typeof runs)[0], (typeof runs)[0], (typeof runs)[0]];
      if (runs.some((run) => run.bad)) broken = true;
      const held = paced.rps >= LOAD_RPS_TARGET * 0.97;
      console.log(
        `under load: >= ${LOAD_RPS_TARGET} requests/s (runs 1 and 2): ${check(first.rps >= LOAD_RPS_TARGET && second.rps >= LOAD_RPS_TARGET)}; p95 < ${TARGET_MS} ms at ${LOAD_RPS_TARGET} requests/s (run 3, the rate held): ${check(held && paced.p95 < TARGET_MS)}; no error: ${check(runs.every((run) => !run.bad))}`,
      );
      console.log(`memory: every web process's RSS < ${RSS_TARGET_MB} MB: ${check(runs.every((run) => run.rss.largest < RSS_TARGET_MB))}; not growing (the second run's total within 5% of the first's): ${check(second.rss.total <= first.rss.total * 1.05)}`);
    }
    console.log(`\n(${group.note}; N=${N}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")} over 1 / 5 / 15 min, ${os.cpus().length} CPUs)`);
  } catch (error) {
    broken = true;
    console.error(`[bench] ${(error as Error).message}`);
    if (bench.serverLog()) console.error(`[bench] last lines of the server's output:\n${bench.serverLog()}`);
  } finally {
    await bench.cleanup();
  }
  return { ...targets, broken };
}

const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(GROUPS);
const unknown = names.filter((n) => !GROUPS[n]);
if (unknown.length) {
  console.error(`unknown group(s): ${unknown.join(", ")}; groups: ${Object.keys(GROUPS).join(", ")}`);
  process.exit(2);
}
let met = 0;
let total = 0;
let broken = false;
for (const name of names) {
  const result = await runGroup(await GROUPS[name]!());
  met += result.met;
  total += result.total;
  broken ||= result.broken;
}
console.log(`targets met: ${met} of ${total}`);
if (broken) process.exitCode = 1;
