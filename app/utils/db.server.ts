import { PrismaPg } from "@prisma/adapter-pg";
import { QueryCompiler } from "@prisma/client/runtime/query_compiler_bg.postgresql.mjs";
import pg from "pg";
import { PrismaClient } from "~/generated/prisma/client";
import { env } from "./env.server";
import { PreparingClient } from "./pg-statements.server";
import { keepQueryPlans } from "./prisma-plans.server";

export type { Prisma } from "~/generated/prisma/client";

type Held = { url: string; prisma: PrismaClient; pool: pg.Pool };
const globalForDb = globalThis as unknown as { heldDb?: Held };

/** Keeps query plans by shape (utils/prisma-plans.server; once per process) and says how many were compiled and reused. */
const keptPlans = () => keepQueryPlans(QueryCompiler, env().PRISMA_PLAN_CHECK === "1");
export const queryPlanStats = keptPlans;

function create(url: string): Held {
  keptPlans();
  // Recycled connections survive a database proxy restart (managed PostgreSQL advice: 600 s / 300 s).
  const pool = new pg.Pool({ connectionString: url, max: 10, maxLifetimeSeconds: 600, idleTimeoutMillis: 300_000, Client: PreparingClient });
  // A connection that drops while idle is replaced on the next query; Prisma's own listener logs it while connected.
  pool.on("error", () => {});
  return { url, pool, prisma: new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) }) };
}

/** One client and pool per process (kept across dev reloads); made again when DATABASE_URL changes (tests) or after a disconnect. */
function held(): Held {
  const url = env().DATABASE_URL;
  const current = globalForDb.heldDb;
  if (!current || current.url !== url || current.pool.ending) globalForDb.heldDb = create(url);
  return globalForDb.heldDb!;
}

export const getDb = (): PrismaClient => held().prisma;

// timestamp(3) columns hold UTC without a zone, as Prisma writes them; pg alone would read them as local time.
const UTC_TIMESTAMP = 1114;
const readUtc = (text: string) => new Date(`${text.replace(" ", "T")}Z`);
const types: pg.CustomTypesConfig = { getTypeParser: ((oid: number, format?: string) => (oid === UTC_TIMESTAMP && format !== "binary" ? readUtc : pg.types.getTypeParser(oid, format as "text"))) as pg.CustomTypesConfig["getTypeParser"] };

// A Date sent as an instant in UTC: pg alone would write it in local time, which a timestamp(3) column drops.
const param = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The rows of one SQL statement sent by pg alone on Prisma's pool, values bound as parameters. For the
 * read every page makes (the session): a query through Prisma costs the web process about 380 µs
 * (raw ones too; less once its plan is kept, utils/prisma-plans.server), through pg alone about
 * 60 µs (docs/performance.md). Every other query goes through Prisma.
 */
export async function sqlRows<T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T[]> {
  const text = strings.reduce((sql, part, k) => `${sql}$${k}${part}`);
  const result = await held().pool.query<T & pg.QueryResultRow>({ text, values: values.map(param), types });
  return result.rows;
}

export const db = new Proxy({} as PrismaClient, {
  get: (_target, prop) => Reflect.get(getDb(), prop),
});

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
