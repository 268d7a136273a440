import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { getBillingPage } from "~/modules/billing/get-billing-page.server";
import { openBillingPortal, startSubscriptionCheckout } from "~/modules/billing/subscribe.server";
import { READ_ONLY_MESSAGE } from "~/utils/billing-access";
import { requireChurchContext } from "~/utils/church-context.server";
import { formatDate } from "~/utils/dates";
import { formAction } from "~/utils/form-action.server";
import { formatCents } from "~/utils/money";
import { AREA_ROLES, hasAnyRole } from "~/utils/roles";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Subscriptions | Parish Administration" }];

// Paying and the card are the church's business: church staff only (school users see the page).
const PAYERS = AREA_ROLES.churchStaff;

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireChurchContext(request, { roles: AREA_ROLES.billing });
  const page = await getBillingPage(context.church.id, new URL(request.url).searchParams);
  const day = (d: Date | null) => (d ? formatDate(d) : null);
  return {
    ...page,
    canPay: hasAnyRole(context.roles, PAYERS),
    subscriptions: page.subscriptions.map((s) => ({ ...s, trialEnd: day(s.trialEnd), renews: day(s.renews) })),
    overview: page.overview
      ? {
          card: page.overview.card,
          upcoming: page.overview.upcoming ? { date: formatDate(page.overview.upcoming.date), amount: formatCents(page.overview.upcoming.amountCents) } : null,
          invoices: page.overview.invoices.map((i) => ({ ...i, date: formatDate(i.date), amount: formatCents(i.amountCents) })),
        }
      : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  // Paying must work while the account is read-only.
  const context = await requireChurchContext(request, { roles: AREA_ROLES.billing, whileReadOnly: true });
  if (!hasAnyRole(context.roles, PAYERS)) throw new Response("Only church staff may change the subscription.", { status: 403 });
  return formAction(request, {
    intents: {
      subscribe: async () => redirect(await startSubscriptionCheckout(context.church.id)),
      manage: async () => redirect(await openBillingPortal(context.church.id)),
    },
  });
}

const STATUS_LABELS: Record<string, string> = {
  trialing: "Free trial",
  free_trial: "Free trial",
  trial_ended: "Trial ended",
  active: "Active",
  past_due: "Past due",
  canceled: "Canceled",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
};

const CHECKOUT_MESSAGES = {
  paid: "Thank you! Your payment was received. Your subscription is active as soon as the payment provider confirms it (usually within a minute).",
  processing: "Your payment is being processed. This page shows the subscription once the payment provider confirms it.",
  cancelled: "Checkout was cancelled. Nothing was charged.",
  unknown: "We could not find that checkout. If you paid, your subscription appears here once the payment provider confirms it.",
};

export default function Subscriptions() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const errors = (actionData && "result" in actionData ? actionData.result.error?.[""] : undefined) ?? undefined;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Subscriptions</h1>
      {data.checkout ? (
        <p role="status" className={`card ${data.checkout === "paid" ? "text-green-800" : "text-slate-700"}`}>
          {CHECKOUT_MESSAGES[data.checkout]}
        </p>
      ) : null}
      {data.readOnly ? (
        <p role="alert" className="card border-red-200 bg-red-50 text-red-900">
          {READ_ONLY_MESSAGE}
        </p>
      ) : null}
      {data.mode === "local" ? (
        <p className="text-sm text-slate-600">Local billing mode: no payment provider is configured, so subscribing asks for a confirmation and charges no card.</p>
      ) : null}
      {data.subscriptions.length === 0 ? (
        <p className="card text-slate-600">This account has no subscription yet.</p>
      ) : (
        <div className="card overflow-x-auto p-0">
          <table className="min-w-full text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="px-4 py-2">Plan</th>
                <th className="px-4 py-2">Status</th>
                <th className="px-4 py-2">Trial ends</th>
                <th className="px-4 py-2">Renews</th>
              </tr>
            </thead>
            <tbody>
              {data.subscriptions.map((s) => (
                <tr key={s.id} className="border-t border-slate-100">
                  <td className="px-4 py-2">{s.plan}</td>
                  <td className="px-4 py-2 font-medium">{STATUS_LABELS[s.status.toLowerCase()] ?? s.status}</td>
                  <td className="px-4 py-2">{s.trialEnd ? `${s.trialEnd} (${s.daysLeft} days left)` : "—"}</td>
                  <td className="px-4 py-2">{s.renews ? `${s.renews}${s.cancelAtPeriodEnd ? " (cancels then)" : ""}` : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.canPay ? (
        <div className="flex flex-wrap gap-3">
          {data.subscribed ? null : (
            <Form method="post">
              <input type="hidden" name="intent" value="subscribe" />
              <SubmitButton pending={pending("subscribe")} pendingLabel="Opening checkout...">
                Subscribe
              </SubmitButton>
            </Form>
          )}
          {data.hasCustomer ? (
            <Form method="post">
              <input type="hidden" name="intent" value="manage" />
              <SubmitButton pending={pending("manage")} className="btn-secondary">
                Manage card and subscription
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-600">Church staff can subscribe and manage the card on file.</p>
      )}
      <FieldErrors errors={errors} />
      {data.overviewError ? <p className="card text-amber-900">{data.overviewError}</p> : null}
      {data.overview ? (
        <section aria-labelledby="invoices" className="flex flex-col gap-3">
          <h2 id="invoices" className="text-lg font-semibold text-slate-900">
            Invoices
          </h2>
          <p className="text-sm text-slate-700">
            Card on file: {data.overview.card ? `${data.overview.card.brand} ending in ${data.overview.card.last4} (expires ${data.overview.card.expMonth}/${data.overview.card.expYear})` : "none"}
          </p>
          <p className="text-sm text-slate-700">Next invoice: {data.overview.upcoming ? `${data.overview.upcoming.amount} on ${data.overview.upcoming.date}` : "none"}</p>
          {data.overview.invoices.length === 0 ? (
            <p className="text-sm text-slate-600">No invoices yet.</p>
          ) : (
            <div className="card overflow-x-auto p-0">
              <table className="min-w-full text-sm">
                <thead className="bg-slate-50 text-left text-slate-600">
                  <tr>
                    <th className="px-4 py-2">Date</th>
                    <th className="px-4 py-2">Number</th>
                    <th className="px-4 py-2">Amount</th>
                    <th className="px-4 py-2">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {data.overview.invoices.map((i) => (
                    <tr key={i.id} className="border-t border-slate-100">
                      <td className="px-4 py-2">{i.date}</td>
                      <td className="px-4 py-2">{i.url ? <a href={i.url}>{i.number ?? i.id}</a> : (i.number ?? i.id)}</td>
                      <td className="px-4 py-2">{i.amount}</td>
                      <td className="px-4 py-2">{i.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
