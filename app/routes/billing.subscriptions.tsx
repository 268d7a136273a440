import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getSubscriptions } from "~/modules/billing/get-subscriptions.server";
import { trialDaysLeft } from "~/modules/billing/trial";
import { requireChurchContext } from "~/utils/church-context.server";
import { formatDate } from "~/utils/dates";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Subscriptions | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.billing });
  const subscriptions = await getSubscriptions(church.id);
  return {
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      status: s.status,
      trialEnd: s.trialEnd ? formatDate(s.trialEnd) : null,
      daysLeft: s.trialEnd ? trialDaysLeft(s.trialEnd) : null,
      renews: s.currentPeriodEnd ? formatDate(s.currentPeriodEnd) : null,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    })),
  };
}

const STATUS_LABELS: Record<string, string> = {
  trialing: "Free trial",
  free_trial: "Free trial",
  active: "Active",
  past_due: "Past due",
  canceled: "Canceled",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
};

export default function Subscriptions() {
  const { subscriptions } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Subscriptions</h1>
      {subscriptions.length === 0 ? (
        <p className="card text-slate-600">This account has no subscription yet.</p>
      ) : (
        <div className="card overflow-x-auto p-0">
          <table className="min-w-full text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="px-4 py-2">Status</th>
                <th className="px-4 py-2">Trial ends</th>
                <th className="px-4 py-2">Renews</th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((s) => (
                <tr key={s.id} className="border-t border-slate-100">
                  <td className="px-4 py-2 font-medium">{STATUS_LABELS[s.status.toLowerCase()] ?? s.status}</td>
                  <td className="px-4 py-2">{s.trialEnd ? `${s.trialEnd} (${s.daysLeft} days left)` : "—"}</td>
                  <td className="px-4 py-2">{s.renews ? `${s.renews}${s.cancelAtPeriodEnd ? " (cancels then)" : ""}` : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm text-slate-600">Card payments are handled by our payment provider. To subscribe or change your plan, contact support@parish-admin.app.</p>
    </div>
  );
}
