import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { ConfirmAction } from "~/components/education/confirm-action";
import { RegistrationSettingsForm } from "~/components/education/registration-settings-form";
import { FieldErrors } from "~/components/forms/field";
import { useScripted } from "~/components/forms/use-scripted";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { makeNewRegistrationLink } from "~/modules/education/online-registration/registration-settings-new-link.server";
import { RegistrationSettingsSchema, SETTINGS_MESSAGES } from "~/modules/education/online-registration/registration-settings-schema";
import { getRegistrationSettingsPage } from "~/modules/education/online-registration/registration-settings.server";
import { saveRegistrationSettings } from "~/modules/education/online-registration/save-registration-settings.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Online Registration | Parish Administration" }];

const YEARS = "/religious-education/years";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return getRegistrationSettingsPage(church.id, params.yearId ?? "").catch(orNotFound);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const yearId = params.yearId ?? "";
  const here = new URL(request.url).pathname;
  return formAction(request, {
    schema: RegistrationSettingsSchema,
    intents: {
      "new-link": async () => {
        await makeNewRegistrationLink(church.id, yearId);
        return redirectWithToast(request, here, { type: "success", message: SETTINGS_MESSAGES.newLink });
      },
    },
    save: async ({ value }) => {
      const year = await saveRegistrationSettings(church.id, yearId, value);
      return redirectWithToast(request, here, { type: "success", message: SETTINGS_MESSAGES.saved(year.yearName) });
    },
  });
}

/** The link as a read-only field (select and copy without JavaScript) and, with it, a Copy button. */
function CopyLink({ url }: { url: string }) {
  const scripted = useScripted();
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <label htmlFor="registration-link" className="label">
        Public link
      </label>
      <div className="flex flex-wrap gap-2">
        <input id="registration-link" readOnly value={url} className="input min-w-0 flex-1 font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
        {scripted ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            Copy
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-1 text-xs text-slate-500">
        {copied ? "Copied." : "Share it with families: on the bulletin, the website, in an e-mail."}
      </p>
    </div>
  );
}

export default function RegistrationSettings() {
  const { year, classes, values, savedAt, link } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const here = location.pathname;
  // A refused button (Make a new link) comes back without the form's values.
  const buttonError = actionData && !actionData.result.initialValue ? (actionData.result.error?.[""] ?? undefined) : undefined;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div>
        <p className="text-sm text-slate-600">
          <Link to={YEARS}>School Years</Link> / {year.yearName}
        </p>
        <h1 className="text-2xl font-bold text-slate-900">Online Registration {year.yearName}</h1>
      </div>
      <section aria-labelledby="link-title" className="card flex flex-col gap-3">
        <h2 id="link-title" className="text-lg font-semibold text-slate-900">
          Registration link
        </h2>
        <FieldErrors errors={buttonError} />
        {link ? (
          <>
            <p className="text-sm">
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${link.state.open ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}>{link.state.open ? "Open" : "Closed"}</span>{" "}
              {link.state.label === "Open" ? null : <span className="text-slate-700">{link.state.label}</span>}
            </p>
            <CopyLink url={link.url} />
            <div className="flex flex-wrap items-start gap-4">
              <div role="img" aria-label="QR code of the registration link" className="w-40 shrink-0" dangerouslySetInnerHTML={{ __html: link.qrSvg }} />
              <div className="flex flex-col gap-2 text-sm">
                <Link to={`${here}/print`} className="btn-secondary no-underline">
                  Printable page
                </Link>
                <a href={`${here}/qr.svg`} download className="btn-secondary no-underline">
                  Download QR code (SVG)
                </a>
                <ConfirmAction
                  label="Make a new link"
                  title="Make a new link?"
                  text="The current link and its QR code stop working at once: families who open them see 'Invalid Link!'. Share and print the new one."
                  confirmLabel="Make a new link"
                  pendingLabel="Making..."
                  intent="new-link"
                  cancelHref={here}
                  danger
                />
              </div>
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-600">No link yet: save the settings below to make this year's registration link.</p>
        )}
      </section>
      <RegistrationSettingsForm key={savedAt} lastResult={actionData?.result.initialValue ? actionData.result : undefined} defaultValue={values} classes={classes} cancelTo={YEARS} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
