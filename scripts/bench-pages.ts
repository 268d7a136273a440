// The pages people load first, in a browser: `npm run bench:pages`.
//
// On a throwaway embedded PostgreSQL (its own folder under the system temp dir, port BENCH_PG_PORT=5630;
// DATABASE_URL is not used: the demo data goes in) it loads the demo data (`npm run db:seed`'s) and
// fills St. Mary's Grade 1 up to BENCH_CLASS_SIZE=60 students with new families (a big class; the
// students list about five pages; 250 is bench:re's heavy class page), builds the app if needed into
// .data/bench-build (BENCH_BUILD_DIR), starts the production web server on BENCH_PORT=3230, signs in
// as the demo's staff, teacher and platform admin, and runs Lighthouse (the `lighthouse` package, its
// default mobile settings: a Moto G Power's screen, simulated slow 4G and a 4x slower CPU) in the
// system Chromium (CHROME_PATH, /usr/bin/chromium) on the login pages, every area's home and every
// list, a class page and (once it lands) the parent portal: performance and accessibility, with the
// session cookie as an extra header and no cookie consent (the cookie banner shows, as on a first visit).
// The CPU slowdown is calibrated to the machine, as Lighthouse's throttling guide asks
// (docs/throttling.md, "CPU throttling"): a first run reads the host's benchmark index and the
// slowdown is its calculator's (3x at an index of 1300, 2x at 800), so that a slow machine is not
// throttled as a fast one; at most Lighthouse's default 4x (an index of 1533 and more), as past it the
// index measures JavaScript speed that Chromium's own work on each page does not share (a blank page
// then blocks for hundreds of ms: docs/performance.md). BENCH_CPU_SLOWDOWN sets it instead.
// The browser's own floor is printed first: a blank HTML page (no script, no stylesheet), served by
// this script, measured as the pages are and not counted; then the same page with the headers the
// application's documents carry (its Cross-Origin-Opener-Policy makes Chromium load it in a new process).
//
// Per page it prints the performance and accessibility scores, total blocking time, largest contentful
// paint and the JavaScript transferred (the script requests' transferSize: gzipped, as the server
// compresses), against the targets: JS < 150 KiB, performance 100, accessibility 100, TBT < 100 ms;
// then each failing accessibility audit with the nodes it failed on, how many pages met each target,
// and last `targets met: K of N` (four targets a page, each counted, as `npm run bench` counts its two).
// It exits non-zero only when something failed to work (a page not answering 200, Lighthouse failing),
// never because a target is missed. Lighthouse's figures vary from run to run (more so on a busy
// machine: the load average is printed with them), so each page is run BENCH_RUNS=3 times and the
// median run (by performance score, then blocking time) is kept; about a quarter of an hour in all.
//
//   npm run bench:pages
//   BENCH_PATHS=/login,/religious-education/students npm run bench:pages   # some pages ({classId} is replaced)
//   BENCH_RUNS=1 npm run bench:pages                                        # one run a page (quicker, noisier)
//   BENCH_CLASS_SIZE=250 BENCH_PATHS=/religious-education/classes/{classId} npm run bench:pages
//   BENCH_REPORTS=/tmp/lh npm run bench:pages    # each page's last Lighthouse report and its trace kept there
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { buildIfNeeded } from "../app/server/build-if-needed.mjs";
import { startDatabase } from "../prisma/database.mjs";
import { migrateDeploy } from "../prisma/scripts/migrate-deploy.mjs";
import { chunks, FIRST_F, FIRST_M, LAST, log, newId, personNamer, pick, signIn, waitForServer, settle } from "./bench-support";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? ".data/bench-build";
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5630);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PREPARING = "This part of the platform is being prepared";
const CLASS_SIZE = Number(process.env.BENCH_CLASS_SIZE ?? 60);
const REPORTS = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : null;
const TARGETS = { jsKiB: 150, performance: 100, accessibility: 100, tbtMs: 100 };

