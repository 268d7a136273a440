import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// E2E_PORT and E2E_PG_PORT let several runs share one machine (each gets its own data and build folders).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PG_PORT = process.env.E2E_PG_PORT ?? "5499";
const suffix = process.env.E2E_PORT ? `-${PORT}` : "";
const baseURL = `http://localhost:${PORT}`;

const chromium = {
  ...devices["Desktop Chrome"],
  baseURL,
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  },
};

export default defineConfig({
  testDir: "./browser",
  // screenshots.spec.ts takes pictures for a person to look at; run it with SCREENSHOTS=1.
  testIgnore: process.env.SCREENSHOTS ? [] : ["**/screenshots.spec.ts"],
  outputDir: `./.results${suffix}`,
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { baseURL, trace: "retain-on-failure", screenshot: "only-on-failure" },
  projects: [
    // Tests tagged @nojs-only check what only a browser without JavaScript sees (every conditional field at once).
    { name: "js", use: { ...chromium, javaScriptEnabled: true }, grepInvert: /@nojs-only/ },
    // Tests tagged @js-only check what only exists with JavaScript (pending states, network errors).
    { name: "nojs", use: { ...chromium, javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  // One built server for the whole run: serve.mjs empties .data/e2e, then `npm start`'s start.mjs builds
  // (into BUILD_DIR, only when the sources changed), migrates, seeds the demo data and runs web + worker.
  webServer: {
    command: "node tests/browser/serve.mjs",
    cwd: root,
    url: `${baseURL}/healthcheck`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      PG_PORT,
      DATA_DIR: path.join(root, ".data", `e2e${suffix}`),
      APP_URL: baseURL,
      SEED_DEMO: "1",
      // Every query plan the server reuses is compiled again and compared (utils/prisma-plans.server).
      PRISMA_PLAN_CHECK: "1",
      // Its own build, so that a rebuild of build/ by anyone else cannot pull the assets from under the run.
      BUILD_DIR: `.data/e2e-build${suffix}`,
    },
  },
});
