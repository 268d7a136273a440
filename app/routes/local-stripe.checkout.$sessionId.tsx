import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/field";
import { PublicLayout } from "~/components/layout/public-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { completeLocalCheckout, getLocalCheckout, requireLocalBilling } from "~/modules/billing/local-stripe.server";
import { orNotFound } from "~/utils/errors.server";
import { safeRedirectPath } from "~/utils/landing";
import { formatCents } from "~/utils/money";

export const meta: MetaFunction = () => [{ title: "Checkout (local billing mode) | Parish Administration" }];

// The local billing mode's stand-in for Stripe's hosted checkout page: like Stripe's, it needs no
// sign-in (a parent pays tuition here too); its address is an unguessable session id.
export async function loader({ params }: LoaderFunctionArgs) {
  requireLocalBilling();
  const session = await getLocalCheckout(params.sessionId ?? "").catch(orNotFound);
  return {
    kind: session.kind,
    churchName: session.church.name,
    complete: session.completedAt !== null,
    amount: session.amountCents !== null ? formatCents(session.amountCents) : null,
    student: session.registration ? `${session.registration.student.firstname} ${session.registration.student.lastname}` : null,
    className: session.registration?.schoolClass.className ?? null,
    cancelUrl: safeRedirectPath(session.cancelUrl) ?? "/",
  };
}

export async function action({ params }: ActionFunctionArgs) {
  requireLocalBilling();
  const session = await completeLocalCheckout(params.sessionId ?? "").catch(orNotFound);
  throw redirect(safeRedirectPath(session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id)) ?? "/");
}

export default function LocalCheckout() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <PublicLayout>
      <h1 className="text-2xl font-bold text-slate-900">{data.kind === "tuition" ? "Pay tuition" : "Subscribe"}</h1>
      <p className="mt-2 text-sm text-slate-600">Local billing mode: no payment provider is configured, so no card is charged.</p>
      <div className="card mt-4 flex flex-col gap-2">
        <p className="font-semibold text-slate-900">{data.churchName}</p>
        {data.kind === "tuition" ? (
          <p>
            Tuition for {data.student} ({data.className}): <strong>{data.amount}</strong>
          </p>
        ) : (
          <p>Parish Administration, monthly subscription</p>
        )}
        {data.complete ? (
          <p role="status" className="text-green-800">
            This checkout is already paid.
          </p>
        ) : (
          <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
            <SubmitButton pending={navigation.state !== "idle"} pendingLabel="Paying...">
              {data.kind === "tuition" ? `Pay ${data.amount}` : "Confirm subscription"}
            </SubmitButton>
            <a href={data.cancelUrl}>Cancel</a>
          </Form>
        )}
      </div>
    </PublicLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
