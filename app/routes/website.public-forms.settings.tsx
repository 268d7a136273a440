import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, SubmitButton } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { FormSettingsSchema, MAX_NOTIFY_EMAILS } from "~/modules/website/form-settings-schema";
import { getFormSettings } from "~/modules/website/get-form-settings.server";
import { WEBSITE_MESSAGES } from "~/modules/website/options";
import { saveFormSettings } from "~/modules/website/save-form-settings.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Form Settings | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { settings: await getFormSettings(church.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: FormSettingsSchema,
    save: async ({ value }) => {
      await saveFormSettings(church.id, value);
      return redirectWithToast(request, "/website/public-forms/settings", { type: "success", message: WEBSITE_MESSAGES.formSettingsSaved });
    },
  });
}

/** The external form settings (spec): where the visitor goes after saving, and who is e-mailed for each submission. */
export default function FormSettings() {
  const { settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "form-settings",
    lastResult: actionData?.result,
    defaultValue: { redirectUrl: settings.redirectUrl ?? "", notifyEmails: settings.notifyEmails.join("\n") },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FormSettingsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card flex max-w-2xl flex-col gap-4" aria-labelledby="settings-title">
      <h2 id="settings-title" className="text-xl font-semibold text-slate-900">
        Form Settings
      </h2>
      <FieldErrors id={form.errorId} errors={form.errors} />
      <Field label="After saving, send the visitor to" meta={fields.redirectUrl} type="url" hint="A page of your website, such as https://stmary.org/welcome. Leave it empty to show 'Form submitted successfully.' and a new, empty form." />
      <div>
        <label htmlFor={fields.notifyEmails.id} className="label">
          E-mail each submission to
        </label>
        <textarea {...getTextareaProps(fields.notifyEmails)} key={fields.notifyEmails.key} rows={3} className="input" />
        <p className="mt-1 text-xs text-slate-500">Up to {MAX_NOTIFY_EMAILS} addresses, one per line. Leave it empty to be told by no one.</p>
        <FieldErrors id={fields.notifyEmails.errorId} errors={fields.notifyEmails.errors} />
      </div>
      <div className="flex justify-end">
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </Form>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
