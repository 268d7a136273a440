import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, SubmitButton } from "~/components/forms/field";
import { PublicLayout } from "~/components/layout/public-layout";
import { INVALID_RESET_LINK } from "~/modules/auth/messages";
import { findValidResetToken, resetPassword } from "~/modules/auth/reset-password.server";
import { ResetPasswordSchema } from "~/modules/auth/schema";
import { formAction } from "~/utils/form-action.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Choose a new password | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = Boolean(await findValidResetToken(token));
  return data({ token: valid ? token : null }, { status: valid ? 200 : 400, headers: { "Referrer-Policy": "no-referrer" } });
}

export async function action({ request }: ActionFunctionArgs) {
  return formAction(request, {
    schema: ResetPasswordSchema,
    hideFields: ["password", "confirmPassword"],
    save: async ({ value }) => {
      await resetPassword(value.token, value.password);
      return redirectWithToast(request, "/login", { type: "success", message: "Your password has been changed. Please sign in with the new one." });
    },
  });
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(ResetPasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <PublicLayout>
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
        {token ? (
          <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
            {form.errors ? (
              <p role="alert" className="field-error">
                {form.errors.join(" ")} <Link to="/forgotten-password">Request a new link</Link>
              </p>
            ) : null}
            <input type="hidden" name="token" value={token} />
            <Field label="New password" meta={fields.password} type="password" autoComplete="new-password" hint="At least 8 characters." />
            <Field label="Confirm new password" meta={fields.confirmPassword} type="password" autoComplete="new-password" />
            <SubmitButton pending={navigation.state === "submitting"} className="w-full">
              Save new password
            </SubmitButton>
          </Form>
        ) : (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {INVALID_RESET_LINK} <Link to="/forgotten-password">Request a new link</Link>
          </p>
        )}
      </div>
    </PublicLayout>
  );
}
