import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/field";
import { PublicLayout } from "~/components/layout/public-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { cancelLocalSubscriptions, requireLocalBilling } from "~/modules/billing/local-stripe.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { safeRedirectPath } from "~/utils/landing";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Billing portal (local billing mode) | Parish Administration" }];

const BACK = "/billing/subscriptions";

// The local billing mode's stand-in for Stripe's billing portal: cancel the subscription.
export async function loader({ request }: LoaderFunctionArgs) {
  requireLocalBilling();
  await requireChurchContext(request, { roles: AREA_ROLES.churchStaff, whileReadOnly: true });
  return { back: safeRedirectPath(new URL(request.url).searchParams.get("return")) ?? BACK };
}

export async function action({ request }: ActionFunctionArgs) {
  requireLocalBilling();
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff, whileReadOnly: true });
  await cancelLocalSubscriptions(church.id);
  throw redirect(BACK);
}

export default function LocalPortal() {
  const { back } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <PublicLayout>
      <h1 className="text-2xl font-bold text-slate-900">Manage card and subscription</h1>
      <p className="mt-2 text-sm text-slate-600">Local billing mode: there is no card on file. You can cancel the subscription here.</p>
      <Form method="post" className="card mt-4 flex flex-wrap items-center gap-3">
        <SubmitButton pending={navigation.state !== "idle"} pendingLabel="Cancelling..." className="btn-danger">
          Cancel subscription
        </SubmitButton>
        <a href={back}>Return to Billing</a>
      </Form>
    </PublicLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
