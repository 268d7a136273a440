import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type UserConfig } from "vite";
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

export default defineConfig(({ mode }) => {
  if (mode === "node") return nodeBuild;
  const testing = Boolean(process.env.VITEST);
  return {
    server: { port: Number(process.env.PORT ?? 3000) },
    build: { target: "es2022" },
    plugins: [tailwindcss(), testing ? null : remix(remixOptions), tsconfigPaths()],
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
