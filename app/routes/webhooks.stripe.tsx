import type { ActionFunctionArgs } from "@remix-run/node";
import { applyStripeEvent } from "~/modules/billing/apply-stripe-event.server";
import { env } from "~/utils/env.server";
import { stripe } from "~/utils/stripe.server";

const MAX_BODY = 1024 * 1024;

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** Stripe's signed events: verified against STRIPE_WEBHOOK_SECRET, each applied once. */
export async function action({ request }: ActionFunctionArgs) {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) return new Response("Stripe webhooks are not configured", { status: 404 });
  const signature = request.headers.get("Stripe-Signature");
  if (!signature) return new Response("Missing Stripe-Signature", { status: 400 });
  const body = await request.text();
  if (body.length > MAX_BODY) return new Response("Payload too large", { status: 413 });
  let event;
  try {
    event = stripe().webhooks.constructEvent(body, signature, secret);
  } catch {
    return new Response("Invalid signature", { status: 400 });
  }
  const outcome = await applyStripeEvent(event);
  return Response.json({ received: true, outcome });
}
