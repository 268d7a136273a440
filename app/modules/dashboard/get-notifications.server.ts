import { countOnlineRegistrationsToReview } from "~/modules/education/home/online-registrations-to-review.server";
import { db } from "~/utils/db.server";

/** The days back the bell counts new-member forms over. */
export const NEW_MEMBER_DAYS = 7;

/**
 * What the dashboard's bell lists (the spec shows only the icon): the online registrations waiting
 * for the office's review, by school year, and the families that sent the new-member form in the
 * last NEW_MEMBER_DAYS days.
 */
export async function getNotifications(churchId: string, now = new Date()) {
  const since = new Date(now.getTime() - NEW_MEMBER_DAYS * 24 * 3600_000);
  const [toReview, newHouseholds] = await Promise.all([countOnlineRegistrationsToReview(churchId), db.household.count({ where: { churchId, createdAt: { gte: since } } })]);
  return { toReview, newHouseholds, newMemberDays: NEW_MEMBER_DAYS };
}
