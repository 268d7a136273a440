import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { ExtendTrialSchema, extendTrial, listChurchTrials } from "~/modules/billing/extend-trial.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formatDate } from "~/utils/dates";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Trials | Super Admin | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  const search = new URL(request.url).searchParams.get("q")?.trim().slice(0, 200) || null;
  const churches = await listChurchTrials(search);
  return { search: search ?? "", churches: churches.map((c) => ({ ...c, trialEnd: c.trialEnd ? formatDate(c.trialEnd) : null })) };
}

export async function action({ request }: ActionFunctionArgs) {
  // A super-admin works on every church, whatever the state of their own.
  const { user } = await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return formAction(request, {
    schema: ExtendTrialSchema,
    save: async ({ value }) => {
      const trialEnd = await extendTrial(value.churchId, value.days, new Date(), user);
      return redirectWithToast(request, "/super-admin/trials", { type: "success", message: `Trial extended to ${formatDate(trialEnd)}.` });
    },
  });
}

export default function Trials() {
  const { churches, search } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors = actionData?.result.error ? Object.values(actionData.result.error).flat().filter((e): e is string => typeof e === "string") : undefined;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Trials</h1>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="trial-search" className="label">
            Church
          </label>
          <input id="trial-search" name="q" type="search" defaultValue={search} maxLength={200} className="input" />
        </div>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      <FieldErrors errors={errors} />
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Church</th>
              <th scope="col">Status</th>
              <th scope="col">Trial ends</th>
              <th scope="col">Access</th>
              <th scope="col">Extend trial</th>
            </tr>
          </thead>
          <tbody>
            {churches.map((c) => (
              <tr key={c.id}>
                <td className="font-medium text-slate-900">{c.name}</td>
                <td>{c.statuses.join(", ") || "—"}</td>
                <td>{c.trialEnd ? `${c.trialEnd} (${c.daysLeft} days left)` : "—"}</td>
                <td>{c.readOnly ? <span className="font-semibold text-red-700">Read-only</span> : "Open"}</td>
                <td>
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="churchId" value={c.id} />
                    <label htmlFor={`days-${c.id}`} className="sr-only">
                      Days to add for {c.name}
                    </label>
                    <input id={`days-${c.id}`} name="days" type="number" min={1} max={365} defaultValue={14} required className="input w-20" />
                    <SubmitButton pending={navigation.state !== "idle" && navigation.formData?.get("churchId") === c.id} className="btn-small">
                      Extend<span className="sr-only"> the trial of {c.name}</span>
                    </SubmitButton>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
