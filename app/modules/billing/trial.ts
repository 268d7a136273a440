export const TRIAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscriptionLike = { status: string; trialEnd: Date | null };

export const TRIAL_TEXT = "You are currently enjoying a free trial of the product.";

/** Whole days left, rounded up from trial_end (spec: days remaining are rounded up). */
export function trialDaysLeft(trialEnd: Date, now = new Date()): number {
  return Math.max(0, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS));
}

/**
 * The trial banner: shown when a subscription is trialing or free_trial (case-insensitive);
 * the days line only when none is free_trial.
 */
export function trialBanner(subscriptions: SubscriptionLike[], now = new Date()): { text: string; daysLeft: number | null } | null {
  const statuses = subscriptions.map((s) => s.status.toLowerCase());
  const trials = subscriptions.filter((s, i) => statuses[i] === "trialing" || statuses[i] === "free_trial");
  if (trials.length === 0) return null;
  if (statuses.includes("free_trial")) return { text: TRIAL_TEXT, daysLeft: null };
  const ends = trials.map((s) => s.trialEnd?.getTime()).filter((t): t is number => t !== undefined);
  return { text: TRIAL_TEXT, daysLeft: ends.length ? trialDaysLeft(new Date(Math.max(...ends)), now) : null };
}

export const trialEndsText = (days: number) => `Your trial ends in ${days} days`;
