import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { YearForm } from "~/components/education/year-form";
import { createYear } from "~/modules/education/years/create-year.server";
import { getCurrentYear } from "~/modules/education/years/get-current-year.server";
import { YearSchema } from "~/modules/education/years/year-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Add School Year | Parish Administration" }];

const YEARS = "/religious-education/years";

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return { hasCurrent: (await getCurrentYear(church.id)) !== null };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return formAction(request, {
    schema: YearSchema,
    save: async ({ value }) => {
      const year = await createYear(church.id, value);
      return redirectWithToast(request, YEARS, { type: "success", message: `School year ${year.yearName} added successfully.` });
    },
  });
}

export default function AddSchoolYear() {
  const { hasCurrent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add School Year</h1>
      <YearForm lastResult={actionData?.result} isCurrent={!hasCurrent} currentNote="This is the first school year: it becomes the current one." cancelTo={YEARS} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
