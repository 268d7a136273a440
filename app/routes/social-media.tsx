import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AppShell } from "~/components/layout/app-shell";
import { Field, FieldErrors, SubmitButton } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { publicHomepagePath } from "~/modules/website/options";
import { saveSocialLinks } from "~/modules/website/save-social-links.server";
import { SOCIAL_NETWORKS, SOCIAL_SAVED, SocialLinksSchema } from "~/modules/website/social-links";
import { getSocialLinks } from "~/modules/website/social-links.server";
import { loadShell } from "~/modules/shell/load-shell.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Social Media | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { shell, context } = await loadShell(request, "church-staff");
  return { shell, links: await getSocialLinks(context.church.id), homepage: publicHomepagePath(context.church.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: SocialLinksSchema,
    save: async ({ value }) => {
      await saveSocialLinks(church.id, value);
      return redirectWithToast(request, "/social-media", { type: "success", message: SOCIAL_SAVED });
    },
  });
}

/** Social Media: the parish's pages on Facebook, Instagram, YouTube and X, linked from its homepage. */
export default function SocialMedia() {
  const { shell, links, homepage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "social",
    lastResult: actionData?.result,
    defaultValue: { facebookUrl: links.facebookUrl ?? "", instagramUrl: links.instagramUrl ?? "", youtubeUrl: links.youtubeUrl ?? "", xUrl: links.xUrl ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SocialLinksSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AppShell shell={shell}>
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Social Media</h1>
        <p className="text-sm text-slate-600">
          Your parish's pages on the social networks. They show as links on <a href={homepage}>your homepage</a>; leave a network empty if you are not on it.
        </p>
        <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-4">
          <FieldErrors id={form.errorId} errors={form.errors} />
          {SOCIAL_NETWORKS.map((n) => (
            <Field key={n.key} label={n.label} meta={fields[n.key]} type="url" autoComplete="off" hint={`Such as ${n.example}`} />
          ))}
          <div className="flex justify-end">
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
              Save
            </SubmitButton>
          </div>
        </Form>
      </div>
    </AppShell>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
