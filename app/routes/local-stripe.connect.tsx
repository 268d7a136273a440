import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/field";
import { PublicLayout } from "~/components/layout/public-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { finishLocalOnboarding, requireLocalBilling } from "~/modules/billing/local-stripe.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { safeRedirectPath } from "~/utils/landing";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Connect a Stripe account (local billing mode) | Parish Administration" }];

const BACK = "/religious-education/payments";

// The local billing mode's stand-in for Stripe's Connect onboarding.
export async function loader({ request }: LoaderFunctionArgs) {
  requireLocalBilling();
  await requireChurchContext(request, { roles: AREA_ROLES.education });
  const params = new URL(request.url).searchParams;
  return { account: params.get("account") ?? "", back: safeRedirectPath(params.get("return")) ?? BACK };
}

export async function action({ request }: ActionFunctionArgs) {
  requireLocalBilling();
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const form = await request.formData();
  await finishLocalOnboarding(church.id, String(form.get("account") ?? "")).catch(() => {
    throw new Response("Not Found", { status: 404 });
  });
  throw redirect(safeRedirectPath(String(form.get("return") ?? "")) ?? BACK);
}

export default function LocalConnect() {
  const { account, back } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <PublicLayout>
      <h1 className="text-2xl font-bold text-slate-900">Connect a Stripe account</h1>
      <p className="mt-2 text-sm text-slate-600">Local billing mode: no payment provider is configured, so there is nothing to fill in. Finishing enables card payments for tuition.</p>
      <Form method="post" className="card mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="account" value={account} />
        <input type="hidden" name="return" value={back} />
        <SubmitButton pending={navigation.state !== "idle"} pendingLabel="Finishing...">
          Finish setup
        </SubmitButton>
        <a href={back}>Cancel</a>
      </Form>
    </PublicLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
