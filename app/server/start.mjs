// `npm start` (and `npm run dev` with --dev): one command for the whole stack on one machine.
// Builds if needed, starts the database (embedded when DATABASE_URL is unset), applies migrations,
// loads the demo data into an empty database, then runs the web server and the worker.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { dataDir, startDatabase } from "../../prisma/database.mjs";
import { migrateDeploy } from "../../prisma/scripts/migrate-deploy.mjs";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(root);
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const url = process.env.APP_URL ?? `http://localhost:${port}`;
const log = (m) => console.log(`[start] ${m}`);
// Where the build lives; BUILD_DIR gives a second server (the browser tests) its own, untouched by other builds.
const buildDir = process.env.BUILD_DIR ?? "build";

function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join(dataDir(), "session-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir(), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

async function main() {
  if (!dev) buildIfNeeded({ root, buildDir, log });
  const database = await startDatabase();
  log(database.embedded ? `embedded PostgreSQL running (data in ${path.relative(root, dataDir()) || "."}/pg)` : "using DATABASE_URL");
  await migrateDeploy({ url: database.url, quiet: true });
  log("migrations applied");

  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    NODE_ENV: dev ? "development" : "production",
    LOCAL_MODE: "1",
    SESSION_SECRET: sessionSecret(),
    PORT: String(port),
    APP_URL: url,
  };
  const node = (args) => spawn(process.execPath, args, { stdio: "inherit", env });
  const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");

  if (process.env.SEED_DEMO !== "0") {
    const seeded = spawnSync(process.execPath, dev ? [tsx, "prisma/seed.ts", "--if-empty"] : [`${buildDir}/node/seed.js`, "--if-empty"], { stdio: "inherit", env });
    if (seeded.status !== 0) throw new Error("loading the demo data failed");
  }

  const children = dev ? [node([tsx, "app/server/web.ts"]), node([tsx, "watch", "--clear-screen=false", "workers/index.ts"])] : [node(["--max-old-space-size=192", `${buildDir}/node/web.js`]), node([`${buildDir}/node/worker.js`])];

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    log("stopping...");
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(undefined);
            child.once("exit", resolve);
            child.kill("SIGTERM");
          }),
      ),
    );
    await database.stop();
    log("stopped");
    process.exit(code);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
  for (const child of children) child.once("exit", (code) => !stopping && (log(`a process exited (code ${code}); stopping the rest`), void stop(code || 1)));

  console.log(`
  Parish administration is running at ${url}
  (outbox of sent e-mails: ${url}/dev/outbox)

  Demo logins (password: parish-demo)
    staff@demo.parish      St. Mary Demo Parish, ChurchUser (1210)
    school@demo.parish     St. Mary Demo Parish, SchoolUser (1215)
    teacher@demo.parish    St. Mary Demo Parish, teacher (two classes)
    teacher1@demo.parish   St. Mary Demo Parish, teacher (one class)
    parent@demo.parish     St. Mary Demo Parish, parent (two children)
    padre@demo.parish      St. Mary Demo Parish, parent (portal in Spanish)
    admin@demo.parish      St. Mary Demo Parish, Admin (2120)
    staff@stjoseph.parish  St. Joseph Demo Parish, ChurchUser (1210)

  Press Ctrl-C to stop.
`);
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  process.exit(1);
});
