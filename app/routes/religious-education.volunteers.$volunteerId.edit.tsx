import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageError } from "~/components/education/people-form";
import { StaffForm, staffValues } from "~/components/education/staff-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { fromOf, postedRecordId } from "~/modules/education/edit-page.server";
import { getVolunteer } from "~/modules/education/people/get-volunteer.server";
import { fullName } from "~/modules/education/names";
import { MESSAGES } from "~/modules/education/options";
import { StaffSchema } from "~/modules/education/people/person-schema";
import { updateVolunteer } from "~/modules/education/people/update-volunteer.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit Volunteer | Parish Administration" }];

const LIST = "/religious-education/volunteers";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const volunteer = await getVolunteer(church.id, params.volunteerId ?? "").catch(orNotFound);
  return { volunteer, from: fromOf(request) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: StaffSchema });
  const volunteerId = postedRecordId(formData, "volunteerId", params.volunteerId);
  // The spec has no message of its own for volunteers.
  if (!volunteerId) return data({ result: submission.reply(), pageError: MESSAGES.invalidRequest }, { status: 400 });
  if (submission.status !== "success") return data({ result: submission.reply(), pageError: null }, { status: 400 });
  await updateVolunteer(church.id, volunteerId, submission.value).catch(orNotFound);
  return redirectWithToast(request, fromOf(request) ?? LIST, { type: "success", message: "Volunteer saved successfully" });
}

export default function EditVolunteer() {
  const { volunteer, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Edit Volunteer: {fullName(volunteer)}</h1>
      <PageError message={actionData?.pageError} />
      <StaffForm
        lastResult={actionData?.result}
        id={{ name: "volunteerId", value: volunteer.id }}
        defaultValue={staffValues(volunteer)}
        cancelTo={from ?? LIST}
      />
      <section aria-labelledby="classes-title" className="card flex flex-col gap-3">
        <h2 id="classes-title" className="text-lg font-semibold text-slate-900">
          Classes
        </h2>
        {volunteer.classes.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm">
            {volunteer.classes.map((c) => (
              <li key={c.id}>
                <Link to={`/religious-education/classes/${c.id}`}>{c.className}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">Not volunteering in any class.</p>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
