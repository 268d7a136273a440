// One rule for every local server (npm start, the browser tests, the benchmark): build into
// `buildDir` when a source is newer than that build's stamp.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "generated" || entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds when needed; `quiet` keeps the build's output unless it fails. Returns whether it built. */
export function buildIfNeeded({ root, buildDir, log, quiet = false }) {
  const stamp = path.join(root, buildDir, ".stamp");
  const sources = Math.max(
    ...["app", "workers", "prisma", "public", "patches"].map((d) => newestMtime(path.join(root, d))),
    ...["package-lock.json", "vite.config.ts", "remix.config.ts"].map((f) => statSync(path.join(root, f)).mtimeMs),
  );
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= sources) return false;
  log(`building the application into ${buildDir} (first start or changed sources; a minute or two)...`);
  const env = { ...process.env, BUILD_DIR: buildDir };
  const result = quiet
    ? spawnSync("npm", ["run", "build"], { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    : spawnSync("npm", ["run", "build"], { cwd: root, env, stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) throw new Error(quiet ? `build failed:\n${result.stdout}${result.stderr}` : "build failed");
  writeFileSync(stamp, new Date().toISOString());
  return true;
}