type Who = "visitor" | "staff" | "teacher" | "admin" | "parent" | "padre";
/** A page, who opens it, and whether it is there yet ("when they land": a page not built yet is reported, not counted). */
type Page = { path: string; who: Who; label?: string; optional?: boolean };

// The demo's logins (prisma/seed.ts; password parish-demo).
const LOGINS: Record<Exclude<Who, "visitor">, string> = {
  staff: "staff@demo.parish",
  teacher: "teacher@demo.parish",
  admin: "admin@demo.parish",
  parent: "parent@demo.parish",
  padre: "padre@demo.parish",
};

const PAGES: Page[] = [
  // Signed out: the login pages.
  { path: "/login", who: "visitor" },
  // The teacher portal's "e-mail me a sign-in link" page.
  { path: "/login/re/teacher", who: "visitor" },
  // Parish staff: the dashboard and every area's home and lists.
  { path: "/dashboard", who: "staff" },
  { path: "/dashboard/video-training", who: "staff" },
  { path: "/religious-education", who: "staff" },
  { path: "/religious-education/students", who: "staff" },
  { path: "/religious-education/parents", who: "staff" },
  { path: "/religious-education/registrations", who: "staff" },
  { path: "/religious-education/classes", who: "staff" },
  { path: "/religious-education/classes/{classId}", who: "staff", label: `/religious-education/classes/(Grade 1, ${CLASS_SIZE})` },
  { path: "/religious-education/teachers", who: "staff" },
  { path: "/religious-education/volunteers", who: "staff" },
  { path: "/religious-education/sponsors", who: "staff" },
  { path: "/religious-education/years", who: "staff" },
  { path: "/religious-education/attendance", who: "staff" },
  { path: "/religious-education/payments", who: "staff" },
  { path: "/religious-education/reports", who: "staff" },
  { path: "/religious-education/email-parents", who: "staff" },
  { path: "/religious-education/imports", who: "staff" },
  { path: "/religious-education/training", who: "staff" },
  { path: "/baptisms", who: "staff" },
  { path: "/baptisms/dates", who: "staff" },
  { path: "/weddings", who: "staff" },
  { path: "/weddings/priests", who: "staff" },
  { path: "/funerals", who: "staff" },
  { path: "/website", who: "staff" },
  { path: "/website/sponsors", who: "staff" },
  { path: "/website/public-forms", who: "staff" },
  { path: "/website/public-forms/households", who: "staff" },
  { path: "/gift-store", who: "staff" },
  { path: "/settings", who: "staff" },
  { path: "/settings/staff", who: "staff" },
  { path: "/billing/subscriptions", who: "staff" },
  // The teacher portal (its home opens the classes).
  { path: "/re/teacher/classes", who: "teacher" },
  // The platform's admin.
  { path: "/super-admin", who: "admin" },
  { path: "/super-admin/churches", who: "admin" },
  { path: "/super-admin/users", who: "admin" },
  { path: "/super-admin/products", who: "admin" },
  { path: "/super-admin/trainings", who: "admin" },
  { path: "/super-admin/trials", who: "admin" },
  // The parent portal (issue 13): its sign-in page, home, messages and account, on a phone.
  { path: "/login/re/parent", who: "visitor" },
  { path: "/re/parent", who: "parent" },
  { path: "/re/parent/messages", who: "parent" },
  { path: "/re/parent/account", who: "parent" },
  // The Spanish-speaking demo father: the portal in Spanish.
  { path: "/re/parent", who: "padre", label: "/re/parent (padre@, in Spanish)" },
  // The public registration (St. Mary's current year): its start page, and a step of a family's draft.
  { path: "/{publicId}/re", who: "visitor", label: "/{publicId}/re" },
  { path: "/{publicId}/re/family?d={draft}", who: "visitor", label: "/{publicId}/re/family?d=..." },
];

