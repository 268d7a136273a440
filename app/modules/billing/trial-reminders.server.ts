import { trialReminderEmail } from "~/emails/templates/trial-reminder";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { queueEmail } from "~/modules/email/queue-email.server";
import { formatDate } from "~/utils/dates";
import { db } from "~/utils/db.server";
import { trialDaysLeft } from "./trial";

const DAY_MS = 24 * 60 * 60 * 1000;
/** An "ended" reminder still goes out when the job runs this late after the end, not later. */
const ENDED_LATE_DAYS = 7;

export type ReminderKind = "7-days" | "3-days" | "1-day" | "ended";

/**
 * The reminder due with `daysLeft` (rounded up, as the banner): the latest threshold reached. A job
 * that runs late sends the one due now, not the ones it missed.
 */
export function dueReminder(daysLeft: number): ReminderKind | null {
  if (daysLeft <= 0) return "ended";
  if (daysLeft <= 1) return "1-day";
  if (daysLeft <= 3) return "3-days";
  if (daysLeft <= 7) return "7-days";
  return null;
}

/** The church's trial, when it has one and nothing paid: the trialing subscription ending last. */
async function openTrial(churchId: string) {
  const subscriptions = await db.subscription.findMany({ where: { churchId }, select: { status: true, trialEnd: true } });
  if (subscriptions.some((s) => s.status === "active" || s.status === "past_due")) return null;
  const ends = subscriptions.filter((s) => s.status === "trialing" && s.trialEnd).map((s) => s.trialEnd!.getTime());
  return ends.length ? new Date(Math.max(...ends)) : null;
}

/** The churches with a trial ending within 7 days, or ended within the last week (what the daily check looks at). */
export async function churchesDueForTrialReminders(now = new Date()): Promise<string[]> {
  const rows = await db.subscription.findMany({
    where: {
      status: "trialing",
      trialEnd: { gte: new Date(now.getTime() - ENDED_LATE_DAYS * DAY_MS), lte: new Date(now.getTime() + 7 * DAY_MS) },
    },
    select: { churchId: true },
    distinct: ["churchId"],
  });
  return rows.map((r) => r.churchId);
}

/**
 * Sends the church's due trial reminder to its staff, once: the TrialReminder row (church, kind,
 * trial end; unique) and the outbox e-mails are written in one transaction, so a second or late
 * run finds the row and sends nothing. A trial extended to a new end gets its reminders again.
 */
export async function sendTrialReminders(churchId: string, now = new Date()): Promise<{ kind: ReminderKind | null; sent: number }> {
  const trialEnd = await openTrial(churchId);
  if (!trialEnd) return { kind: null, sent: 0 };
  const daysLeft = trialDaysLeft(trialEnd, now);
  const kind = dueReminder(daysLeft);
  if (!kind || (kind === "ended" && now.getTime() - trialEnd.getTime() > ENDED_LATE_DAYS * DAY_MS)) return { kind: null, sent: 0 };
  const emailIds = await db.$transaction(async (tx) => {
    const { count } = await tx.trialReminder.createMany({ data: [{ churchId, kind, trialEnd }], skipDuplicates: true });
    if (count === 0) return [];
    const church = await tx.church.findUniqueOrThrow({ where: { id: churchId }, select: { name: true } });
    const staff = await tx.user.findMany({
      where: { churchId, roles: { some: { churchId, role: { in: ["CHURCH_USER", "SCHOOL_USER"] } } } },
      select: { email: true, firstname: true },
      orderBy: { email: "asc" },
    });
    const ids: string[] = [];
    for (const user of staff) {
      ids.push(await queueEmail(tx, churchId, trialReminderEmail({ to: user.email, firstname: user.firstname, churchName: church.name, daysLeft, endsOn: formatDate(trialEnd) })));
    }
    return ids;
  });
  await dispatchEmails(churchId, emailIds);
  return { kind: emailIds.length ? kind : null, sent: emailIds.length };
}
