import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { remixOptions } from "./remix.config";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// `vite build --mode node`: the Node entry points (web server, worker, seed) as one SSR build.
const nodeBuild: UserConfig = {
  plugins: [tsconfigPaths()],
  build: {
    ssr: true,
    outDir: `${process.env.BUILD_DIR ?? "build"}/node`,
    copyPublicDir: false,
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: {
      input: { web: "./app/server/web.ts", worker: "./workers/index.ts", seed: "./prisma/seed.ts" },
      output: { format: "esm", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// The browser's scripts and styles are compressed once, at their best, when built (web.ts serves
// `name.br` or `name.gz` as the browser accepts): about an eighth smaller than the server's quick
// compression of each request, and no CPU spent on them per page (docs/performance.md).
function precompressAssets(): Plugin {
  let assetsDir = "";
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved(config) {
      if (!config.build.ssr) assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      if (!assetsDir) return;
      const names = (await readdir(assetsDir)).filter((name) => /\.(js|css|svg)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(assetsDir, name);
          const body = await readFile(file);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzip(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

// Chromium compiles every function of a script that starts with this comment on the thread that
// streams it in, instead of each on the main thread at its first call (V8's explicit compile hints,
// Chrome 136 and later; other browsers ignore it). The browser loads a chunk only to run it at once
// (a page's modules as it hydrates, a route's as the user goes there): on the students list the
// main thread's scripting went from about 71 ms to 39 (docs/performance.md).
function compileHints(): Plugin {
  let client = false;
  return {
    name: "compile-hints",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      client = !config.build.ssr;
    },
    generateBundle(_options, bundle) {
      if (!client) return;
      for (const file of Object.values(bundle)) if (file.type === "chunk") file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
    },
  };
}

export default defineConfig(({ mode }) => {
  if (mode === "node") return nodeBuild;
  const testing = Boolean(process.env.VITEST);
  return {
    server: { port: Number(process.env.PORT ?? 3000) },
    build: { target: "es2022" },
    plugins: [tailwindcss(), testing ? null : remix(remixOptions), tsconfigPaths(), testing ? null : compileHints(), testing ? null : precompressAssets()],
    test: {
      include: ["app/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
      globalSetup: ["tests/support/global-setup.ts"],
      setupFiles: ["tests/support/worker-setup.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: "forks",
      maxWorkers: 2,
    },
  };
});
