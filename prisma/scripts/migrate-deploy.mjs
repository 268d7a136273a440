#!/usr/bin/env node
// Offline stand-in for `prisma migrate deploy` / `prisma migrate resolve` (PostgreSQL only).
// Reads prisma/migrations/*/migration.sql and keeps the `_prisma_migrations` table exactly the way
// Prisma's schema engine does, so this script and the real Prisma CLI can be used interchangeably
// on the same database. Mirrors prisma-engines (schema-engine):
//   commands/apply_migrations.rs, commands/mark_migration_applied.rs,
//   sql_migration_persistence.rs, schema-connector/src/checksum.rs,
//   flavour/postgres.rs (advisory lock 72707369, CREATE TABLE _prisma_migrations),
//   postgres/connection.rs apply_migration_script (whole script as ONE simple query).
// Usage (DATABASE_URL from the environment or ./.env; unset: the embedded database of prisma/database.mjs):
//   node scripts/migrate-deploy.mjs                       # = prisma migrate deploy
//   node scripts/migrate-deploy.mjs --rolled-back <name>  # = prisma migrate resolve --rolled-back <name>
//   node scripts/migrate-deploy.mjs --applied <name>      # = prisma migrate resolve --applied <name>
//   [--dir prisma/migrations]
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";

try { process.loadEnvFile(); } catch { /* no ./.env: the environment as it is */ } // variables already set win

const MIGRATIONS_TABLE = "_prisma_migrations";
const ADVISORY_LOCK_ID = 72707369; // same id as Prisma Migrate, so both serialize against each other
let log = (...args) => console.log(...args);

// checksum.rs render_checksum(): sha256 of the script (file read as UTF-8), lowercase hex, zero-padded
const sha256hex = (s) => createHash("sha256").update(s, "utf8").digest("hex");
// checksum.rs script_matches_checksum(): line-ending agnostic, accepts the old non-zero-padded format
function matchesChecksum(script, checksum) {
  const variants = [script, script.replaceAll("\r\n", "\n"), script.replaceAll("\n", "\r\n")];
  return variants.some((v) => {
    const digest = createHash("sha256").update(v, "utf8").digest();
    const str = checksum.length !== 64 && checksum.length !== 0
      ? [...digest].map((b) => b.toString(16)).join("")
      : digest.toString("hex");
    return str === checksum;
  });
}

async function listMigrations(dir) {
  const lock = await readFile(path.join(dir, "migration_lock.toml"), "utf8").catch(() => null);
  if (lock !== null) {
    const line = lock.split(/\r?\n/).find((l) => l.startsWith("provider"));
    const provider = line ? line.replace(/^provider = /, "").replace(/^"|"$/g, "") : "<PROVIDER NOT FOUND>";
    if (provider !== "postgresql") throw new Error(`P3019: migration_lock.toml provider is "${provider}", expected "postgresql"`);
  }
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const migrations = [];
  for (const e of entries.filter((e) => e.isDirectory())) {
    const file = path.join(dir, e.name, "migration.sql");
    const script = await readFile(file, "utf8").catch((err) => { throw new Error(`Failed to read migration script at ${file}: ${err.message}`); });
    migrations.push({ name: e.name, script });
  }
  return migrations.sort((a, b) => a.name.localeCompare(b.name)); // listMigrations.ts sorts with localeCompare
}

async function ensureMigrationsTable(client, schema, { requireEmptySchema }) {
  const { rows: tables } = await client.query(
    `SELECT tbl.relname AS table_name FROM pg_class AS tbl
     INNER JOIN pg_namespace AS namespace ON namespace.oid = tbl.relnamespace
     WHERE tbl.relkind = 'r' AND namespace.nspname = ANY ($1)`, [[schema]]);
  if (tables.some((t) => t.table_name === MIGRATIONS_TABLE)) return;
  // sql_migration_persistence.rs initialize(): deploy only creates the table in an empty schema
  if (requireEmptySchema && tables.length > 0) {
    throw new Error(`P3005: The database schema "${schema}" is not empty (and has no ${MIGRATIONS_TABLE} table). ` +
      "Baseline it first (--applied <name>): https://pris.ly/d/migrate-baseline");
  }
  await client.query(`CREATE TABLE ${MIGRATIONS_TABLE} (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);
`);
}

const loadRows = async (client) => (await client.query(
  `SELECT id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count
   FROM ${MIGRATIONS_TABLE} ORDER BY started_at ASC`)).rows;

