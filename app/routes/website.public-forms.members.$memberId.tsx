import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { FieldErrors } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { AgeGroupField, CheckField, TextField } from "~/components/website/member-fields";
import { dateInput } from "~/modules/parish/wall-clock";
import { getMember } from "~/modules/website/get-member.server";
import { MemberSchema } from "~/modules/website/household-schema";
import { WEBSITE_MESSAGES } from "~/modules/website/options";
import { saveMember } from "~/modules/website/save-member.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? `${data.member.firstname} ${data.member.lastname}` : "Member"} | Parish Administration` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { member: await getMember(church.id, params.memberId ?? "").catch(orNotFound) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: MemberSchema,
    save: async ({ value }) => {
      const { householdId } = await saveMember(church.id, params.memberId ?? "", value);
      return redirectWithToast(request, `/website/public-forms/households/${householdId}`, { type: "success", message: WEBSITE_MESSAGES.memberUpdated });
    },
  });
}

/** Editing a member (spec: PATCH /forms/members/member/{id}). */
export default function EditMember() {
  const { member } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const household = `/website/public-forms/households/${member.householdId}`;
  const [form, fields] = useForm({
    id: "member",
    lastResult: actionData?.result,
    defaultValue: {
      ageGroup: member.ageGroup,
      firstname: member.firstname,
      lastname: member.lastname,
      headOfHousehold: member.headOfHousehold,
      phone: member.phone ?? "",
      email: member.email ?? "",
      dateOfBirth: member.dateOfBirth ? dateInput(member.dateOfBirth) : "",
      baptized: member.baptized,
      firstCommunion: member.firstCommunion,
      confirmation: member.confirmation,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MemberSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to={household}>Household</Link> <span aria-hidden="true">›</span>{" "}
        <span aria-current="page">
          {member.firstname} {member.lastname}
        </span>
      </nav>
      <Form method="post" {...getFormProps(form)} className="card grid gap-3 sm:grid-cols-2" aria-labelledby="member-edit">
        <h2 id="member-edit" className="text-xl font-semibold text-slate-900 sm:col-span-2">
          Edit Member
        </h2>
        <div className="sm:col-span-2">
          <FieldErrors id={form.errorId} errors={form.errors} />
          <AgeGroupField meta={fields.ageGroup} />
        </div>
        <TextField label="Firstname" meta={fields.firstname} />
        <TextField label="Lastname" meta={fields.lastname} />
        <div className="sm:col-span-2">
          <CheckField label="Head of Household" meta={fields.headOfHousehold} />
          <p className="text-xs text-slate-500">A household has one head: checking it here takes it from the current head.</p>
        </div>
        <TextField label="Phone" meta={fields.phone} type="tel" />
        <TextField label="Email" meta={fields.email} type="email" />
        <TextField label="Date of Birth" meta={fields.dateOfBirth} type="date" />
        <fieldset className="flex flex-wrap gap-4 sm:col-span-2">
          <legend className="label">Sacraments received</legend>
          <CheckField label="Baptized" meta={fields.baptized} />
          <CheckField label="First Communion" meta={fields.firstCommunion} />
          <CheckField label="Confirmation" meta={fields.confirmation} />
        </fieldset>
        <div className="sm:col-span-2">
          <SaveOrCancel cancelTo={household} saving={navigation.state === "submitting"} />
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
