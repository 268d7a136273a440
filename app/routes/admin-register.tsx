import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, SubmitButton } from "~/components/forms/field";
import { PublicLayout } from "~/components/layout/public-layout";
import { ADMIN_INVITE_MESSAGES } from "~/modules/super-admin/admin-invite";
import { AdminRegisterSchema } from "~/modules/super-admin/admin-register-schema";
import { findAdminInvite, registerAdmin } from "~/modules/super-admin/register-admin.server";
import { formAction } from "~/utils/form-action.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Create a super-admin account | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = Boolean(await findAdminInvite(token));
  return data({ token: valid ? token : null }, { status: valid ? 200 : 400, headers: { "Referrer-Policy": "no-referrer" } });
}

export async function action({ request }: ActionFunctionArgs) {
  return formAction(request, {
    schema: AdminRegisterSchema,
    hideFields: ["password", "confirmPassword"],
    save: async ({ value }) => {
      await registerAdmin(value);
      return redirectWithToast(request, "/login", { type: "success", message: ADMIN_INVITE_MESSAGES.created });
    },
  });
}

/** /admin-register (spec): a super-admin account, only through a one-time invitation link. */
export default function AdminRegister() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(AdminRegisterSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AdminRegisterSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <PublicLayout>
      <div className="card">
        <h1 className="text-2xl font-bold text-slate-900">Create a super-admin account</h1>
        {token ? (
          <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
            <FieldErrors id={form.errorId} errors={form.errors} />
            <input type="hidden" name="token" value={token} />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field label="First name" meta={fields.firstname} autoComplete="given-name" />
              <Field label="Last name" meta={fields.lastname} autoComplete="family-name" />
            </div>
            <Field label="Email (your username)" meta={fields.email} type="email" autoComplete="email" />
            <Field label="Password" meta={fields.password} type="password" autoComplete="new-password" hint="At least 8 characters." />
            <Field label="Confirm password" meta={fields.confirmPassword} type="password" autoComplete="new-password" />
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving..." className="w-full">
              Create account
            </SubmitButton>
          </Form>
        ) : (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {ADMIN_INVITE_MESSAGES.invalid}
          </p>
        )}
      </div>
    </PublicLayout>
  );
}
