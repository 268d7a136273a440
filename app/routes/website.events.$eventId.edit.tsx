import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDelete } from "~/components/education/confirm-delete";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { EventForm } from "~/components/website/event-form";
import { requirePostedId } from "~/modules/education/edit-page.server";
import { deleteEvent } from "~/modules/website/delete-event.server";
import { EventSchema } from "~/modules/website/event-schema";
import { eventFormTimes } from "~/modules/website/event-time";
import { getEvent } from "~/modules/website/get-event.server";
import { IMAGE_RULE } from "~/modules/website/image-rule.server";
import { WEBSITE, WEBSITE_MESSAGES } from "~/modules/website/options";
import { saveEvent } from "~/modules/website/save-event.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Edit ${data?.event.title ?? "Event"} | Parish Administration` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  const event = await getEvent(church.id, params.eventId ?? "").catch(orNotFound);
  return { event };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: EventSchema,
    uploads: { image: IMAGE_RULE },
    intents: {
      delete: async (formData) => {
        await deleteEvent(church.id, requirePostedId(formData, "eventId", params.eventId, WEBSITE_MESSAGES.eventIdRequired));
        return redirectWithToast(request, WEBSITE, { type: "success", message: WEBSITE_MESSAGES.eventDeleted });
      },
    },
    save: async ({ value, files, formData }) => {
      const eventId = requirePostedId(formData, "eventId", params.eventId, WEBSITE_MESSAGES.eventIdRequired);
      await saveEvent({ churchId: church.id, values: value, image: files.image, eventId, userId: user.id });
      return redirectWithToast(request, WEBSITE, { type: "success", message: WEBSITE_MESSAGES.eventUpdated });
    },
  });
}

export default function EditEvent() {
  const { event } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Edit Event</h1>
        <ConfirmDelete title="Delete Event" label="Delete Event" text={WEBSITE_MESSAGES.deleteEventConfirm(event.title)} fields={{ eventId: event.id }} cancelHref={location.pathname} />
      </div>
      <EventForm
        key={String(event.updatedAt)}
        lastResult={actionData?.result}
        defaultValue={{ title: event.title, ...eventFormTimes(event.startsAt, event.endsAt), place: event.place ?? "", description: event.description ?? "", isPublic: event.isPublic }}
        eventId={event.id}
        imageFileId={event.imageFileId}
        cancelTo={WEBSITE}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
