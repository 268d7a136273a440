import type { VitePluginConfig } from "@remix-run/dev";

// Options of the Remix Vite plugin; vite.config.ts passes them in (the plugin does not read this file).
export const remixOptions: VitePluginConfig = {
  appDirectory: "app",
  // BUILD_DIR: a private build for a second server from the same checkout (the browser tests).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/*.test.*", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
