import * as Sentry from "@sentry/remix";
import { env } from "./env.server";

let started = false;

/** Error reporting only when SENTRY_DSN is set. */
export function initSentry() {
  const dsn = env().SENTRY_DSN;
  if (!dsn || started) return;
  Sentry.init({ dsn, environment: env().NODE_ENV, tracesSampleRate: 0.1 });
  started = true;
}

export function captureError(error: unknown) {
  if (started) Sentry.captureException(error);
}