/** The demo data, and St. Mary's Grade 1 filled up to CLASS_SIZE students this year with new families (one to three children, their parents). */
async function loadData() {
  const { seed } = await import("../prisma/seed");
  await seed();
  const { db } = await import("~/utils/db.server");
  const named = await personNamer();
  const church = await db.church.findUniqueOrThrow({ where: { accountId: "10000001" } });
  const churchId = church.id;
  const year = await db.schoolYear.findFirstOrThrow({ where: { churchId, isCurrent: true } });
  const schoolClass = await db.schoolClass.findFirstOrThrow({ where: { churchId, className: "Grade 1" } });
  const parents: { id: string; churchId: string; role: "MOTHER" | "FATHER"; firstname: string; lastname: string; searchName: string; email: string; cellPhone: string }[] = [];
  const students: { id: string; churchId: string; firstname: string; lastname: string; searchName: string; gender: "FEMALE" | "MALE"; motherId: string; fatherId: string | null; livesWith: "BOTH_PARENTS" | "MOTHER"; dateOfBirth: Date }[] = [];
  const registrations: { id: string; churchId: string; studentId: string; schoolClassId: string; schoolYearId: string; tuitionCents: number; paid: boolean }[] = [];
  let family = 0;
  let motherId = "";
  let fatherId: string | null = null;
  let lastname = "";
  const extra = Math.max(0, CLASS_SIZE - (await db.registration.count({ where: { schoolClassId: schoolClass.id, schoolYearId: year.id } })));
  for (let i = 0; i < extra; i++) {
    if (i === 0 || i % 3 === family % 2) {
      family++;
      lastname = pick(LAST, family * 7 + 3);
      motherId = newId();
      parents.push({ id: motherId, churchId, role: "MOTHER", ...named(pick(FIRST_F, family * 3), lastname), email: `mother${family}@bench.test`, cellPhone: `(217) 557-${String(family).padStart(4, "0")}` });
      fatherId = family % 5 === 0 ? null : newId();
      if (fatherId) parents.push({ id: fatherId, churchId, role: "FATHER", ...named(pick(FIRST_M, family * 5), lastname), email: `father${family}@bench.test`, cellPhone: `(217) 558-${String(family).padStart(4, "0")}` });
    }
    const female = i % 2 === 0;
    const id = newId();
    students.push({ id, churchId, ...named(female ? pick(FIRST_F, i / 2) : pick(FIRST_M, i / 2), lastname), gender: female ? "FEMALE" : "MALE", motherId, fatherId, livesWith: fatherId ? "BOTH_PARENTS" : "MOTHER", dateOfBirth: new Date(Date.UTC(2019 + (i % 2), i % 12, 1 + (i % 28))) });
    registrations.push({ id: newId(), churchId, studentId: id, schoolClassId: schoolClass.id, schoolYearId: year.id, tuitionCents: 15000, paid: i % 4 !== 1 });
  }
  for (const data of chunks(parents)) await db.parent.createMany({ data });
  for (const data of chunks(students)) await db.student.createMany({ data });
  for (const data of chunks(registrations)) await db.registration.createMany({ data });
  await settle();
  const inClass = await db.registration.count({ where: { schoolClassId: schoolClass.id, schoolYearId: year.id } });
  const total = await db.student.count({ where: { churchId } });
  log(`demo data loaded, with ${extra} more students: ${total} students at ${church.name}, ${inClass} in ${schoolClass.className}`);
  // The public registration link of the year, and a family's draft started on it (a step page needs one).
  const settings = await db.registrationSettings.findFirstOrThrow({ where: { churchId, schoolYearId: year.id } });
  const { startRegistrationDraft } = await import("~/modules/education/online-registration/draft.server");
  const draft = await startRegistrationDraft({ churchId, schoolYearId: year.id, locale: "en", ip: null });
  await db.$disconnect();
  return { classId: schoolClass.id, publicId: settings.publicId, draft, students: total, inClass };
}

