import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { PublicLayout } from "~/components/layout/public-layout";
import { listChurchTrials, setTrialDay } from "~/modules/billing/extend-trial.server";
import { requireDevOutbox } from "~/modules/email/dev-outbox.server";
import { enqueue } from "~/jobs/enqueue.server";
import { trialReminderJob } from "~/jobs/trial-reminders";
import { formatDateTime } from "~/utils/dates";

export const meta: MetaFunction = () => [{ title: "Trial clock (development) | Parish Administration" }];

// Development only (like /dev/outbox): move a church's trial clock to see the reminders (read them
// in /dev/outbox) and the read-only state, with the worker running.
export async function loader({ request }: LoaderFunctionArgs) {
  requireDevOutbox();
  const churches = await listChurchTrials(new URL(request.url).searchParams.get("q"));
  return { churches: churches.map((c) => ({ ...c, trialEnd: c.trialEnd ? formatDateTime(c.trialEnd) : null })) };
}

export async function action({ request }: ActionFunctionArgs) {
  requireDevOutbox();
  const form = await request.formData();
  const churchId = String(form.get("churchId") ?? "");
  const day = Number(form.get("day"));
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(churchId) || !Number.isInteger(day) || day < 0 || day > 60) throw new Response("Bad Request", { status: 400 });
  await setTrialDay(churchId, day);
  // The worker sends the reminder due now (and each only once).
  await enqueue(trialReminderJob, { churchId }, { singletonKey: churchId }).catch((error) => console.error("trial-reminder not enqueued", error));
  throw redirect("/dev/trial-clock");
}

export default function TrialClock() {
  const { churches } = useLoaderData<typeof loader>();
  return (
    <PublicLayout narrow={false}>
      <h1 className="text-2xl font-bold text-slate-900">Trial clock</h1>
      <p className="mt-1 text-sm text-slate-600">
        Development only. Put a church some days into its 30-day trial (23, 27, 29 and 30 send the reminders; 30 makes it read-only), then read the e-mails in <a href="/dev/outbox">the outbox</a>.
      </p>
      <ul className="card mt-4 divide-y divide-slate-100 p-0">
        {churches.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <span>
              <strong>{c.name}</strong> · {c.trialEnd ? `trial ends ${c.trialEnd} (${c.daysLeft} days left)` : "no trial"} · {c.readOnly ? "read-only" : "open"}
            </span>
            <Form method="post" className="flex items-center gap-2">
              <input type="hidden" name="churchId" value={c.id} />
              <label htmlFor={`day-${c.id}`} className="text-sm">
                Day of trial
              </label>
              <input id={`day-${c.id}`} name="day" type="number" min={0} max={60} defaultValue={23} className="input w-20" />
              <button type="submit" className="btn-small btn">
                Move clock
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </PublicLayout>
  );
}
