import { formatDate } from "~/utils/dates";
import { db, type Prisma } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";

export const ADMIN_PAGE_SIZE = 25;

/** Churches whose name or account id holds the text (every church for none). */
export const churchSearch = (q: string | undefined): Prisma.ChurchWhereInput => (q ? { OR: [{ name: { contains: q, mode: "insensitive" } }, { accountId: { contains: q } }] } : {});

/** Every church (search by name or account id), newest first, with its users and students counted and its subscriptions. */
export async function listChurches(input: { q?: string; page?: number }) {
  const where = churchSearch(input.q?.trim());
  const total = await db.church.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, input.page, ADMIN_PAGE_SIZE);
  const rows = await db.church.findMany({
    where,
    select: {
      id: true,
      name: true,
      accountId: true,
      createdAt: true,
      suspendedAt: true,
      _count: { select: { users: true, students: true } },
      subscriptions: { select: { status: true, trialEnd: true, stripeSubscriptionId: true }, orderBy: { createdAt: "desc" } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip,
    take,
  });
  const churches = rows.map(({ _count, subscriptions, ...c }) => ({ ...c, users: _count.users, students: _count.students, state: subscriptionState(subscriptions) }));
  return { churches, total, page, pageCount };
}

/** In words: "Subscribed (active)", "Trial until 12/24/2026", "Trial ended", or "No subscription". */
export function subscriptionState(subscriptions: { status: string; trialEnd: Date | null; stripeSubscriptionId: string | null }[], now = new Date()) {
  const paid = subscriptions.find((s) => s.stripeSubscriptionId && ["active", "trialing", "past_due"].includes(s.status));
  if (paid) return `Subscribed (${paid.status.replace("_", " ")})`;
  const trial = subscriptions.find((s) => s.status === "trialing" && s.trialEnd);
  if (trial) return trial.trialEnd! > now ? `Trial until ${formatDate(trial.trialEnd!)}` : "Trial ended";
  return subscriptions.length ? `Subscription ${subscriptions[0].status}` : "No subscription";
}
