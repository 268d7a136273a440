import { getFormProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, SubmitButton } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { getHomepage } from "~/modules/website/get-homepage.server";
import { HomepageSchema } from "~/modules/website/homepage-schema";
import { publicHomepagePath, WEBSITE_HOMEPAGE, WEBSITE_MESSAGES } from "~/modules/website/options";
import { saveHomepage } from "~/modules/website/save-homepage.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { appUrl } from "~/utils/env.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Homepage | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  const homepage = await getHomepage(church.id);
  return { homepage, address: `${appUrl()}${publicHomepagePath(church.id)}`, path: publicHomepagePath(church.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: HomepageSchema,
    save: async ({ value }) => {
      await saveHomepage(church.id, value);
      return redirectWithToast(request, WEBSITE_HOMEPAGE, { type: "success", message: WEBSITE_MESSAGES.homepageSaved });
    },
  });
}

function Paragraphs({ label, meta, rows, hint }: { label: string; meta: FieldMetadata<string | undefined>; rows: number; hint?: string }) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <textarea {...getTextareaProps(meta)} key={meta.key} rows={rows} className="input" />
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Website › Homepage: the public page's address, the welcome announcement (with its script), Mass times and contact. */
export default function Homepage() {
  const { homepage, address, path } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "homepage",
    lastResult: actionData?.result,
    defaultValue: { welcomeAnnouncement: homepage.welcomeAnnouncement, massTimes: homepage.massTimes ?? "", address: homepage.address ?? "", phone: homepage.phone ?? "", email: homepage.email ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: HomepageSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Homepage</h1>
      <section aria-labelledby="public-address" className="card flex flex-col gap-2">
        <h2 id="public-address" className="text-lg font-semibold text-slate-900">
          Your public homepage
        </h2>
        <p className="text-sm text-slate-600">We host a page for your parish with the welcome announcement, upcoming public events, sponsors, Mass times and how to reach you.</p>
        <p className="break-all text-sm">
          <a href={path} target="_blank" rel="noreferrer">
            {address}
          </a>
        </p>
      </section>
      <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-4">
        <FieldErrors id={form.errorId} errors={form.errors} />
        <Paragraphs label="Welcome Announcement" meta={fields.welcomeAnnouncement} rows={5} hint="A blank line starts a new paragraph." />
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>Show it on your own website too:</span>
          <a href={`${WEBSITE_HOMEPAGE}/download-script`} download className="btn-secondary btn-small">
            Download Welcome Announcement Script
          </a>
        </div>
        <Paragraphs label="Mass Times" meta={fields.massTimes} rows={4} hint="One line each, such as: Sunday 8:00 AM, 10:30 AM" />
        <Paragraphs label="Address" meta={fields.address} rows={3} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Phone" meta={fields.phone} type="tel" autoComplete="off" />
          <Field label="Email" meta={fields.email} type="email" autoComplete="off" />
        </div>
        <div className="flex justify-end">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
            Save
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
