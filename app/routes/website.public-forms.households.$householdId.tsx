import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { DonationField, TextField } from "~/components/website/member-fields";
import { shortDate } from "~/modules/parish/wall-clock";
import { getHousehold } from "~/modules/website/get-household.server";
import { HouseholdSchema } from "~/modules/website/household-schema";
import { WEBSITE_MESSAGES } from "~/modules/website/options";
import { saveHousehold } from "~/modules/website/save-household.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Household | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { household: await getHousehold(church.id, params.householdId ?? "").catch(orNotFound) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: HouseholdSchema,
    save: async ({ value }) => {
      const { id } = await saveHousehold(church.id, params.householdId ?? "", value);
      return redirectWithToast(request, `/website/public-forms/households/${id}`, { type: "success", message: WEBSITE_MESSAGES.householdUpdated });
    },
  });
}

/** A household (spec: GET and PATCH /forms/members/household/{id}): its members, and the family's address and contact to edit. */
export default function Household() {
  const { household } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "household",
    lastResult: actionData?.result,
    defaultValue: {
      address: household.address ?? "",
      city: household.city ?? "",
      state: household.state ?? "",
      zip: household.zip ?? "",
      phone: household.phone ?? "",
      email: household.email ?? "",
      donationMethod: household.donationMethod ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: HouseholdSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const head = household.members.find((m) => m.headOfHousehold) ?? household.members[0];
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/website/public-forms/households">Heads of Households</Link> <span aria-hidden="true">›</span> <span aria-current="page">{head ? `${head.firstname} ${head.lastname}` : "Household"}</span>
      </nav>
      <section aria-labelledby="household-members" className="flex flex-col gap-3">
        <h2 id="household-members" className="text-xl font-semibold text-slate-900">
          Members
        </h2>
        <div className="card overflow-x-auto p-0">
          <table className="table">
            <caption className="sr-only">Members of the household, the head first</caption>
            <thead>
              <tr>
                <th>Name</th>
                <th>Age Group</th>
                <th className="hidden sm:table-cell">Date of Birth</th>
                <th className="hidden sm:table-cell">Sacraments</th>
                <th>
                  <span className="sr-only">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {household.members.map((m) => (
                <tr key={m.id}>
                  <td className="font-medium text-slate-900">
                    {m.firstname} {m.lastname}
                    {m.headOfHousehold ? <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">Head</span> : null}
                  </td>
                  <td>{m.ageGroup === "ADULT" ? "Adult" : "Child"}</td>
                  <td className="hidden sm:table-cell">{m.dateOfBirth ? shortDate(m.dateOfBirth) : ""}</td>
                  <td className="hidden sm:table-cell">
                    {[m.baptized && "Baptized", m.firstCommunion && "First Communion", m.confirmation && "Confirmation"].filter(Boolean).join(", ") || "—"}
                  </td>
                  <td>
                    <Link to={`/website/public-forms/members/${m.id}`} aria-label={`Edit ${m.firstname} ${m.lastname}`}>
                      Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-slate-500">Sent through the form on {shortDate(household.createdAt)}.</p>
      </section>
      <Form method="post" {...getFormProps(form)} className="card grid gap-3 sm:grid-cols-2" aria-labelledby="household-edit">
        <h2 id="household-edit" className="text-xl font-semibold text-slate-900 sm:col-span-2">
          Address and Contact
        </h2>
        <div className="sm:col-span-2">
          <FieldErrors id={form.errorId} errors={form.errors} />
          <TextField label="Address" meta={fields.address} />
        </div>
        <TextField label="City" meta={fields.city} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label="State" meta={fields.state} />
          <TextField label="Zip" meta={fields.zip} />
        </div>
        <TextField label="Phone" meta={fields.phone} type="tel" />
        <TextField label="Email" meta={fields.email} type="email" />
        <DonationField meta={fields.donationMethod} />
        <div className="flex items-end justify-end sm:col-span-2">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
            Save
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
