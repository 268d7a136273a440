import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/field";
import { makeYearCurrent } from "~/modules/education/years/make-year-current.server";
import { loadYearsPage } from "~/modules/education/years/years-page.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "School Years | Parish Administration" }];

const YEARS = "/religious-education/years";

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return loadYearsPage(church.id);
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return formAction(request, {
    intents: {
      "make-current": async (formData) => {
        const year = await makeYearCurrent(church.id, String(formData.get("yearId") ?? ""));
        return redirectWithToast(request, YEARS, { type: "success", message: `${year.yearName} is now the current school year.` });
      },
    },
  });
}

export default function SchoolYears() {
  const { years, online } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">School Years</h1>
        <Link to={`${YEARS}/add`} className="btn">
          Add Year
        </Link>
      </div>
      {years.length === 0 ? (
        <p className="card text-sm text-slate-600">No school year yet. The first year you add becomes the current one.</p>
      ) : (
        <div className="card overflow-x-auto p-0">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Year Name</th>
                <th scope="col">Current</th>
                <th scope="col"># of Registrations</th>
                <th scope="col">Online Registration</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {years.map((year) => (
                <tr key={year.id}>
                  <td className="font-medium text-slate-900">{year.yearName}</td>
                  <td>{year.isCurrent ? <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Current</span> : null}</td>
                  <td>{year.registrations}</td>
                  <td>
                    {/* The name starts with the visible word, so a voice user can say what they see. */}
                    <Link to={`${YEARS}/${year.id}/registration`} title={online[year.id]?.label}>
                      {online[year.id] ? (online[year.id].open ? "Open" : "Closed") : "Set up"}
                      <span className="sr-only">{` online registration of ${year.yearName}`}</span>
                    </Link>
                  </td>
                  <td>
                    <div className="flex justify-end gap-2">
                      <Link to={`${YEARS}/${year.id}/edit?from=${encodeURIComponent(YEARS)}`} className="btn-secondary btn-small" aria-label={`Edit ${year.yearName}`}>
                        Edit
                      </Link>
                      {year.isCurrent ? null : (
                        <Form method="post">
                          <input type="hidden" name="intent" value="make-current" />
                          <input type="hidden" name="yearId" value={year.id} />
                          <SubmitButton
                            pending={navigation.state !== "idle" && navigation.formData?.get("yearId") === year.id}
                            pendingLabel="Saving..."
                            className="btn-small"
                          >
                            <span className="sr-only">{year.yearName}: </span>Make Current
                          </SubmitButton>
                        </Form>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
