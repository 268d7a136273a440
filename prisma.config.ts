import { defineConfig } from "prisma/config";
import { OfflinePrismaPg } from "./prisma/offline-adapter";

// Prisma's WebAssembly schema engine through a driver adapter: no engine binary is ever downloaded,
// so a clean clone, CI and the Docker build behave the same. PRISMA_NATIVE=1 selects the native engine.
try {
  process.loadEnvFile();
} catch {
  // no .env: the environment is used as it is
}

// Commands that never connect (generate, validate) still read env("DATABASE_URL") from the schema.
process.env.DATABASE_URL ??= "postgresql://localhost:5432/unset";
const url = process.env.DATABASE_URL;

export default defineConfig(
  process.env.PRISMA_NATIVE === "1"
    ? { schema: "prisma/schema.prisma", migrations: { path: "prisma/migrations" }, engine: "classic", datasource: { url } }
    : {
        schema: "prisma/schema.prisma",
        migrations: { path: "prisma/migrations" },
        engine: "js",
        experimental: { adapter: true },
        adapter: async () => new OfflinePrismaPg(url),
      },
);
