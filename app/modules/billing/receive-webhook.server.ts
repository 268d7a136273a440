import type Stripe from "stripe";
import { AppError } from "~/utils/errors.server";
import { stripe, webhookSecrets } from "~/utils/stripe.server";
import { applyStripeEvent } from "./apply-stripe-event.server";

const MAX_BODY = 1024 * 1024;

export type WebhookAnswer = { status: number; body: { received: true; outcome: string } | string };

/** The event, when `signature` signs `payload` with one of the endpoint secrets (the local one in local mode). */
function verify(payload: string, signature: string): Stripe.Event | null {
  const sdk = stripe();
  for (const secret of webhookSecrets()) {
    try {
      return sdk.webhooks.constructEvent(payload, signature, secret);
    } catch {
      // the next secret, if any
    }
  }
  return null;
}

/**
 * One webhook delivery, in every mode: a missing, empty or wrong signature, or an empty or oversized
 * body, is 400; a verified event is applied once (200). When Stripe cannot be read to apply it, 503,
 * so that Stripe delivers it again (nothing was recorded).
 */
export async function receiveWebhook(payload: string, signature: string | null): Promise<WebhookAnswer> {
  if (!signature?.trim()) return { status: 400, body: "Missing Stripe-Signature" };
  if (!payload.trim()) return { status: 400, body: "Empty body" };
  if (payload.length > MAX_BODY) return { status: 400, body: "Payload too large" };
  const event = verify(payload, signature);
  if (!event) return { status: 400, body: "Invalid signature" };
  try {
    return { status: 200, body: { received: true, outcome: await applyStripeEvent(event) } };
  } catch (error) {
    if (error instanceof AppError && error.code === "UNAVAILABLE") return { status: 503, body: "Payment provider unavailable, try again" };
    throw error;
  }
}
