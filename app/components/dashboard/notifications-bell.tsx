import { Link } from "@remix-run/react";
import type { getNotifications } from "~/modules/dashboard/get-notifications.server";

type Notifications = Awaited<ReturnType<typeof getNotifications>>;

/**
 * The dashboard's bell (the spec shows only the icon): what waits for the parish office, each a
 * link to the list that holds it, and the count on the bell. A `<details>` menu: it opens without
 * JavaScript, and with it closes on Escape or a click outside (components/ui/close-popups).
 */
export function NotificationsBell({ notifications }: { notifications: Notifications }) {
  const { toReview, newHouseholds, newMemberDays } = notifications;
  const total = toReview.reduce((n, y) => n + y.count, 0) + newHouseholds;
  const item = "block px-4 py-2 text-sm text-slate-700 no-underline hover:bg-slate-50";
  return (
    <details className="relative" data-popup="menu">
      <summary aria-label={total ? `Notifications: ${total}` : "Notifications"} title="Notifications" className="relative flex cursor-pointer list-none rounded-full p-2 text-slate-600 hover:bg-slate-100">
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 1 0-12 0v3.2c0 .5-.2 1-.6 1.4L4 17h5m6 0a3 3 0 1 1-6 0" />
        </svg>
        {total ? (
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white">
            {total}
          </span>
        ) : null}
      </summary>
      <div className="absolute left-0 z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-md sm:right-0 sm:left-auto border border-slate-200 bg-white py-1 shadow-lg">
        {toReview.map((y) => (
          <Link key={y.yearId} to={`/religious-education/registrations?year=${y.yearId}&online=review`} className={item}>
            Online registrations to review: {y.count} ({y.yearName})
          </Link>
        ))}
        {newHouseholds ? (
          <Link to="/website/public-forms/households" className={item}>
            New-member forms in the last {newMemberDays} days: {newHouseholds}
          </Link>
        ) : null}
        {total ? null : <p className="px-4 py-2 text-sm text-slate-600">Nothing needs your attention.</p>}
      </div>
    </details>
  );
}
