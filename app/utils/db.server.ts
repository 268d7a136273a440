import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "~/generated/prisma/client";
import { env } from "./env.server";
import { PreparingClient } from "./pg-statements.server";

export type { Prisma } from "~/generated/prisma/client";

const globalForDb = globalThis as unknown as { prisma?: PrismaClient; prismaUrl?: string };

function create(url: string) {
  // Recycled connections survive a database proxy restart (managed PostgreSQL advice: 600 s / 300 s).
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 10, maxLifetimeSeconds: 600, idleTimeoutMillis: 300_000, Client: PreparingClient }) });
}

/** One client per process (kept across dev reloads); re-created when DATABASE_URL changes (tests). */
export function getDb(): PrismaClient {
  const url = env().DATABASE_URL;
  if (!globalForDb.prisma || globalForDb.prismaUrl !== url) {
    globalForDb.prisma = create(url);
    globalForDb.prismaUrl = url;
  }
  return globalForDb.prisma;
}

export const db = new Proxy({} as PrismaClient, {
  get: (_target, prop) => Reflect.get(getDb(), prop),
});

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
