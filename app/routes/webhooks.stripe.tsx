import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveWebhook } from "~/modules/billing/receive-webhook.server";

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** Stripe's signed events (and the local billing mode's, signed with the local secret): each applied once. */
export async function action({ request }: ActionFunctionArgs) {
  let payload = "";
  try {
    payload = await request.text();
  } catch {
    return new Response("Unreadable body", { status: 400 });
  }
  const { status, body } = await receiveWebhook(payload, request.headers.get("Stripe-Signature"));
  return typeof body === "string" ? new Response(body, { status }) : Response.json(body, { status });
}
