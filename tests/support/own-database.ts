import pg from "pg";
import { inject } from "vitest";

/**
 * A fresh database from the migrated template for one test file, for a test that starts its own
 * worker process and must see no other file's rows or jobs. `use` points this process (and the
 * children it spawns) at it; `drop` points back and removes it.
 */
export function ownDatabase(name: string) {
  const adminUrl = inject("adminUrl");
  const database = `parish_test_${name}_${process.env.VITEST_POOL_ID ?? "1"}`;
  const previous = process.env.DATABASE_URL;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const release = async () => {
    const { stopSenderBoss } = await import("~/jobs/enqueue.server");
    const { getDb } = await import("~/utils/db.server");
    await stopSenderBoss();
    await getDb().$disconnect();
  };
  return {
    async use() {
      await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin(`CREATE DATABASE "${database}" TEMPLATE "parish_test_template"`);
      await release();
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      process.env.DATABASE_URL = url.toString();
    },
    async drop() {
      await release();
      process.env.DATABASE_URL = previous;
      await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    },
  };
}
