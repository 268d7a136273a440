import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, SubmitButton } from "~/components/forms/field";
import { PublicLayout } from "~/components/layout/public-layout";
import { RESET_LINK_MINUTES } from "~/modules/auth/messages";
import { requestPasswordReset } from "~/modules/auth/request-password-reset.server";
import { ForgottenPasswordSchema } from "~/modules/auth/schema";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { formAction } from "~/utils/form-action.server";
import { countEmailLinkRequest } from "~/utils/rate-limit.server";

export const meta: MetaFunction = () => [{ title: "Forgotten password | Parish Administration" }];

export function loader({ request }: LoaderFunctionArgs) {
  return { user: (new URL(request.url).searchParams.get("user") ?? "").slice(0, 254) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, {
    schema: ForgottenPasswordSchema,
    save: async ({ value, reply }) => {
      await countEmailLinkRequest(`reset:address:${context?.clientIp ?? "unknown"}`);
      const reset = await requestPasswordReset(value.user);
      if (reset) await dispatchEmails(reset.churchId, [reset.emailId]);
      return { result: reply({ resetForm: true }), sent: value.user };
    },
  });
}

export default function ForgottenPassword() {
  const { user } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { user },
    constraint: getZodConstraint(ForgottenPasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgottenPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <PublicLayout>
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">Forgotten password</h1>
        {sent ? (
          <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
            If an account exists for {sent}, we have sent it a link to choose a new password. The link works once and expires in{" "}
            {RESET_LINK_MINUTES / 60} hour.
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">Enter your username (your e-mail address) and we will e-mail you a link to choose a new password.</p>
        )}
        <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
          {form.errors ? <p role="alert" className="field-error">{form.errors.join(" ")}</p> : null}
          <Field label="Username" meta={fields.user} type="email" autoComplete="username" />
          <SubmitButton pending={navigation.state === "submitting"} className="w-full">
            Send reset link
          </SubmitButton>
        </Form>
        <p className="mt-6 text-center text-sm">
          <Link to="/login">Back to sign in</Link>
        </p>
      </div>
    </PublicLayout>
  );
}