type Audit = { id: string; title: string; score: number | null; numericValue?: number; displayValue?: string; details?: { type: string; items?: Record<string, unknown>[] } };
type Result = {
  label: string;
  problem: string | null;
  notLanded?: boolean;
  performance?: number;
  accessibility?: number;
  tbt?: number;
  lcp?: number;
  jsKiB?: number;
  failures?: { id: string; title: string; nodes: string[] }[];
  metrics?: string;
};

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

/**
 * The CPU slowdown that makes this machine a mid-range phone: the calculator Lighthouse's throttling
 * guide points to (lighthouse-cpu-throttling-calculator), from the host's benchmark index.
 */
export function cpuSlowdownFor(benchmarkIndex: number) {
  if (benchmarkIndex >= 1300) return Math.min(4, 3 + (benchmarkIndex - 1300) / 233);
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

let cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN) || 0;

/** One Lighthouse run: the scores, metrics, JavaScript transferred and failing accessibility audits. */
async function audit(url: string, port: number, cookie: string | null) {
  const runner = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    ...(cpuSlowdown ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!runner) throw new Error("Lighthouse returned nothing");
  const lhr = runner.lhr;
  if (lhr.runtimeError) throw Object.assign(new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const name = new URL(url).pathname.replace(/^\//, "").replace(/\//g, "_") || "root";
    writeFileSync(path.join(REPORTS, `${name}.json`), runner.report as string);
    writeFileSync(path.join(REPORTS, `${name}.trace.json`), JSON.stringify(runner.artifacts.Trace));
  }
  const audits = lhr.audits as unknown as Record<string, Audit>;
  const requests = (audits["network-requests"].details?.items ?? []) as { url: string; resourceType?: string; transferSize?: number; statusCode?: number }[];
  // A page that sent the browser elsewhere (a session lost: the login page) would be measured in its place.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`the browser ended on ${lhr.finalDisplayedUrl}`);
  const document = requests.find((r) => r.resourceType === "Document");
  if (document && document.statusCode !== 200) throw new Error(`the page answered ${document.statusCode} in the browser`);
  const js = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const failures = lhr.categories.accessibility.auditRefs
    .map((ref) => audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => ({
      id: a.id,
      title: a.title,
      nodes: (a.details?.items ?? []).slice(0, 4).map((item) => {
        const node = item.node as { snippet?: string; selector?: string; explanation?: string } | undefined;
        return `${node?.snippet ?? ""}${node?.explanation ? `  -- ${node.explanation.split("\n").slice(0, 2).join(" ")}` : ""}`.slice(0, 300);
      }),
    }));
  const metric = (id: string) => audits[id];
  const metrics = Object.entries({ FCP: "first-contentful-paint", LCP: "largest-contentful-paint", TBT: "total-blocking-time", CLS: "cumulative-layout-shift", SI: "speed-index" })
    .map(([name, id]) => `${name} ${metric(id).displayValue ?? ""} (${score(metric(id).score)})`)
    .join(", ");
  return {
    performance: score(lhr.categories.performance.score),
    accessibility: score(lhr.categories.accessibility.score),
    tbt: metric("total-blocking-time").numericValue ?? 0,
    lcp: metric("largest-contentful-paint").numericValue ?? 0,
    jsKiB: js / 1024,
    failures,
    metrics,
  };
}

/** Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): such a run is taken again, twice at most. */
async function auditWithRetry(url: string, port: number, cookie: string | null) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, cookie);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 3 || !code || !["NO_NAVSTART", "NO_FCP", "NO_LCP", "NO_TRACING_STARTED"].includes(code)) throw error;
      log(`${new URL(url).pathname}: ${code}, running Lighthouse again`);
    }
  }
}

