import pg from "pg";
import { afterAll, inject } from "vitest";

// Each test worker gets its own database, copied from the migrated template.
const adminUrl = inject("adminUrl");
const database = `parish_test_${process.env.VITEST_POOL_ID ?? "1"}`;
const url = new URL(adminUrl);
url.pathname = `/${database}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
if (!rowCount) await admin.query(`CREATE DATABASE "${database}" TEMPLATE "parish_test_template"`);
await admin.end();

process.env.DATABASE_URL = url.toString();
process.env.NODE_ENV = "test";
process.env.SESSION_SECRET = "test-session-secret-0123456789";
process.env.DATA_DIR = `${process.env.TMPDIR ?? "/tmp"}/parish-test-files-${process.env.VITEST_POOL_ID ?? "1"}`;
process.env.APP_URL = "http://localhost:3000";
process.env.PRISMA_PLAN_CHECK = "1";
delete process.env.POSTMARK_SERVER_TOKEN;
delete process.env.CLOUDINARY_URL;
delete process.env.SENTRY_DSN;

afterAll(async () => {
  const { stopSenderBoss } = await import("~/jobs/enqueue.server");
  const { getDb } = await import("~/utils/db.server");
  await stopSenderBoss();
  await getDb().$disconnect();
});
