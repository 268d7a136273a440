import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { env } from "./env.server";

/**
 * The Stripe SDK. STRIPE_API_URL points it elsewhere (the local fake of the tests); webhook
 * verification needs no network, so it works with any key.
 */
export function stripe() {
  const { STRIPE_SECRET_KEY, STRIPE_API_URL } = env();
  const api = STRIPE_API_URL ? new URL(STRIPE_API_URL) : null;
  return new Stripe(STRIPE_SECRET_KEY ?? "sk_test_offline", {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api ? { host: api.hostname, port: api.port || (api.protocol === "https:" ? 443 : 80), protocol: api.protocol === "https:" ? "https" : "http" } : {}),
  });
}

/** The local billing mode: no STRIPE_SECRET_KEY, so every Stripe call has a local stand-in. */
export const isLocalBilling = () => !env().STRIPE_SECRET_KEY;

/**
 * The secret the local billing mode signs its events with (and the webhook verifies them with):
 * derived from SESSION_SECRET, so it is as secret as the sessions and never a published constant.
 */
export function localWebhookSecret() {
  const key = env().SESSION_SECRET ?? "dev-only-session-secret-not-for-production";
  return `whsec_local_${createHmac("sha256", key).update("stripe-local-webhook").digest("hex")}`;
}

/** The secrets a webhook may be signed with: the configured endpoints', else the local one. */
export function webhookSecrets(): string[] {
  const configured = [env().STRIPE_WEBHOOK_SECRET, env().STRIPE_CONNECT_WEBHOOK_SECRET].filter((s): s is string => Boolean(s));
  return configured.length ? configured : [localWebhookSecret()];
}
