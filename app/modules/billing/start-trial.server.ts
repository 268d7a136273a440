import type { Tx } from "~/utils/db.server";
import { TRIAL_DAYS } from "./trial";

/** The local trial of a new account; Stripe, when connected, takes over through webhooks. */
export function startTrial(tx: Tx, churchId: string, now = new Date()) {
  return tx.subscription.create({
    data: { churchId, status: "trialing", trialEnd: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000) },
  });
}
