import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { useScripted } from "~/components/forms/use-scripted";
import { InvalidLinkView } from "~/components/ui/error-views";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { AgeGroupField, CheckField, DonationField, TextField } from "~/components/website/member-fields";
import { headBoxes, MAX_OTHER_MEMBERS, MEMBER_FORM_MESSAGES, MemberFormSchema } from "~/modules/website/member-form";
import { publicChurch } from "~/modules/website/public-website.server";
import { submitMemberForm } from "~/modules/website/submit-member-form.server";
import { formAction } from "~/utils/form-action.server";
import { countRequest, PUBLIC_FORM_RULE } from "~/utils/rate-limit.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data && "church" in data ? `New Member | ${data.church.name}` : "Invalid Link!" }];

/** The visitor's honeypot: a field people never see; a form that fills it is answered as saved and dropped. */
const HONEYPOT = "website";

export async function loader({ params }: LoaderFunctionArgs) {
  const church = await publicChurch(params.churchId ?? "").catch(() => null);
  if (!church) return data({ invalid: true as const }, { status: 400 });
  return { church };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const church = await publicChurch(params.churchId ?? "").catch(() => null);
  if (!church) return data({ invalid: true as const }, { status: 400 });
  const here = new URL(request.url).pathname;
  return formAction(request, {
    schema: MemberFormSchema,
    failed: MEMBER_FORM_MESSAGES.failed,
    save: async ({ value, formData }) => {
      await countRequest(`member-form:address:${context?.clientIp ?? "unknown"}`, PUBLIC_FORM_RULE);
      if (formData.get(HONEYPOT)) return redirectWithToast(request, here, { type: "success", message: MEMBER_FORM_MESSAGES.submitted });
      const { redirectUrl } = await submitMemberForm(church.id, value);
      if (redirectUrl) return redirect(redirectUrl);
      return redirectWithToast(request, here, { type: "success", message: MEMBER_FORM_MESSAGES.submitted });
    },
  });
}

/** The public new-member form (spec): the primary member, then 'Member N' blocks added one by one; works without JavaScript. */
export default function NewMemberForm() {
  const loaded = useLoaderData<typeof loader>();
  const location = useLocation();
  if ("invalid" in loaded) return <InvalidLinkView title={MEMBER_FORM_MESSAGES.invalidLink} text={MEMBER_FORM_MESSAGES.invalidLinkText} />;
  // A saved form comes back to this address: a new location, so a new, empty form.
  return <MemberForm key={location.key} churchName={loaded.church.name} />;
}

function MemberForm({ churchName }: { churchName: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const scripted = useScripted();
  const [form, fields] = useForm({
    id: "new-member",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: { primaryMember: { headOfHousehold: true }, otherMembers: [] },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MemberFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const primary = fields.primaryMember.getFieldset();
  const others = fields.otherMembers.getFieldList();
  const values = others.map((m) => {
    const f = m.getFieldset();
    return { ageGroup: f.ageGroup.value as string | undefined, headOfHousehold: f.headOfHousehold.value as string | undefined };
  });
  // With JavaScript the boxes follow spec section 4; without, all show and the server says what is wrong.
  const boxes = scripted ? headBoxes(primary.headOfHousehold.value === "on", values) : { primary: true, members: values.map((v) => v.ageGroup !== "CHILD") };
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post" && !navigation.formData?.get("__intent__");
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{churchName}</h1>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold text-slate-900">New Member</h2>
        {/* Enter in a field saves, as the form's main action: the first submit button is the default one, and the block buttons below are submit buttons too. */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          Save Form
        </button>
        <FieldErrors id={form.errorId} errors={form.errors} />
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={HONEYPOT}>Leave this field empty</label>
          <input id={HONEYPOT} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <section className="card grid gap-3 sm:grid-cols-2" aria-label="You">
          <TextField label="Firstname" meta={primary.firstname} autoComplete="given-name" />
          <TextField label="Lastname" meta={primary.lastname} autoComplete="family-name" />
          {boxes.primary ? (
            <div className="sm:col-span-2">
              <CheckField label="Head of Household" meta={primary.headOfHousehold} />
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <TextField label="Address" meta={primary.address} autoComplete="street-address" />
          </div>
          <TextField label="City" meta={primary.city} autoComplete="address-level2" />
          <div className="grid grid-cols-2 gap-3">
            <TextField label="State" meta={primary.state} autoComplete="address-level1" />
            <TextField label="Zip" meta={primary.zip} autoComplete="postal-code" />
          </div>
          <TextField label="Phone" meta={primary.phone} type="tel" autoComplete="tel" />
          <TextField label="Email" meta={primary.email} type="email" autoComplete="email" />
          <TextField label="Date of Birth" meta={primary.dateOfBirth} type="date" autoComplete="bday" />
          <DonationField meta={primary.donationMethod} />
        </section>
        <FieldErrors id={fields.otherMembers.errorId} errors={fields.otherMembers.errors} />
        {others.map((member, i) => {
          const m = member.getFieldset();
          const adult = values[i].ageGroup !== "CHILD";
          return (
            <section key={member.key} className="card grid gap-3 sm:grid-cols-2" aria-label={`Member ${i + 1}`}>
              <div className="flex items-center justify-between sm:col-span-2">
                <h3 className="text-lg font-semibold text-slate-900">Member {i + 1}</h3>
                <button {...form.remove.getButtonProps({ name: fields.otherMembers.name, index: i })} className="btn-secondary btn-small">
                  Remove
                </button>
              </div>
              <div className="sm:col-span-2">
                <AgeGroupField meta={m.ageGroup} />
              </div>
              <TextField label="Firstname" meta={m.firstname} />
              <TextField label="Lastname" meta={m.lastname} />
              {adult && boxes.members[i] ? (
                <div className="sm:col-span-2">
                  <CheckField label="Head of Household" meta={m.headOfHousehold} />
                </div>
              ) : null}
              {adult ? (
                <>
                  <TextField label="Phone" meta={m.phone} type="tel" />
                  <TextField label="Email" meta={m.email} type="email" />
                </>
              ) : null}
              <TextField label="Date of Birth" meta={m.dateOfBirth} type="date" />
              <fieldset className="flex flex-wrap gap-4 sm:col-span-2">
                <legend className="sr-only">Sacraments received</legend>
                <CheckField label="Baptized" meta={m.baptized} />
                <CheckField label="First Communion" meta={m.firstCommunion} />
                <CheckField label="Confirmation" meta={m.confirmation} />
              </fieldset>
            </section>
          );
        })}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {others.length < MAX_OTHER_MEMBERS ? (
            <button {...form.insert.getButtonProps({ name: fields.otherMembers.name, defaultValue: { ageGroup: "ADULT" } })} className="btn-secondary">
              Add Other Family Member
            </button>
          ) : (
            <p className="text-sm text-slate-600">{MEMBER_FORM_MESSAGES.tooManyMembers}</p>
          )}
          <SubmitButton pending={saving} pendingLabel="Saving...">
            Save Form
          </SubmitButton>
        </div>
      </Form>
    </main>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
