import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { connectAccount, connectStatus } from "~/modules/billing/connect-account.server";
import { PAYMENTS_PAGE } from "~/modules/billing/tuition";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Payments | Religious Education | Parish Administration" }];

// Religious education's payments connection (spec 001: payments/connectedAccount/status and /connect with location).
export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return { status: await connectStatus(church.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return formAction(request, {
    intents: { connect: async (formData) => redirect(await connectAccount(church.id, String(formData.get("location") ?? PAYMENTS_PAGE))) },
  });
}

export default function Payments() {
  const { status } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors = (actionData?.result.error?.[""] ?? undefined) || undefined;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Payments</h1>
      <div className="card flex flex-col gap-3">
        <p className="text-sm text-slate-700">Parents pay tuition by card into the parish's own Stripe account. Connect it once; the money goes straight to the parish.</p>
        <p role="status" className="font-semibold">
          {!status.connected ? "Not connected." : status.chargesEnabled ? "Connected: card payments are enabled." : "Connected, but card payments are not enabled yet: finish the account's setup."}
        </p>
        {status.error ? <p className="text-sm text-amber-900">{status.error}</p> : null}
        {status.chargesEnabled ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="connect" />
            <input type="hidden" name="location" value={PAYMENTS_PAGE} />
            <SubmitButton pending={navigation.state !== "idle"} pendingLabel="Opening Stripe...">
              {status.connected ? "Finish setting up the Stripe account" : "Connect a Stripe account"}
            </SubmitButton>
          </Form>
        )}
        <FieldErrors errors={errors} />
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
