import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { YearForm } from "~/components/education/year-form";
import { fromOf } from "~/modules/education/edit-page.server";
import { getYear } from "~/modules/education/years/get-year.server";
import { updateYear } from "~/modules/education/years/update-year.server";
import { YearSchema } from "~/modules/education/years/year-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { orNotFound } from "~/utils/errors.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Edit School Year | Parish Administration" }];

const YEARS = "/religious-education/years";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const year = await getYear(church.id, params.yearId ?? "").catch(orNotFound);
  return { year, from: fromOf(request) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return formAction(request, {
    schema: YearSchema,
    save: async ({ value }) => {
      const year = await updateYear(church.id, params.yearId ?? "", value);
      return redirectWithToast(request, fromOf(request) ?? YEARS, { type: "success", message: `School year ${year.yearName} updated successfully.` });
    },
  });
}

export default function EditSchoolYear() {
  const { year, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Edit School Year</h1>
      <YearForm
        lastResult={actionData?.result}
        defaultValue={{ yearName: year.yearName }}
        isCurrent={year.isCurrent}
        currentNote="This is the current school year."
        cancelTo={from ?? YEARS}
      />
      <p className="card text-sm text-slate-700">
        Online registration of this year (dates, tuition, the public link and its QR code):{" "}
        <Link to={`${YEARS}/${year.id}/registration`}>Online Registration settings</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
