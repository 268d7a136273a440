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
  // The Connect endpoint's secret (events of the parishes' own accounts: tuition), when it is a second endpoint.
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  // The subscription's price (Stripe Checkout in subscription mode).
  STRIPE_PRICE_ID: z.string().optional(),
  // Another address for Stripe's API (a local fake in tests): protocol, host and port are taken from it.
  STRIPE_API_URL: z.string().url().optional(),
  SENTRY_DSN: z.string().optional(),
  // The parish's time zone: which baptism dates are still to come (dates are kept as the parish's wall clock).
  PARISH_TIME_ZONE: z
    .string()
    .default("America/Chicago")
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "PARISH_TIME_ZONE must be an IANA time zone such as America/Chicago"),
  // The tests: every query plan reused (utils/prisma-plans.server) is compiled again and compared.
  PRISMA_PLAN_CHECK: z.enum(["0", "1"]).optional(),
  // Set by Fly.io on every Machine: read only to refuse LOCAL_MODE there.
  FLY_APP_NAME: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;
let cachedKey: string | undefined;
let frozen = false;

// What the cache depends on: re-parsed whenever one of these variables changes (tests set them).
const currentKey = () => JSON.stringify(Object.keys(schema.shape).map((name) => process.env[name] ?? null));

/**
 * The web and worker processes read their environment once, at start (server/web.ts, workers):
 * nothing changes it afterwards, and reading every variable again on each of a request's dozen
 * env() calls was about 1% of a web process's time (process.env is slow to read).
 */
export function freezeEnv() {
  env();
  frozen = true;
}

/** Validated environment; the process refuses to start with a clear message when it is wrong. */
export function env(): Env {
  if (frozen && cached) return cached;
  const key = currentKey();
  if (cached && cachedKey === key) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const missing = missingForDeployment(parsed.data);
  if (missing.length) throw new Error(`Invalid environment:\n${missing.map((m) => `  ${m}`).join("\n")}`);
  cached = parsed.data;
  cachedKey = key;
  return cached;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);
const isLoopback = (url: string | undefined) => {
  try {
    return url !== undefined && LOOPBACK.has(new URL(url).hostname);
  } catch {
    return false;
  }
};

/**
 * LOCAL_MODE=1 (what `npm start` sets) turns the production build into a one-machine stack: e-mails
 * only in /dev/outbox, which shows every church's password-reset links. So it runs only where the
 * address is this machine's (APP_URL on localhost, as `npm start` sets it) and never on a hosting
 * platform; anywhere else the process refuses to start.
 */
function localModeProblems(values: Env): string[] {
  if (values.NODE_ENV !== "production" || values.LOCAL_MODE !== "1") return [];
  const why = "LOCAL_MODE=1 is for `npm start` on one machine only (/dev/outbox shows every church's password-reset links)";
  if (values.FLY_APP_NAME) return [`LOCAL_MODE: ${why}: remove it from this deployment (Fly app ${values.FLY_APP_NAME})`];
  if (!isLoopback(values.APP_URL)) return [`LOCAL_MODE: ${why}: it needs APP_URL on localhost (http://localhost:PORT), not ${values.APP_URL ?? "unset"}; a deployment must not set it`];
  return [];
}

/** A real deployment must not fall back to the local stand-ins silently (fake e-mail, links to localhost). */
function missingForDeployment(values: Env): string[] {
  if (values.NODE_ENV !== "production") return [];
  const missing = values.SESSION_SECRET ? [] : ["SESSION_SECRET: required in production (at least 16 characters)"];
  if (values.LOCAL_MODE === "1") return [...missing, ...localModeProblems(values)];
  if (!values.APP_URL) missing.push("APP_URL: required in a deployment (the public address, e.g. https://parish.example.org)");
  if (!values.POSTMARK_SERVER_TOKEN) missing.push("POSTMARK_SERVER_TOKEN: required in a deployment, or e-mails would never leave");
  // DATA_DIR has a default in the schema, so whether it was chosen is read from process.env.
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) missing.push("STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY, or no payment would ever be recorded");
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_PRICE_ID) missing.push("STRIPE_PRICE_ID: required with STRIPE_SECRET_KEY (the subscription's price)");
  if (!values.CLOUDINARY_URL && !process.env.DATA_DIR) missing.push("CLOUDINARY_URL (or DATA_DIR on a persistent volume): required in a deployment to keep uploads");
  return missing;
}

export const isProduction = () => env().NODE_ENV === "production";
/** Deployed for real (not `npm start` on a developer's machine, not tests). */
export const isDeployed = () => isProduction() && env().LOCAL_MODE !== "1";

/**
 * The demo data (six logins with one published password, every church's outbox) is for a developer's
 * machine: in a deployment (NODE_ENV=production without LOCAL_MODE=1) loading it refuses to start.
 */
export function assertDemoDataAllowed() {
  if (isDeployed()) {
    throw new Error(
      "Refusing to load the demo data in production: its logins share the published password parish-demo. " +
        "The demo data is for `npm start` (NODE_ENV=production with LOCAL_MODE=1 on localhost), `npm run dev` and tests.",
    );
  }
}
/** The secret that signs cookies and links; development and tests may run without one (production refuses to start without it). */
export const sessionSecret = () => env().SESSION_SECRET ?? "dev-only-session-secret-not-for-production";
export const appUrl = () => env().APP_URL ?? `http://localhost:${env().PORT}`;
export const usesHttps = () => appUrl().startsWith("https://");
