// What the benchmarks share (`npm run bench:re`, `npm run bench:parish`): a throwaway embedded PostgreSQL
// (or DATABASE_URL's, where the bench church is removed again), the built production server, a signed-in
// staff user and N sequential requests per page, printed as p50, p95 and max against the 100 ms target.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MessageChannel, Worker, receiveMessageOnPort, type MessagePort } from "node:worker_threads";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startDatabase } from "../prisma/database.mjs";
import { migrateDeploy } from "../prisma/scripts/migrate-deploy.mjs";
import { buildIfNeeded } from "../app/server/build-if-needed.mjs";
import type { RoleName } from "../app/utils/roles";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const N = Number(process.env.BENCH_N ?? 200);
export const WARM_UP = 20;
const BUILD_DIR = ".data/bench-build";
const TARGET_MS = 100;
const PREPARING = "This part of the platform is being prepared";
export const log = (m: string) => console.log(`[bench] ${m}`);

export const newId = () => `c${randomBytes(12).toString("hex")}`;
export const pick = <T>(list: readonly T[], i: number) => list[Math.floor(i) % list.length];
export const chunks = <T>(rows: T[], size = 1000) => Array.from({ length: Math.ceil(rows.length / size) }, (_, k) => rows.slice(k * size, (k + 1) * size));

// Names for the benchmarks' people.
export const FIRST_F = ["Sofia", "Emma", "Olivia", "Isabella", "Chloe", "Lucia", "Ava", "Maria", "Clara", "Anna", "Natalie", "Zoe", "Cecilia", "Lily", "Teresa", "Grace", "Rose", "Elena", "Mia", "Julia"];
export const FIRST_M = ["Liam", "Noah", "Mateo", "Lucas", "Ethan", "Gabriel", "Benedict", "Daniel", "Isaac", "Owen", "Caleb", "Adrian", "Julian", "Dominic", "Elijah", "Xavier", "Mark", "Peter", "Paul", "Luke"];
export const LAST = [
  "Okafor", "Garcia", "Nguyen", "Sullivan", "Rossi", "Kowalski", "Hernandez", "Johnson", "Fitzgerald", "Santos", "Becker", "Walsh", "Dubois", "Mendoza", "Park",
  "Carter", "Romano", "Lewandowski", "Moreno", "Bennett", "Price", "Ibrahim", "Flores", "Murray", "Castillo", "Schmidt", "O'Neill", "Tran", "Kelly", "Phillips",
  "Reyes", "Martin", "Martinez", "Marino", "Anderson", "Wilson", "Thompson", "Lopez", "Brown", "Davis", "Miller", "Moore", "Taylor", "Clark", "Lewis",
  "Walker", "Hall", "Young", "King", "Wright", "Scott", "Green", "Baker", "Adams", "Nelson", "Hill", "Campbell", "Mitchell", "Roberts", "Turner",
];

/** The bench church, loaded into the database: who signs in, values for the paths' {placeholders}, how to remove it. */
/** The group's data: its staff user's login, `logins` of other users a page is measured as (e.g. a teacher), and the vars its URLs use. */
export type BenchData = { email: string; password: string; logins?: Record<string, { email: string; password: string }>; vars: Record<string, string>; remove: () => Promise<unknown>; disconnect: () => Promise<void> };

/** A person's name fields as the app stores them (with the search key); loaded late, as the app's modules read the environment. */
/**
 * The loaded tables vacuumed and analyzed, as autovacuum keeps a running database: the loaded rows'
 * visibility is then known (index-only scans read no table pages, no first read writes hint bits)
 * before anything is measured, where autovacuum would otherwise run in the middle of a measurement.
 */
export async function settle() {
  const { db } = await import("~/utils/db.server");
  await db.$executeRawUnsafe("VACUUM (ANALYZE)");
}

export async function personNamer() {
  const { searchNameOf } = await import("~/modules/education/names");
  return (firstname: string, lastname: string) => ({ firstname, lastname, searchName: searchNameOf({ firstname, lastname }) });
}

/** A church and its ChurchUser for the bench (with other roles too, e.g. ADMIN for the platform admin's pages). */
export async function benchChurch(roles: RoleName[] = ["CHURCH_USER"]) {
  const { createChurch, createUser } = await import("../prisma/factories");
  const church = await createChurch({ name: `Bench Parish ${randomBytes(3).toString("hex")}` });
  const password = "bench-password";
  const user = await createUser({ churchId: church.id, roles, email: `bench-${randomBytes(4).toString("hex")}@bench.test`, password, firstname: "Bench", lastname: "Staff" });
  return { church, email: user.email, password };
}

