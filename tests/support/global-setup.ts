import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import PgBoss from "pg-boss";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startDatabase } from "../../prisma/database.mjs";
import { migrateDeploy } from "../../prisma/scripts/migrate-deploy.mjs";
import { ensureQueues } from "~/jobs/enqueue.server";

export const TEMPLATE_DB = "parish_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    adminUrl: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** One PostgreSQL for the run; a template database migrated once, copied per test worker. */
export default async function setup(project: TestProject) {
  let dir: string | null = null;
  let stop = async () => {};
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(os.tmpdir(), "parish-test-"));
    const database = await startDatabase({ dir: path.join(dir, "pg"), port: await freePort(), database: "postgres", quiet: true });
    adminUrl = database.adminUrl;
    stop = database.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'parish_test_%'");
  for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
  await admin.end();

  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  await migrateDeploy({ url: templateUrl, quiet: true });
  const boss = new PgBoss({ connectionString: templateUrl, supervise: false, schedule: false });
  await boss.start();
  await ensureQueues(boss);
  await boss.stop({ graceful: false, wait: true });

  project.provide("adminUrl", adminUrl);
  return async () => {
    await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
