// Whether a church may change its data, from its subscriptions: the one rule the guard, the shell
// banner, the billing page and the trial job share.

export const GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AccessSubscription = { status: string; trialEnd: Date | null; pastDueSince?: Date | null };

/**
 * Open: an active subscription, a trial not yet ended (free_trial has no end), or a payment past due
 * for less than the grace period. Anything else (a trial ended without paying, cancelled, unpaid,
 * past due too long, no subscription at all) is read-only: pages read, nothing changes.
 */
export function isOpen(subscription: AccessSubscription, now = new Date()): boolean {
  const status = subscription.status.toLowerCase();
  if (status === "active" || status === "free_trial") return true;
  if (status === "trialing") return !subscription.trialEnd || subscription.trialEnd > now;
  if (status === "past_due") return !subscription.pastDueSince || subscription.pastDueSince.getTime() + GRACE_DAYS * DAY_MS > now.getTime();
  return false;
}

export const isReadOnly = (subscriptions: AccessSubscription[], now = new Date()) => !subscriptions.some((s) => isOpen(s, now));

export const READ_ONLY_MESSAGE = "This account is read-only: its free trial has ended or its subscription is not paid. Everything is kept; subscribe in Billing to make changes again.";
