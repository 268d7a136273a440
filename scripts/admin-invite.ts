// `npm run admin:invite`: prints a one-time /admin-register link for a super-admin, for the first
// one of a new installation (later ones are invited from Super Admin › Users). The new admin joins
// the church whose account id is given (--church 10000001), else a "Platform administration" church.
import { createAdminInvite } from "~/modules/super-admin/create-admin-invite.server";
import { db } from "~/utils/db.server";

async function main() {
  let stop = async () => {};
  if (!process.env.DATABASE_URL) {
    // The embedded database: the running app's (its port is taken), or started here for the command.
    const { startDatabase } = await import("../prisma/database.mjs");
    const port = Number(process.env.PG_PORT ?? 5488);
    const running = await startDatabase({ quiet: true }).catch(() => null);
    process.env.DATABASE_URL = running?.url ?? `postgresql://postgres:postgres@127.0.0.1:${port}/parish`;
    if (running) stop = running.stop;
  }
  try {
    await invite();
  } finally {
    await db.$disconnect();
    await stop();
  }
}

async function invite() {
  const i = process.argv.indexOf("--church");
  const accountId = i > 0 ? process.argv[i + 1] : "00000000";
  const church =
    (await db.church.findUnique({ where: { accountId }, select: { id: true, name: true } })) ??
    (i > 0 ? null : await db.church.create({ data: { accountId, name: "Platform administration" }, select: { id: true, name: true } }));
  if (!church) throw new Error(`No church with account id ${accountId}`);
  const link = await createAdminInvite(church.id);
  console.log(`Invitation for a super-admin of ${church.name} (valid 7 days, once):\n${link}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
