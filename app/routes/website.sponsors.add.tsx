import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { SponsorForm } from "~/components/website/sponsor-form";
import { IMAGE_RULE } from "~/modules/website/image-rule.server";
import { WEBSITE_MESSAGES, WEBSITE_SPONSORS } from "~/modules/website/options";
import { saveSponsor } from "~/modules/website/save-sponsor.server";
import { SponsorSchema } from "~/modules/website/sponsor-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Sponsor | Website | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: SponsorSchema,
    uploads: { logo: IMAGE_RULE },
    save: async ({ value, files }) => {
      await saveSponsor({ churchId: church.id, values: value, logo: files.logo, userId: user.id });
      return redirectWithToast(request, WEBSITE_SPONSORS, { type: "success", message: WEBSITE_MESSAGES.sponsorAdded });
    },
  });
}

export default function AddSponsor() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Sponsor</h1>
      <SponsorForm lastResult={actionData?.result} cancelTo={WEBSITE_SPONSORS} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
