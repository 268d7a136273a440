import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { EventForm } from "~/components/website/event-form";
import { EventSchema } from "~/modules/website/event-schema";
import { IMAGE_RULE } from "~/modules/website/image-rule.server";
import { WEBSITE, WEBSITE_MESSAGES } from "~/modules/website/options";
import { saveEvent } from "~/modules/website/save-event.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Event | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: EventSchema,
    uploads: { image: IMAGE_RULE },
    save: async ({ value, files }) => {
      await saveEvent({ churchId: church.id, values: value, image: files.image, userId: user.id });
      return redirectWithToast(request, WEBSITE, { type: "success", message: WEBSITE_MESSAGES.eventAdded });
    },
  });
}

export default function AddEvent() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Event</h1>
      <EventForm lastResult={actionData?.result} defaultValue={{ isPublic: true }} cancelTo={WEBSITE} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
