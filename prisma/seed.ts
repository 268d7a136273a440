// Demo data: `npm run db:seed` (idempotent). `--if-empty` loads it only into a database with no church.
import { fileURLToPath } from "node:url";
import path from "node:path";
import { startTrial } from "~/modules/billing/start-trial.server";
import { db } from "~/utils/db.server";
import type { RoleName } from "~/utils/roles";
import { passwordHashFor } from "./factories";

export const DEMO_PASSWORD = "parish-demo";

export const DEMO_CHURCHES = [
  {
    name: "St. Mary Demo Parish",
    accountId: "10000001",
    users: [
      { email: "staff@demo.parish", firstname: "Maria", lastname: "Lopez", roles: ["CHURCH_USER"] },
      { email: "school@demo.parish", firstname: "Sarah", lastname: "Nguyen", roles: ["SCHOOL_USER"] },
      { email: "teacher@demo.parish", firstname: "Thomas", lastname: "Brennan", roles: ["TEACHER"] },
      { email: "parent@demo.parish", firstname: "Patricia", lastname: "Okafor", roles: ["PARENT"] },
      { email: "admin@demo.parish", firstname: "Adam", lastname: "Keller", roles: ["ADMIN"] },
    ],
  },
  {
    name: "St. Joseph Demo Parish",
    accountId: "10000002",
    users: [{ email: "staff@stjoseph.parish", firstname: "Joseph", lastname: "Ward", roles: ["CHURCH_USER"] }],
  },
] satisfies { name: string; accountId: string; users: { email: string; firstname: string; lastname: string; roles: RoleName[] }[] }[];

export async function seed() {
  const passwordHash = await passwordHashFor(DEMO_PASSWORD);
  for (const demo of DEMO_CHURCHES) {
    const church = await db.church.upsert({ where: { accountId: demo.accountId }, update: { name: demo.name }, create: { name: demo.name, accountId: demo.accountId } });
    if ((await db.subscription.count({ where: { churchId: church.id } })) === 0) await db.$transaction((tx) => startTrial(tx, church.id));
    for (const u of demo.users) {
      const user = await db.user.upsert({
        where: { email: u.email },
        update: {},
        create: { churchId: church.id, email: u.email, passwordHash, firstname: u.firstname, lastname: u.lastname },
      });
      for (const role of u.roles) {
        await db.userRole.upsert({ where: { userId_role: { userId: user.id, role } }, update: {}, create: { churchId: church.id, userId: user.id, role } });
      }
    }
  }
}

async function main() {
  const ifEmpty = process.argv.includes("--if-empty");
  let stop = async () => {};
  if (!process.env.DATABASE_URL) {
    const { startDatabase } = await import("./database.mjs");
    const { migrateDeploy } = await import("./scripts/migrate-deploy.mjs");
    const database = await startDatabase();
    process.env.DATABASE_URL = database.url;
    await migrateDeploy({ url: database.url, quiet: true });
    stop = database.stop;
  }
  try {
    if (ifEmpty && (await db.church.count()) > 0) {
      console.log("seed: the database already has data; demo data not loaded");
      return;
    }
    await seed();
    console.log("seed: demo data loaded");
  } finally {
    await db.$disconnect();
    await stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
