// Demo data of billing (issue 12). St. Mary stays on its 30-day trial (the banner counts down) and
// has tuition recorded by hand on a few registrations: paid in full, paid in part. St. Joseph pays:
// an active subscription, so its staff never see the banner. Connecting Stripe is left to the demo
// user (Religious Education > Payments), so the local onboarding can be walked through.
import { settleTuition } from "~/modules/billing/settle-tuition.server";
import { db } from "~/utils/db.server";

const DAY = 24 * 3600_000;

const PAYMENTS: { method: string; note: string; share: number; daysAgo: number }[] = [
  { method: "check", note: "Check #1042 from the parents", share: 1, daysAgo: 40 },
  { method: "cash", note: "Paid at the office on registration night", share: 1, daysAgo: 35 },
  { method: "check", note: "First half, check #2210", share: 0.5, daysAgo: 30 },
];

export async function seedBilling(churchId: string, accountId: string, now = new Date()) {
  if (accountId === "10000002") {
    await db.subscription.updateMany({
      where: { churchId, stripeSubscriptionId: null, status: "trialing" },
      data: { status: "active", trialEnd: null, currentPeriodEnd: new Date(now.getTime() + 20 * DAY) },
    });
    return;
  }
  if ((await db.tuitionPayment.count({ where: { churchId } })) > 0) return;
  const registrations = await db.registration.findMany({
    where: { churchId, tuitionCents: { gt: 0 }, paid: false },
    orderBy: { id: "asc" },
    take: PAYMENTS.length,
    select: { id: true, tuitionCents: true },
  });
  await db.$transaction(async (tx) => {
    for (const [i, registration] of registrations.entries()) {
      const p = PAYMENTS[i];
      const paidAt = new Date(now.getTime() - p.daysAgo * DAY);
      await tx.tuitionPayment.create({ data: { churchId, registrationId: registration.id, amountCents: Math.round(registration.tuitionCents * p.share), method: p.method, note: p.note, paidAt } });
      await settleTuition(tx, churchId, registration.id);
    }
  });
}