export async function waitForServer(server: ChildProcess, base: string) {
  for (let k = 0; k < 300; k++) {
    if (server.exitCode !== null) throw new Error(`the web server exited (code ${server.exitCode})`);
    const ok = await fetch(`${base}/healthcheck`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the web server did not answer /healthcheck within 60 s");
}

export async function signIn(base: string, email: string, password: string) {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ user: email, pwd: password, redirectTo: "" }),
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: POST /login answered ${response.status}`);
  return cookie;
}

export const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];

/** What Chromium accepts (and so gets brotli from the server). */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

// The GETs are sent and timed by a thread of their own, whose heap holds nothing else, and this thread
// blocks (`Atomics.wait`) until the answer is in. V8 runs a garbage collection it has scheduled when the
// thread next waits on its event loop; awaiting the page there, the collections of the floors' garbage
// (the data, Prisma, the renders) ran during the page's time on a core the server needed: 15-28 of 600
// pages held one, 4-5 ms each, against 3-9 floors. Blocked, this thread runs them at its next wait,
// inside the floor that made the garbage (docs/performance.md, twenty-seventh round). So the server must
// be another process: one in this thread could not answer while it waits.
// One kept-alive connection, as a browser holds one. The request is written as `node:http`'s agent
// writes it and the response read off the socket: its status line and headers, then the body to its
// Content-Length (or its last chunk). `node:http`'s client (its request object, parser and response
// stream) added 0.07 ms at p50 and 0.1 at p95 to each page, and `fetch` about 1 ms before it: that
// time is the client's, not the server's (docs/performance.md). A connection the server closed while
// idle (its keep-alive timeout) is opened again, and a GET it closed before answering is sent again once.
const GETS = `
const { workerData } = require("node:worker_threads");
const { channel, signal } = workerData;
const net = require("node:net");
const HEAD_END = Buffer.from("\\r\\n\\r\\n");
let connection = null;
let current = null;

function open(host, port) {
  const socket = net.connect({ host, port, noDelay: true });
  const state = { socket, key: host + ":" + port, chunks: [], received: 0, head: null };
  socket.on("data", (chunk) => {
    if (!current || current.state !== state) return;
    state.chunks.push(chunk);
    state.received += chunk.length;
    if (!state.head) {
      const all = state.chunks.length === 1 ? chunk : Buffer.concat(state.chunks);
      const end = all.indexOf(HEAD_END);
      if (end < 0) return;
      state.head = parseHead(all.subarray(0, end).toString("latin1"));
      state.chunks = [all.subarray(end + 4)];
      state.received = all.length - end - 4;
    }
    const length = state.head.length;
    if (length !== null ? state.received >= length : state.head.chunked && dechunk(Buffer.concat(state.chunks)) !== null) finish(state, performance.now());
  });
  const gone = (error) => {
    if (connection === state) connection = null;
    if (!current || current.state !== state) return;
    if (state.head && state.head.length === null && !state.head.chunked) return finish(state, performance.now());
    const request = current;
    current = null;
    if (!state.head && state.received === 0 && !request.retried) return send({ ...request, retried: true });
    answer({ error: error ? error.message : "the server closed the connection before its answer" });
  };
  socket.on("error", gone);
  socket.on("close", () => gone(null));
  return state;
}

function parseHead(text) {
  const lines = text.split("\\r\\n");
  const status = Number(lines[0].split(" ")[1]);
  const headers = {};
  for (const line of lines.slice(1)) {
    const at = line.indexOf(":");
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  const chunked = /chunked/i.test(headers["transfer-encoding"] ?? "");
  const length = chunked ? null : headers["content-length"] !== undefined ? Number(headers["content-length"]) : status === 204 || status === 304 ? 0 : null;
  return { status, headers, length, chunked, close: /close/i.test(headers.connection ?? "") };
}

/** A chunked body's data once its last (empty) chunk is read, else null. */
function dechunk(body) {
  const parts = [];
  let at = 0;
  for (;;) {
    const line = body.indexOf("\\r\\n", at);
    if (line < 0) return null;
    const size = parseInt(body.subarray(at, line).toString("latin1"), 16);
    if (size === 0) return body.indexOf(HEAD_END, line) >= 0 ? Buffer.concat(parts) : null;
    if (body.length < line + 2 + size + 2) return null;
    parts.push(body.subarray(line + 2, line + 2 + size));
    at = line + 2 + size + 2;
  }
}

function finish(state, ended) {
  const request = current;
  current = null;
  const { status, headers, chunked, close } = state.head;
  const whole = Buffer.concat(state.chunks);
  const body = chunked ? dechunk(whole) : state.head.length !== null ? whole.subarray(0, state.head.length) : whole;
  state.chunks = [];
  state.received = 0;
  state.head = null;
  if (close) {
    if (connection === state) connection = null;
    state.socket.destroy();
  }
  answer({ ms: ended - request.started, status, location: headers.location ?? null, encoding: headers["content-encoding"] ?? null, body });
}

function answer(message) {
  channel.postMessage(message);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
}

function send(request) {
  const url = new URL(request.url);
  const port = Number(url.port || 80);
  if (!connection || connection.key !== url.hostname + ":" + port || connection.socket.destroyed) connection = open(url.hostname, port);
  current = { ...request, state: connection };
  connection.socket.write("GET " + url.pathname + url.search + " HTTP/1.1\\r\\nCookie: " + request.cookie + "\\r\\nAccept-Encoding: " + request.acceptEncoding + "\\r\\nHost: " + url.host + "\\r\\nConnection: keep-alive\\r\\n\\r\\n");
}

process.on("uncaughtException", (error) => answer({ error: "the thread that sends the GETs failed: " + error.message }));
channel.on("message", (message) => send({ ...message, started: performance.now(), retried: false }));`;
type Answer = { ms: number; status: number; location: string | null; encoding: string | null; body: Uint8Array } | { error: string };
const ANSWER_WAIT_MS = 60_000;
let gets: { worker: Worker; port: MessagePort; signal: Int32Array } | null = null;

function getsThread() {
  if (gets) return gets;
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(GETS, { eval: true, workerData: { channel: port2, signal }, transferList: [port2] });
  worker.unref();
  port1.unref();
  return (gets = { worker, port: port1, signal });
}

/** One GET as a browser sends it (compression accepted), timed to the body's last byte; decompressed after the clock stops. */
export async function getPage(base: string, url: string, cookie: string) {
  const thread = getsThread();
  Atomics.store(thread.signal, 0, 0);
  thread.port.postMessage({ url: `${base}${url}`, cookie, acceptEncoding: BROWSER_ACCEPT_ENCODING });
  Atomics.wait(thread.signal, 0, 0, ANSWER_WAIT_MS);
  const received = receiveMessageOnPort(thread.port)?.message as Answer | undefined;
  if (!received) {
    gets = null;
    await thread.worker.terminate();
    throw new Error(`no answer to GET ${url} in ${ANSWER_WAIT_MS / 1000} s`);
  }
  if ("error" in received) throw new Error(received.error);
  const body = Buffer.from(received.body.buffer, received.body.byteOffset, received.body.byteLength);
  const text = () => (received.encoding === "br" ? brotliDecompressSync(body) : received.encoding === "gzip" ? gunzipSync(body) : body).toString();
  return { ms: received.ms, status: received.status, location: received.location, text };
}

/** Why a page cannot be measured (not 200, or not built yet), or null; with its rows (<tr> and <li>). */
export async function checkPage(base: string, url: string, cookie: string) {
  const first = await getPage(base, url, cookie);
  const body = first.text();
  const preparing = body.includes(PREPARING);
  const rows = body.split(/<tr|<li/).length - 1;
  if (first.status === 200 && !preparing) return { problem: null, rows };
  const problem =
    first.status === 404 ? "404: page not built yet (or an unknown id)" : preparing ? "200 but the area's 'being prepared' page: page not built yet" : `answered ${first.status}${first.location ? ` (to ${first.location})` : ""}`;
  return { problem, rows: 0 };
}

/** Times N sequential requests (body read in full); no timings when the page is not there. */
export async function measure(base: string, url: string, cookie: string, label = url) {
  const { problem, rows } = await checkPage(base, url, cookie);
  if (problem) return { url: label, problem, rows, times: [] as number[] };
  for (let k = 1; k < WARM_UP; k++) await getPage(base, url, cookie);
  const times: number[] = [];
  for (let k = 0; k < N; k++) {
    const answer = await getPage(base, url, cookie);
    if (answer.status !== 200) return { url: label, problem: `answered ${answer.status} on request ${k + 1}`, rows, times };
    times.push(answer.ms);
  }
  return { url: label, problem: null, rows, times: times.sort((a, b) => a - b) };
}

/** A timed action other than a page (e.g. a form's POST): its own target, and a count that shows it did its work. */
export type BenchAction = {
  label: string;
  targetMs: number;
  countLabel: string;
  run: (context: { base: string; cookie: string; n: number; warmUp: number }) => Promise<{ problem: string | null; times: number[]; count: number }>;
};

export type BenchPath = { path: string; cookie: string; label: string };

/** A running bench: the data loaded, the production server started and a staff user signed in. */
export type OpenBench = { base: string; cookie: string; data: BenchData; server: ChildProcess; databaseUrl: string; cleanup: () => Promise<void>; serverLog: () => string };

/**
 * A throwaway embedded PostgreSQL with the data loaded, the built production server on `port` and a
 * signed-in staff user; `cleanup` stops everything (also on SIGINT/SIGTERM).
 */
export async function openBench(options: { port: number; pgPort: number; database: string; load: () => Promise<BenchData> }): Promise<OpenBench> {
  process.chdir(root);
  const port = Number(process.env.BENCH_PORT ?? options.port);
  const pgPort = Number(process.env.BENCH_PG_PORT ?? options.pgPort);
  const base = `http://localhost:${port}`;
  const own = !process.env.DATABASE_URL;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "parish-bench-"));
  let server: ChildProcess | null = null;
  let stopDatabase = async () => {};
  let removeData = async () => {};
  let disconnect = async () => {};
  let serverLog = "";
  const stopServer = async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    // Its graceful stop waits for our kept-alive connections; it is a throwaway server.
    const timer = setTimeout(() => server!.kill("SIGKILL"), 2000);
    await exited;
    clearTimeout(timer);
  };
  let cleaning: Promise<void> | null = null;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await stopServer();
      await removeData().catch((error) => console.error(`[bench] bench church not removed: ${error.message}`));
      await disconnect();
      await stopDatabase();
      // The next group (npm run bench runs them one after the other) starts its own database again.
      if (own) delete process.env.DATABASE_URL;
      rmSync(tmp, { recursive: true, force: true });
    })());
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void cleanup().then(() => process.exit(130)));
  try {
    buildIfNeeded({ root, buildDir: BUILD_DIR, log, quiet: true });
    const database = await startDatabase({ dir: path.join(tmp, "pg"), port: pgPort, database: options.database, quiet: true });
    stopDatabase = database.stop;
    process.env.DATABASE_URL = database.url;
    await migrateDeploy({ url: database.url, quiet: true });
    log(own ? `embedded PostgreSQL on port ${pgPort}, data in ${tmp}` : "using DATABASE_URL (the bench church is removed at the end)");
    const data = await options.load();
    disconnect = data.disconnect;
    if (!own) removeData = async () => void (await data.remove());

    // BENCH_SERVER_ARGS: node options for the web process (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
    // As production starts it (package.json start:web, Dockerfile, fly.toml): the heap held to 192 MB.
    server = spawn(process.execPath, ["--max-old-space-size=192", ...(process.env.BENCH_SERVER_ARGS?.split(" ").filter(Boolean) ?? []), `${BUILD_DIR}/node/web.js`], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, DATABASE_URL: database.url, NODE_ENV: "production", LOCAL_MODE: "1", SESSION_SECRET: randomBytes(32).toString("hex"), PORT: String(port), APP_URL: base, DATA_DIR: path.join(tmp, "data") },
    });
    // BENCH_SERVER_LOG: a file that gets all of the server's output (e.g. with BENCH_SERVER_ARGS="--trace-gc").
    const logFile = process.env.BENCH_SERVER_LOG ? createWriteStream(process.env.BENCH_SERVER_LOG) : null;
    const keep = (chunk: Buffer) => {
      logFile?.write(chunk);
      serverLog = (serverLog + chunk.toString()).slice(-4000);
    };
    server.stdout!.on("data", keep);
    server.stderr!.on("data", keep);
    await waitForServer(server, base);
    const cookie = await signIn(base, data.email, data.password);
    return { base, cookie, data, server, databaseUrl: database.url, cleanup, serverLog: () => serverLog };
  } catch (error) {
    if (serverLog) console.error(`[bench] last lines of the server's output:\n${serverLog}`);
    await cleanup();
    throw error;
  }
}