/** RUNS runs of a page, sorted by performance, then blocking time (worst first), and the median one. */
async function medianRun(url: string, port: number, cookie: string | null) {
  const runs = [];
  for (let k = 0; k < RUNS; k++) runs.push(await auditWithRetry(url, port, cookie));
  runs.sort((a, b) => a.performance - b.performance || b.tbt - a.tbt);
  return { runs, median: runs[Math.floor(runs.length / 2)] };
}

const BLANK_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title></head><body><h1>A blank page</h1><p>No script, no stylesheet.</p></body></html>';

// What the blank page does not take from the application's answer: what describes that answer's
// body, connection and cookies. The rest (app/server/web.ts's policies, whatever they become) is
// copied: Cross-Origin-Opener-Policy, for one, makes Chromium load the page in a renderer process of
// its own instead of the blank tab's (docs/performance.md).
const NOT_COPIED = new Set(["cache-control", "connection", "content-encoding", "content-length", "content-type", "date", "etag", "keep-alive", "set-cookie", "transfer-encoding", "vary"]);

/**
 * A blank HTML page, served from here, measured as the pages are: what this machine's Chromium blocks
 * for on any page; then the same page with the headers the application's own documents carry.
 */
async function browserFloor(port: number, base: string) {
  const answer = await fetch(`${base}/login`);
  await answer.arrayBuffer();
  const appHeaders = Object.fromEntries([...answer.headers].filter(([name]) => !NOT_COPIED.has(name)));
  const blank = http.createServer((req, res) =>
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...(req.url?.startsWith("/with-headers") ? appHeaders : {}) }).end(BLANK_PAGE),
  );
  await new Promise<void>((resolve) => blank.listen(0, "127.0.0.1", resolve));
  try {
    const floors = [];
    for (const [name, pathname] of [["a blank HTML page", "/blank"], [`the same with the application's headers (${Object.keys(appHeaders).join(", ")})`, "/with-headers/blank"]]) {
      const { runs, median } = await medianRun(`http://127.0.0.1:${(blank.address() as AddressInfo).port}${pathname}`, port, null);
      floors.push(`${name}: performance ${median.performance}, TBT ${median.tbt.toFixed(0)} ms${RUNS > 1 ? ` (each run: ${runs.map((r) => r.tbt.toFixed(0)).join(", ")} ms)` : ""}`);
    }
    return floors.join("; ");
  } finally {
    blank.close();
  }
}

/** A page's four targets, each counted as `npm run bench` counts a page's two (a page that did not answer meets none). */
const PAGE_TARGETS: [string, (r: Result) => boolean][] = [
  [`JS < ${TARGETS.jsKiB} KiB`, (r) => r.jsKiB! < TARGETS.jsKiB],
  [`performance ${TARGETS.performance}`, (r) => r.performance! >= TARGETS.performance],
  [`accessibility ${TARGETS.accessibility}`, (r) => r.accessibility! >= TARGETS.accessibility],
  [`TBT < ${TARGETS.tbtMs} ms`, (r) => r.tbt! < TARGETS.tbtMs],
];

