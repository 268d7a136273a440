import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, SubmitButton } from "~/components/forms/field";
import { PublicLayout } from "~/components/layout/public-layout";
import { registerChurch } from "~/modules/auth/register-church.server";
import { RegisterSchema } from "~/modules/auth/schema";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { getOptionalContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { landingPath } from "~/utils/landing";

export const meta: MetaFunction = () => [{ title: "Start your free trial | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await getOptionalContext(request);
  if (context) throw redirect(landingPath({ moduleOnLogin: context.user.moduleOnLogin, roles: context.roles }));
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  return formAction(request, {
    schema: RegisterSchema,
    hideFields: ["password", "confirmPassword"],
    save: async ({ value }) => {
      const { church, emailId } = await registerChurch(value);
      await dispatchEmails(church.id, [emailId]);
      throw redirect("/login?registered=1");
    },
  });
}

export default function Register() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(RegisterSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const submitting = navigation.state === "submitting";
  return (
    <PublicLayout>
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">Start your 30-day free trial</h1>
        <p className="mt-1 text-sm text-slate-600">Create your parish account. No card needed during the trial.</p>
        <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
          <FieldErrors id={form.errorId} errors={form.errors} />
          <Field label="Parish name" meta={fields.churchName} autoComplete="organization" />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label="First name" meta={fields.firstname} autoComplete="given-name" />
            <Field label="Last name" meta={fields.lastname} autoComplete="family-name" />
          </div>
          <Field label="Email (your username)" meta={fields.email} type="email" autoComplete="email" />
          <Field label="Password" meta={fields.password} type="password" autoComplete="new-password" hint="At least 8 characters." />
          <Field label="Confirm password" meta={fields.confirmPassword} type="password" autoComplete="new-password" />
          <div>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name={fields.acceptTerms.name} id={fields.acceptTerms.id} className="mt-0.5 h-4 w-4" aria-invalid={fields.acceptTerms.errors ? true : undefined} />
              <span>
                I agree to the <Link to="/terms-of-service">Terms of Service</Link> and the <Link to="/privacy-policy">Privacy Policy</Link>.
              </span>
            </label>
            <FieldErrors id={fields.acceptTerms.errorId} errors={fields.acceptTerms.errors} />
          </div>
          <SubmitButton pending={submitting} className="w-full">
            Create account
          </SubmitButton>
        </Form>
        <p className="mt-6 text-center text-sm text-slate-600">
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </div>
    </PublicLayout>
  );
}
