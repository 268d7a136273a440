import { z } from "zod";
import { formatDate } from "~/utils/dates";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isReadOnly } from "~/utils/billing-access";
import { TRIAL_DAYS, trialDaysLeft } from "./trial";
import { recordAdminAction, type AdminActor } from "~/modules/super-admin/record-action.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const EXTEND_MAX_DAYS = 365;

export const ExtendTrialSchema = z.object({
  churchId: z.string({ error: "Choose a church" }).regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose a church"),
  days: z.coerce.number({ error: "Enter a number of days" }).int("Enter a whole number of days").min(1, "Enter at least 1 day").max(EXTEND_MAX_DAYS, `Enter at most ${EXTEND_MAX_DAYS} days`),
});

/**
 * A super-admin extends a church's trial by `days`: from its end, or from now when it has ended. The
 * local trial row carries it (a new one when Stripe's subscription had replaced it); the church is
 * open again at once.
 */
export async function extendTrial(churchId: string, days: number, now = new Date(), actor?: AdminActor) {
  const church = await db.church.findUnique({ where: { id: churchId }, select: { id: true, name: true } });
  if (!church) throw notFound();
  return db.$transaction(async (tx) => {
    const trial = await tx.subscription.findFirst({ where: { churchId, stripeSubscriptionId: null }, orderBy: { createdAt: "desc" } });
    const from = trial?.trialEnd && trial.trialEnd > now ? trial.trialEnd : now;
    const trialEnd = new Date(from.getTime() + days * DAY_MS);
    if (trial) await tx.subscription.updateMany({ where: { id: trial.id, churchId }, data: { status: "trialing", trialEnd } });
    else await tx.subscription.create({ data: { churchId, status: "trialing", trialEnd } });
    if (actor) await recordAdminAction(actor, "trial extended", `Church ${church.name}`, `${days} day(s), to ${formatDate(trialEnd)}`, tx);
    return trialEnd;
  });
}

/** Every church's trial and access, for the super-admin's list (and the development clock). */
export async function listChurchTrials(search: string | null, now = new Date()) {
  const churches = await db.church.findMany({
    where: search ? { name: { contains: search, mode: "insensitive" } } : {},
    orderBy: { createdAt: "desc" },
    take: 100,
    select: { id: true, name: true, accountId: true, subscriptions: { select: { status: true, trialEnd: true, pastDueSince: true, stripeSubscriptionId: true } } },
  });
  return churches.map((c) => {
    const trialEnds = c.subscriptions.filter((s) => s.status === "trialing" && s.trialEnd).map((s) => s.trialEnd!.getTime());
    const trialEnd = trialEnds.length ? new Date(Math.max(...trialEnds)) : null;
    return {
      id: c.id,
      name: c.name,
      accountId: c.accountId,
      statuses: c.subscriptions.map((s) => s.status),
      trialEnd,
      daysLeft: trialEnd ? trialDaysLeft(trialEnd, now) : null,
      readOnly: isReadOnly(c.subscriptions, now),
    };
  });
}

/**
 * The development clock: puts a church `day` days into its trial (its trial end moves to
 * TRIAL_DAYS - day days from now, a minute less so that day is passed), as if time had passed.
 */
export async function setTrialDay(churchId: string, day: number, now = new Date()) {
  const trialEnd = new Date(now.getTime() + (TRIAL_DAYS - day) * DAY_MS - 60_000);
  const { count } = await db.subscription.updateMany({ where: { churchId, stripeSubscriptionId: null }, data: { status: "trialing", trialEnd } });
  if (count === 0) await db.subscription.create({ data: { churchId, status: "trialing", trialEnd } });
  return trialEnd;
}