async function main() {
  process.chdir(root);
  delete process.env.DATABASE_URL;
  const base = `http://localhost:${PORT}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "parish-bench-pages-"));
  let server: ChildProcess | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  let stopDatabase = async () => {};
  let serverLog = "";
  let cleaning: Promise<void> | null = null;
  const cleanup = () =>
    (cleaning ??= (async () => {
      if (chrome) await Promise.resolve(chrome.kill()).catch(() => {});
      if (server && server.exitCode === null) {
        const exited = new Promise((r) => server!.once("exit", r));
        server.kill("SIGTERM");
        const timer = setTimeout(() => server!.kill("SIGKILL"), 2000);
        await exited;
        clearTimeout(timer);
      }
      await stopDatabase();
      rmSync(tmp, { recursive: true, force: true });
    })());
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void cleanup().then(() => process.exit(130)));

  try {
    buildIfNeeded({ root, buildDir: BUILD_DIR, log, quiet: true });
    const database = await startDatabase({ dir: path.join(tmp, "pg"), port: PG_PORT, database: "parish_bench_pages", quiet: true });
    stopDatabase = database.stop;
    process.env.DATABASE_URL = database.url;
    // The seed stores its files (photos, PDFs) where the server reads them.
    process.env.DATA_DIR = path.join(tmp, "data");
    process.env.LOCAL_MODE = "1";
    await migrateDeploy({ url: database.url, quiet: true });
    log(`embedded PostgreSQL on port ${PG_PORT}, data in ${tmp}`);
    const data = await loadData();

    server = spawn(process.execPath, [`${BUILD_DIR}/node/web.js`], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, DATABASE_URL: database.url, NODE_ENV: "production", LOCAL_MODE: "1", SESSION_SECRET: randomBytes(32).toString("hex"), PORT: String(PORT), APP_URL: base, DATA_DIR: process.env.DATA_DIR },
    });
    const keep = (chunk: Buffer) => (serverLog = (serverLog + chunk.toString()).slice(-4000));
    server.stdout!.on("data", keep);
    server.stderr!.on("data", keep);
    await waitForServer(server, base);
    const { DEMO_PASSWORD } = await import("../prisma/seed");
    const cookies: Record<Who, string | null> = { visitor: null, staff: "", teacher: "", admin: "", parent: "", padre: "" };
    for (const who of Object.keys(LOGINS) as (keyof typeof LOGINS)[]) cookies[who] = await signIn(base, LOGINS[who], DEMO_PASSWORD);

    const compressed = await fetch(`${base}/login`, { headers: { "Accept-Encoding": "gzip" } }).then((r) => r.headers.get("content-encoding"));
    if (compressed !== "gzip") log("the server does not gzip its answers: the JavaScript figures are uncompressed sizes");

    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ["--headless=new", "--disable-gpu", "--no-first-run", ...(process.getuid?.() === 0 ? ["--no-sandbox"] : [])],
    });
    if (!cpuSlowdown) {
      const calibration = await lighthouse(`${base}/login`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const index = calibration?.lhr.environment.benchmarkIndex ?? 1533;
      cpuSlowdown = Math.round(cpuSlowdownFor(index) * 10) / 10;
      log(`this machine's benchmark index ${index.toFixed(0)}: CPU slowdown ${cpuSlowdown}x (Lighthouse's default 4x is for an index of about 1533; never more)`);
    }
    const floor = await browserFloor(chrome.port, base);
    log(`the browser's own floor (not counted): ${floor}`);
    log(`production server on ${base}; Lighthouse ${RUNS > 1 ? `${RUNS} runs a page (the median kept)` : "once a page"} in ${CHROME_PATH} (mobile, CPU ${cpuSlowdown}x slower)`);

    const only = process.env.BENCH_PATHS?.split(",").map((p) => p.trim()).filter(Boolean);
    // A path names every page on it (/re/parent: the English and the Spanish parent); a label one page.
    const pages = only
      ? only.flatMap((p) => {
          const found = PAGES.filter((page) => page.path === p || page.label === p);
          return found.length > 0 ? found : [{ path: p, who: "staff" as const }];
        })
      : PAGES;
    const fill = (text: string) => text.replace(/\{classId\}/g, data.classId).replace(/\{publicId\}/g, data.publicId).replace(/\{draft\}/g, data.draft);
    const results: Result[] = [];
    for (const page of pages) {
      const url = `${base}${fill(page.path)}`;
      const label = page.label ?? page.path;
      const cookie = cookies[page.who];
      const first = await fetch(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
      const body = await first.text();
      if (first.status !== 200 || body.includes(PREPARING)) {
        const notLanded = first.status === 404 || body.includes(PREPARING);
        const problem = notLanded ? "not built yet (404 or the area's 'being prepared' page)" : `answered ${first.status}${first.headers.get("location") ? ` (to ${first.headers.get("location")})` : ""}`;
        results.push({ label, problem, notLanded: notLanded && page.optional });
        log(`${label}: ${problem}`);
        continue;
      }
      try {
        const { runs, median } = await medianRun(url, chrome.port, cookie);
        results.push({ label, problem: null, ...median });
        const each = RUNS > 1 ? ` (each run: performance ${runs.map((r) => r.performance).join(", ")}; TBT ${runs.map((r) => r.tbt.toFixed(0)).join(", ")} ms)` : "";
        log(`${label}: performance ${median.performance}, accessibility ${median.accessibility}, TBT ${median.tbt.toFixed(0)} ms, JS ${median.jsKiB.toFixed(1)} KiB${each}`);
      } catch (error) {
        results.push({ label, problem: (error as Error).message.split("\n")[0] });
        log(`${label}: ${(error as Error).message}`);
      }
    }

    const counted = results.filter((r) => !r.notLanded);
    const width = Math.max(...results.map((r) => r.label.length), 4);
    console.log(`\n${"Page".padEnd(width)}  ${"perf".padStart(4)}  ${"a11y".padStart(4)}  ${"TBT ms".padStart(6)}  ${"LCP s".padStart(5)}  ${"JS KiB".padStart(6)}  targets`);
    for (const r of results) {
      if (r.problem) {
        console.log(`${r.label.padEnd(width)}  ${r.notLanded ? `not landed yet (${r.problem}; not counted)` : r.problem}`);
        continue;
      }
      const missed = PAGE_TARGETS.filter(([, target]) => !target(r)).map(([name]) => name);
      console.log(
        `${r.label.padEnd(width)}  ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${r.tbt!.toFixed(0).padStart(6)}  ${(r.lcp! / 1000).toFixed(1).padStart(5)}  ${r.jsKiB!.toFixed(1).padStart(6)}  ${missed.length ? `NO (${missed.join(", ")})` : "yes"}`,
      );
    }
    const failing = counted.filter((r) => !r.problem && (r.failures!.length || r.performance! < TARGETS.performance));
    if (failing.length) console.log("\nWhat missed:");
    for (const r of failing) {
      console.log(`${r.label}:`);
      if (r.performance! < TARGETS.performance) console.log(`  performance ${r.performance}: ${r.metrics}`);
      for (const f of r.failures!) {
        console.log(`  accessibility: ${f.id} (${f.title})`);
        for (const node of f.nodes) console.log(`    ${node}`);
      }
    }
    console.log(
      `\n(targets: JS < ${TARGETS.jsKiB} KiB transferred, performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, TBT < ${TARGETS.tbtMs} ms; Lighthouse mobile, simulated throttling; ` +
        `${data.students} students at St. Mary, ${data.inClass} in the class page; ${RUNS} run${RUNS > 1 ? "s" : ""} a page)`,
    );
    console.log(`(the browser's own floor at this slowdown, not counted: ${floor})`);
    console.log(`(load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")} over 1 / 5 / 15 min, ${os.cpus().length} CPUs)`);
    if (counted.some((r) => r.problem)) {
      console.log("(some pages did not answer 200 or Lighthouse failed on them: see above)");
      process.exitCode = 1;
    }
    const answered = counted.filter((r) => !r.problem);
    const byTarget = PAGE_TARGETS.map(([name, target]) => ({ name, met: answered.filter(target).length }));
    console.log(`(${byTarget.map((t) => `${t.name}: ${t.met} of ${counted.length} pages`).join("; ")}; all four: ${answered.filter((r) => PAGE_TARGETS.every(([, target]) => target(r))).length})`);
    console.log(`targets met: ${byTarget.reduce((sum, t) => sum + t.met, 0)} of ${PAGE_TARGETS.length * counted.length}`);
  } catch (error) {
    console.error(`[bench] ${(error as Error).stack ?? (error as Error).message}`);
    if (serverLog) console.error(`[bench] last lines of the server's output:\n${serverLog}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

await main();
