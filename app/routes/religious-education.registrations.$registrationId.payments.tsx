import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { billingGateway } from "~/modules/billing/gateway.server";
import { METHOD_LABELS, PAYMENT_METHODS } from "~/modules/billing/tuition";
import { getTuition, PayTuitionSchema, recordTuitionPayment, RecordPaymentSchema, tuitionCheckoutUrl } from "~/modules/billing/tuition.server";
import { fullName } from "~/modules/education/names";
import { requireChurchContext } from "~/utils/church-context.server";
import { formatDate } from "~/utils/dates";
import { orNotFound } from "~/utils/errors.server";
import { formAction, intent } from "~/utils/form-action.server";
import { centsToInput, formatCents } from "~/utils/money";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Tuition | Religious Education | Parish Administration" }];

const pathOf = (id: string) => `/religious-education/registrations/${id}/payments`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const tuition = await getTuition(church.id, params.registrationId ?? "").catch(orNotFound);
  const sessionId = new URL(request.url).searchParams.get("session_id");
  return {
    returned: Boolean(sessionId),
    local: billingGateway().mode === "local",
    registration: {
      id: tuition.id,
      student: fullName(tuition.student),
      studentId: tuition.student.id,
      className: tuition.schoolClass.className,
      classId: tuition.schoolClass.id,
      yearName: tuition.schoolYear.yearName,
      paid: tuition.paid,
      tuition: formatCents(tuition.tuitionCents),
      paidAmount: formatCents(tuition.paidCents),
      due: formatCents(tuition.dueCents),
      dueInput: centsToInput(tuition.dueCents),
      dueCents: tuition.dueCents,
    },
    payments: tuition.payments.map((p) => ({
      id: p.id,
      date: formatDate(p.paidAt),
      method: METHOD_LABELS[p.method] ?? p.method,
      amount: formatCents(p.amountCents),
      refunded: p.refundedCents ? formatCents(p.refundedCents) : null,
      reference: p.reference,
      note: p.note,
    })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const registrationId = params.registrationId ?? "";
  await getTuition(church.id, registrationId).catch(orNotFound);
  return formAction(request, {
    intents: {
      pay: intent(PayTuitionSchema, async ({ value }) =>
        redirect(await tuitionCheckoutUrl({ id: registrationId, churchId: church.id }, { amountCents: value.amount, returnPath: pathOf(registrationId) })),
      ),
      record: intent(RecordPaymentSchema, async ({ value }) => {
        await recordTuitionPayment(church.id, registrationId, value);
        return redirectWithToast(request, pathOf(registrationId), { type: "success", message: `Payment of ${formatCents(value.amount)} recorded` });
      }),
    },
  });
}

export default function TuitionPayments() {
  const { registration: r, payments, returned, local } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const posted = actionData?.result.initialValue?.intent;
  const errorsOf = (form: string, field: string) => (posted === form ? (actionData?.result.error?.[field] ?? undefined) || undefined : undefined);
  const pending = (form: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === form;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Tuition</h1>
      {returned ? (
        <p role="status" className="card text-green-800">
          Thank you! The payment shows here as soon as the payment provider confirms it.
        </p>
      ) : null}
      <div className="card flex flex-col gap-1 text-sm">
        <p>
          Student: <Link to={`/religious-education/students/${r.studentId}`}>{r.student}</Link> · Class: <Link to={`/religious-education/classes/${r.classId}`}>{r.className}</Link> · {r.yearName}
        </p>
        <p>
          Tuition: <strong>{r.tuition}</strong> · Paid: <strong>{r.paidAmount}</strong> · Due: <strong>{r.due}</strong> ·{" "}
          {r.paid ? <span className="font-semibold text-green-800">Paid</span> : <span className="font-semibold text-red-700">Unpaid</span>}
        </p>
      </div>
      {r.dueCents > 0 ? (
        <Form method="post" className="card flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="pay" />
          <div>
            <label htmlFor="pay-amount" className="label">
              Amount to pay by card
            </label>
            <input id="pay-amount" name="amount" defaultValue={r.dueInput} inputMode="decimal" required className="input w-32" />
            <FieldErrors errors={errorsOf("pay", "amount")} />
          </div>
          <SubmitButton pending={pending("pay")} pendingLabel="Opening checkout...">
            Pay tuition
          </SubmitButton>
          {local ? <p className="w-full text-xs text-slate-500">Local billing mode: the checkout asks for a confirmation and charges no card.</p> : null}
          <div className="w-full">
            <FieldErrors errors={errorsOf("pay", "")} />
          </div>
        </Form>
      ) : null}
      <section aria-labelledby="payments" className="flex flex-col gap-2">
        <h2 id="payments" className="text-lg font-semibold text-slate-900">
          Payments
        </h2>
        {payments.length === 0 ? (
          <p className="text-sm text-slate-600">No payment yet.</p>
        ) : (
          <div className="card overflow-x-auto p-0">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Method</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Refunded</th>
                  <th scope="col">Reference or note</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((p) => (
                  <tr key={p.id}>
                    <td>{p.date}</td>
                    <td>{p.method}</td>
                    <td className="tabular-nums">{p.amount}</td>
                    <td className="tabular-nums">{p.refunded ?? "—"}</td>
                    <td>{p.note ?? p.reference}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <Form method="post" className="card flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Record a payment</h2>
        <input type="hidden" name="intent" value="record" />
        <div className="flex flex-wrap gap-3">
          <div>
            <label htmlFor="record-amount" className="label">
              Amount
            </label>
            <input id="record-amount" name="amount" defaultValue={r.dueCents > 0 ? r.dueInput : ""} inputMode="decimal" required className="input w-32" />
            <FieldErrors errors={errorsOf("record", "amount")} />
          </div>
          <div>
            <label htmlFor="record-method" className="label">
              Paid by
            </label>
            <select id="record-method" name="method" className="input">
              {PAYMENT_METHODS.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex-1">
            <label htmlFor="record-note" className="label">
              Note
            </label>
            <input id="record-note" name="note" required maxLength={500} className="input" placeholder="Check number, who paid..." />
            <FieldErrors errors={errorsOf("record", "note")} />
          </div>
        </div>
        <div>
          <SubmitButton pending={pending("record")} pendingLabel="Saving..." className="btn-secondary">
            Record payment
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
