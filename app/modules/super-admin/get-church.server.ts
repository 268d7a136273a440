import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { subscriptionState } from "./list-churches.server";

/** A church for the super-admin: its state, counts and users. */
export async function getChurchForAdmin(churchId: string) {
  if (!isRecordId(churchId)) throw notFound();
  const church = await db.church.findUnique({
    where: { id: churchId },
    select: {
      id: true,
      name: true,
      accountId: true,
      createdAt: true,
      suspendedAt: true,
      suspendedReason: true,
      // Each counted within the church (a bare `_count` counts every church's rows, then joins).
      _count: { select: { users: { where: { churchId } }, students: { where: { churchId } }, baptisms: { where: { churchId } }, weddings: { where: { churchId } }, funerals: { where: { churchId } } } },
      subscriptions: { select: { status: true, trialEnd: true, stripeSubscriptionId: true }, orderBy: { createdAt: "desc" } },
      users: { select: { id: true, email: true, firstname: true, lastname: true, deactivatedAt: true }, orderBy: { email: "asc" }, take: 50 },
    },
  });
  if (!church) throw notFound();
  const { subscriptions, _count, ...rest } = church;
  return { ...rest, counts: _count, state: subscriptionState(subscriptions) };
}
