import { randomBytes } from "node:crypto";
import pg from "pg";
import { sqlRows } from "./db.server";
import { env } from "./env.server";

// The web server keeps the session rows it read (utils/session.server.ts: session, church, user,
// roles, subscriptions) for a short while, so that a page does not wait for that statement each time
// (0.4-0.6 ms of a 5 ms page; docs/performance.md), and the Weddings sidebar's priests
// (modules/weddings/priest-selection.server.ts). PostgreSQL says when any of it changes: triggers on
// those tables (migrations session_cache_notify, _teacher, _staff) send the church's id on CHANNEL, and every web
// process LISTENs and forgets that church's sessions. A sign-out, a deactivated user or a changed
// role therefore holds in every process as soon as the change is committed. Without a working
// listener (connection lost, or a pooler that does not pass notices on) nothing is kept.

const CHANNEL = "session_changed";
const PROBE = "probe:";
/** The longest a read is kept, in case a notice were lost without the connection noticing. */
const KEEP_MS = 30_000;
const MAX_ENTRIES = 5_000;
const PROBE_MS = 5_000;
const RETRY_MS = 1_000;

type Entry = { rows: { churchId: string }[]; at: number };

const state = {
  enabled: false,
  stopped: true,
  /** Bumped by every change heard: a read that started before one is not kept. */
  generation: 0,
  entries: new Map<string, Entry>(),
  client: null as pg.Client | null,
  probe: null as { payload: string; heard: () => void } | null,
  retry: null as NodeJS.Timeout | null,
};

function forget(churchId: string | null) {
  state.generation++;
  if (churchId === null) state.entries.clear();
  else for (const [key, entry] of state.entries) if (entry.rows[0]!.churchId === churchId) state.entries.delete(key);
}

function disable() {
  state.enabled = false;
  forget(null);
}

/** The rows of a session's lookup: kept ones while they are fresh and nothing of their church changed, else `load`'s. */
export async function readSessionRows<T extends { churchId: string }>(key: string, load: () => Promise<T[]>): Promise<T[]> {
  if (!state.enabled) return load();
  const kept = state.entries.get(key);
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.rows as T[];
  const generation = state.generation;
  const rows = await load();
  if (state.enabled && state.generation === generation && rows[0]) {
    if (state.entries.size >= MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value!);
    state.entries.set(key, { rows, at: Date.now() });
  }
  return rows;
}

async function listen() {
  const client = new pg.Client({ connectionString: env().DATABASE_URL, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
  let probeTimer: NodeJS.Timeout | undefined;
  state.client = client;
  const lost = () => {
    if (state.client !== client) return;
    if (state.enabled) console.warn("web: session reads no longer kept (the listener's connection was lost); each page reads its session");
    state.client = null;
    disable();
    client.end().catch(() => {});
    if (!state.stopped && !state.retry) {
      state.retry = setTimeout(() => {
        state.retry = null;
        if (!state.stopped) void listen();
      }, RETRY_MS);
      state.retry.unref();
    }
  };
  client.on("error", lost);
  client.on("end", lost);
  client.on("notification", ({ payload = "" }) => {
    if (!payload.startsWith(PROBE)) forget(payload);
    else if (payload === state.probe?.payload) state.probe.heard();
  });
  try {
    await client.connect();
    // Without the triggers (a database not yet migrated) nothing would say what changed: keep nothing.
    const { rows } = await client.query<{ triggers: boolean }>(`SELECT to_regproc('notify_session_changed') IS NOT NULL AS triggers`);
    if (!rows[0]?.triggers) {
      state.stopped = true;
      return lost();
    }
    await client.query(`LISTEN ${CHANNEL}`);
    // A notice sent through the application's own pool must come back before anything is kept.
    const payload = `${PROBE}${randomBytes(8).toString("hex")}`;
    const heard = new Promise<void>((resolve, reject) => {
      state.probe = { payload, heard: resolve };
      probeTimer = setTimeout(() => reject(new Error("no notification")), PROBE_MS);
    });
    // Awaited below; should the statement fail first, its rejection is not left unhandled.
    heard.catch(() => {});
    await sqlRows`SELECT pg_notify(${CHANNEL}, ${payload})`;
    await heard;
    if (state.client === client) {
      forget(null);
      state.enabled = true;
      console.log("web: session reads kept while PostgreSQL reports no change (utils/session-cache.server)");
    }
  } catch {
    lost();
  } finally {
    clearTimeout(probeTimer);
    state.probe = null;
  }
}

/** The web server's: listens for changes and keeps session reads once the listener is proven. Resolves when it is (or is not). */
export async function startSessionCache() {
  if (!state.stopped) return;
  state.stopped = false;
  await listen();
}

export async function stopSessionCache() {
  state.stopped = true;
  disable();
  if (state.retry) clearTimeout(state.retry);
  state.retry = null;
  const client = state.client;
  state.client = null;
  await client?.end().catch(() => {});
}

/** Whether session reads are kept now (for the tests). */
export const sessionCacheEnabled = () => state.enabled;