async function deploy(client, schema, migrations) {
  await ensureMigrationsTable(client, schema, { requireEmptySchema: true });
  const applied = await loadRows(client);

  // apply_migrations.rs detect_failed_migrations() -> P3009
  const failed = applied.filter((m) => m.finished_at === null && m.rolled_back_at === null);
  if (failed.length > 0) {
    const details = failed.map((m) => `The \`${m.migration_name}\` migration started at ${m.started_at.toISOString()} failed` +
      (m.logs?.trim() ? ` with the following logs:\n${m.logs.trim()}` : "")).join("\n");
    throw new Error(`P3009: migrate found failed migrations in the target database, new migrations will not be applied.\n${details}`);
  }

  // `migrate deploy` does not check this (migrate dev/status do): just warn about edited applied migrations
  for (const m of applied.filter((m) => m.finished_at !== null && m.rolled_back_at === null)) {
    const fsm = migrations.find((x) => x.name === m.migration_name);
    if (fsm && !matchesChecksum(fsm.script, m.checksum)) console.warn(`warning: migration ${m.migration_name} was modified after it was applied`);
  }

  const pending = migrations.filter((fs) => !applied.some((db) => db.rolled_back_at === null && db.migration_name === fs.name));
  if (pending.length === 0) {
    log("No pending migrations to apply.");
    return;
  }
  for (const m of pending) {
    const id = randomUUID();
    // record_migration_started(): id, checksum, started_at, migration_name (logs NULL, applied_steps_count 0)
    await client.query(`INSERT INTO ${MIGRATIONS_TABLE} (id, checksum, started_at, migration_name) VALUES ($1, $2, $3, $4)`,
      [id, sha256hex(m.script), new Date(), m.name]);
    log(`Applying migration \`${m.name}\``);
    try {
      await client.query(m.script); // no parameters -> simple query protocol -> one implicit transaction
    } catch (err) {
      const logs = `${err.message}${err.code ? `\n\nDatabase error code: ${err.code}` : ""}`;
      await client.query(`UPDATE ${MIGRATIONS_TABLE} SET logs = $1 WHERE id = $2`, [logs, id]); // record_failed_step()
      throw new Error(`P3018: A migration failed to apply. Migration name: ${m.name}\nDatabase error code: ${err.code ?? "none"}\n${err.message}`);
    }
    // record_successful_step() then record_migration_finished()
    await client.query(`UPDATE ${MIGRATIONS_TABLE} SET applied_steps_count = applied_steps_count + 1 WHERE id = $1`, [id]);
    await client.query(`UPDATE ${MIGRATIONS_TABLE} SET finished_at = $1 WHERE id = $2`, [new Date(), id]);
  }
  log(`\nThe following migration(s) have been applied:\n${pending.map((m) => `  ${m.name}`).join("\n")}\n\nAll migrations have been successfully applied.`);
}

async function resolve(client, schema, migrations, { applied: appliedName, rolledBack }) {
  if (rolledBack) { // mark_migration_rolled_back: only failed (unfinished) attempts can be marked
    await ensureMigrationsTable(client, schema, { requireEmptySchema: false });
    const rows = (await loadRows(client)).filter((m) => m.migration_name === rolledBack);
    const failed = rows.filter((m) => m.finished_at === null && m.rolled_back_at === null);
    if (failed.length === 0) throw new Error(`P3012/P3011: migration ${rolledBack} has no failed attempt to mark as rolled back`);
    for (const m of failed) await client.query(`UPDATE ${MIGRATIONS_TABLE} SET rolled_back_at = $1 WHERE id = $2`, [new Date(), m.id]);
    log(`Migration ${rolledBack} marked as rolled back.`);
    return;
  }
  // mark_migration_applied.rs
  const fsm = migrations.find((m) => m.name === appliedName);
  if (!fsm) throw new Error(`P3017: migration ${appliedName} could not be found in the migrations directory`);
  await ensureMigrationsTable(client, schema, { requireEmptySchema: false });
  const rows = (await loadRows(client)).filter((m) => m.migration_name === appliedName);
  if (rows.some((m) => m.finished_at !== null)) throw new Error(`P3008: migration ${appliedName} is already recorded as applied`);
  for (const m of rows.filter((m) => m.finished_at === null && m.rolled_back_at === null)) {
    await client.query(`UPDATE ${MIGRATIONS_TABLE} SET rolled_back_at = $1 WHERE id = $2`, [new Date(), m.id]);
  }
  const now = new Date(); // mark_migration_applied_impl(): logs '', started_at = finished_at = now, applied_steps_count 0
  await client.query(`INSERT INTO ${MIGRATIONS_TABLE} (id, checksum, logs, started_at, finished_at, migration_name) VALUES ($1, $2, '', $3, $3, $4)`,
    [randomUUID(), sha256hex(fsm.script), now, appliedName]);
  log(`Migration ${appliedName} marked as applied.`);
}

/** Applies pending migrations (or resolves one) on `url`; what `prisma migrate deploy` does. */
export async function migrateDeploy({ url, dir: migrationsDir, applied, rolledBack, quiet } = {}) {
  const values = { dir: migrationsDir, applied, "rolled-back": rolledBack };
  if (!url) throw new Error("DATABASE_URL is not set");
  const dir = path.resolve(values.dir ?? "prisma/migrations");
  log = quiet ? () => {} : (...args) => console.log(...args);
  const schema = new URL(url).searchParams.get("schema") ?? "public";
  const migrations = await listMigrations(dir);
  log(`${migrations.length} migration${migrations.length === 1 ? "" : "s"} found in ${path.relative(process.cwd(), dir)}`);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on("notice", () => {});
  try {
    const quotedSchema = `"${schema.replaceAll('"', '""')}"`;
    // The schema engine creates a missing schema too; checking first spares a role that owns the
    // schema but not the database the CREATE privilege.
    const { rowCount } = await client.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [schema]);
    if (!rowCount) await client.query(`CREATE SCHEMA ${quotedSchema}`);
    await client.query(`SET search_path TO ${quotedSchema}`);
    await client.query(`SELECT pg_advisory_lock(${ADVISORY_LOCK_ID})`);
    if (values.applied || values["rolled-back"]) {
      await resolve(client, schema, migrations, { applied: values.applied, rolledBack: values["rolled-back"] });
    } else {
      await deploy(client, schema, migrations);
    }
  } finally {
    await client.query(`SELECT pg_advisory_unlock(${ADVISORY_LOCK_ID})`).catch(() => {});
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({ options: { dir: { type: "string" }, applied: { type: "string" }, "rolled-back": { type: "string" } } });
  if (!process.env.DATABASE_URL && process.env.NODE_ENV === "production") throw new Error("DATABASE_URL is not set");
  const { startDatabase } = await import("../database.mjs");
  const db = await startDatabase();
  try {
    await migrateDeploy({ url: db.url, dir: values.dir, applied: values.applied, rolledBack: values["rolled-back"] });
  } finally {
    await db.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`Error: ${err.message}`);
    process.exitCode = 1;
  });
}
