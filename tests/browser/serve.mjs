// The browser tests' server: a fresh data directory on every run, then the same `npm start` as everyone.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.env.DATA_DIR ??= path.join(root, ".data", "e2e");
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import("../../app/server/start.mjs");
