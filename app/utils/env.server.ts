import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required"),
  SESSION_SECRET: z.string().min(16).optional(),
  APP_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: z.string().default(".data"),
  LOCAL_MODE: z.enum(["0", "1"]).optional(),
  MAIL_FROM: z.string().default("Parish Office <no-reply@parish.local>"),
  POSTMARK_SERVER_TOKEN: z.string().optional(),
  POSTMARK_API_URL: z.string().url().optional(),
  CLOUDINARY_URL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SENTRY_DSN: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Validated environment; the process refuses to start with a clear message when it is wrong. */
export function env(): Env {
  if (cached && cached.DATABASE_URL === process.env.DATABASE_URL) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  if (parsed.data.NODE_ENV === "production" && !parsed.data.SESSION_SECRET) {
    throw new Error("Invalid environment:\n  SESSION_SECRET: required in production (at least 16 characters)");
  }
  cached = parsed.data;
  return cached;
}

export const isProduction = () => env().NODE_ENV === "production";
/** Deployed for real (not `npm start` on a developer's machine, not tests). */
export const isDeployed = () => isProduction() && env().LOCAL_MODE !== "1";
export const appUrl = () => env().APP_URL ?? `http://localhost:${env().PORT}`;
export const usesHttps = () => appUrl().startsWith("https://");