/**
 * Loads the data, starts the production server, measures each path (`{name}` replaced from the data's
 * vars) and prints the figures, then `targets met: K of N`. Exits non-zero only when a page does not
 * answer 200, never because of slowness.
 */
export async function runBench(options: {
  port: number;
  pgPort: number;
  database: string;
  /** A page, or a page asked with one more cookie (a selection kept in a cookie), shown as `label`. */
  paths: (string | BenchPath)[];
  load: () => Promise<BenchData>;
  note: (data: BenchData) => string;
  actions?: BenchAction[];
}) {
  let bench: OpenBench | null = null;
  try {
    bench = await openBench(options);
    const { base, cookie, data } = bench;
    log(`production server on ${base}; signing in and measuring ${N} requests per page after ${WARM_UP} warm-up requests`);
    const paths = process.env.BENCH_PATHS?.split(",").map((p) => p.trim()).filter(Boolean) ?? options.paths;
    const results = [];
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => data.vars[name] ?? name);
    for (const p of paths) {
      if (typeof p === "string") results.push(await measure(base, fill(p), cookie));
      else results.push(await measure(base, fill(p.path), `${cookie}; ${fill(p.cookie)}`, p.label));
    }

    const width = Math.max(...results.map((r) => r.url.length), 3);
    console.log(`\n${"URL".padEnd(width)}  ${"p50 ms".padStart(7)}  ${"p95 ms".padStart(7)}  ${"max ms".padStart(7)}  ${"rows".padStart(5)}  p95 < ${TARGET_MS} ms`);
    let met = 0;
    for (const r of results) {
      if (r.problem) {
        console.log(`${r.url.padEnd(width)}  ${r.problem}`);
        continue;
      }
      const p95 = percentile(r.times, 0.95);
      if (p95 < TARGET_MS) met++;
      const [p50, p95Text, max] = [percentile(r.times, 0.5), p95, r.times[r.times.length - 1]].map((v) => v.toFixed(1).padStart(7));
      console.log(`${r.url.padEnd(width)}  ${p50}  ${p95Text}  ${max}  ${String(r.rows).padStart(5)}  ${p95 < TARGET_MS ? "yes" : "NO"}`);
    }
    const actions = [];
    for (const action of options.actions ?? []) actions.push({ action, ...(await action.run({ base, cookie, n: N, warmUp: WARM_UP })) });
    if (actions.length) console.log(`\n${"Action".padEnd(width)}  ${"p50 ms".padStart(7)}  ${"p95 ms".padStart(7)}  ${"max ms".padStart(7)}  ${"count".padStart(5)}  target`);
    for (const a of actions) {
      if (a.problem) {
        console.log(`${a.action.label.padEnd(width)}  ${a.problem}`);
        continue;
      }
      const sorted = [...a.times].sort((x, y) => x - y);
      const p95 = percentile(sorted, 0.95);
      if (p95 < a.action.targetMs) met++;
      const [p50, p95Text, max] = [percentile(sorted, 0.5), p95, sorted[sorted.length - 1]].map((v) => v.toFixed(1).padStart(7));
      console.log(`${a.action.label.padEnd(width)}  ${p50}  ${p95Text}  ${max}  ${String(a.count).padStart(5)}  p95 < ${a.action.targetMs} ms: ${p95 < a.action.targetMs ? "yes" : "NO"} (count: ${a.action.countLabel})`);
    }
    console.log(`\n(${options.note(data)}; N=${N} sequential requests each; rows: <tr> and <li> in the page)`);
    // Figures taken while other work runs say little: show how busy the machine was.
    console.log(`(load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")} over 1 / 5 / 15 min, ${os.cpus().length} CPUs)`);
    console.log(`targets met: ${met} of ${results.length + actions.length}`);
    if (results.some((r) => r.problem) || actions.some((a) => a.problem)) {
      console.error("[bench] some pages did not answer 200 (see above)");
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`[bench] ${(error as Error).message}`);
    if (bench?.serverLog()) console.error(`[bench] last lines of the server's output:\n${bench.serverLog()}`);
    process.exitCode = 1;
  } finally {
    await bench?.cleanup();
  }
}
