import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { stepTitle, useRegistrationLayout } from "~/components/registration/fields";
import { StepErrorBoundary } from "~/components/registration/step-error";
import { doneData, payFromDone } from "~/modules/education/online-registration/done.server";
import { formatMoneyIn } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => stepTitle(matches, "done");

export async function loader({ request, params }: LoaderFunctionArgs) {
  return doneData(request, params.churchAndYearId);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  return data(await payFromDone(request, params.churchAndYearId, form), { status: 409 });
}

/** After sending: what was registered, the total, the e-mail, the portal's sign-in, and 'Pay tuition' when the parish takes cards. */
export default function RegistrationDone() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const { locale } = useRegistrationLayout();
  const { t } = useTranslation("registration");
  if (!loaded) return null;
  const money = (cents: number) => formatMoneyIn(locale, cents);
  const due = loaded.registrations.filter((r) => r.dueCents > 0);
  return (
    <section className="flex flex-col gap-4">
      {loaded.returned ? (
        <p role="status" className={`rounded-md border p-3 ${loaded.returned === "paid" ? "border-green-300 bg-green-50 text-green-900" : "border-amber-300 bg-amber-50 text-amber-900"}`}>
          {loaded.returned === "paid" ? t("done.paid") : t("done.notPaid")}
        </p>
      ) : null}
      {answered?.payFailed ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t("done.payFailed")}
        </p>
      ) : null}
      <h1 className="text-2xl font-bold text-slate-900">{t("done.title")}</h1>
      <p className="text-slate-700">{t("done.pending")}</p>
      <div className="card">
        {loaded.registrations.length ? (
          <>
            <h2 className="text-lg font-semibold text-slate-900">{t("done.registered")}</h2>
            <ul className="mt-2 flex flex-col gap-1">
              {loaded.registrations.map((r) => (
                <li key={r.id} className="flex flex-wrap justify-between gap-2">
                  <span>
                    <span className="font-medium">{r.name}</span> <span className="text-slate-600">({r.className})</span>
                  </span>
                  <span className="tabular-nums">{r.dueCents > 0 ? t("done.due", { amount: money(r.dueCents) }) : r.tuitionCents > 0 ? t("done.fullyPaid") : money(0)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {loaded.skipped.length ? (
          <>
            <h2 className="mt-3 text-lg font-semibold text-slate-900">{t("done.skipped")}</h2>
            <ul className="mt-1 list-disc pl-5">
              {loaded.skipped.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="mt-3 text-lg font-bold" data-testid="done-total">
          {t("done.total", { amount: money(loaded.totalCents) })}
        </p>
      </div>
      <p className="text-slate-700">{loaded.emailed ? t("done.emailSent", { email: loaded.emailed }) : t("done.noEmail")}</p>
      {loaded.payable && due.length ? (
        <div className="card flex flex-col gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{t("done.payTitle")}</h2>
          {due.map((r) => (
            <Form key={r.id} method="post">
              <input type="hidden" name="d" value={loaded.token} />
              <input type="hidden" name="registrationId" value={r.id} />
              <button type="submit" className="btn min-h-11 w-full sm:w-auto">
                {t("done.pay", { name: r.name, amount: money(r.dueCents) })}
              </button>
            </Form>
          ))}
        </div>
      ) : null}
      <div className="card flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t("done.portal")}</h2>
        <p className="text-slate-700">{t("done.portalText")}</p>
        <a href="/login/re/parent" className="btn-secondary min-h-11 self-start">
          {t("done.signIn")}
        </a>
      </div>
    </section>
  );
}

export const ErrorBoundary = StepErrorBoundary;
