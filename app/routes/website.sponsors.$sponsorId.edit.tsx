import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDelete } from "~/components/education/confirm-delete";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { SponsorForm } from "~/components/website/sponsor-form";
import { requirePostedId } from "~/modules/education/edit-page.server";
import { deleteSponsor } from "~/modules/website/delete-sponsor.server";
import { getSponsor } from "~/modules/website/get-sponsor.server";
import { IMAGE_RULE } from "~/modules/website/image-rule.server";
import { WEBSITE_MESSAGES, WEBSITE_SPONSORS } from "~/modules/website/options";
import { saveSponsor } from "~/modules/website/save-sponsor.server";
import { SponsorSchema } from "~/modules/website/sponsor-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Edit ${data?.sponsor.name ?? "Sponsor"} | Parish Administration` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { sponsor: await getSponsor(church.id, params.sponsorId ?? "").catch(orNotFound) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: SponsorSchema,
    uploads: { logo: IMAGE_RULE },
    intents: {
      delete: async (formData) => {
        await deleteSponsor(church.id, requirePostedId(formData, "sponsorId", params.sponsorId, WEBSITE_MESSAGES.sponsorIdRequired));
        return redirectWithToast(request, WEBSITE_SPONSORS, { type: "success", message: WEBSITE_MESSAGES.sponsorDeleted });
      },
    },
    save: async ({ value, files, formData }) => {
      const sponsorId = requirePostedId(formData, "sponsorId", params.sponsorId, WEBSITE_MESSAGES.sponsorIdRequired);
      await saveSponsor({ churchId: church.id, values: value, logo: files.logo, sponsorId, userId: user.id });
      return redirectWithToast(request, WEBSITE_SPONSORS, { type: "success", message: WEBSITE_MESSAGES.sponsorUpdated });
    },
  });
}

export default function EditSponsor() {
  const { sponsor } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Edit Sponsor</h1>
        <ConfirmDelete title="Delete Sponsor" label="Delete Sponsor" text={WEBSITE_MESSAGES.deleteSponsorConfirm(sponsor.name)} fields={{ sponsorId: sponsor.id }} cancelHref={location.pathname} />
      </div>
      <SponsorForm
        key={String(sponsor.updatedAt)}
        lastResult={actionData?.result}
        defaultValue={{ name: sponsor.name, link: sponsor.link ?? "" }}
        sponsorId={sponsor.id}
        logoFileId={sponsor.logoFileId}
        cancelTo={WEBSITE_SPONSORS}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
