import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { getRegistrationLinkOfYear } from "~/modules/education/online-registration/registration-settings.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Registration QR Code | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const { year, link } = await getRegistrationLinkOfYear(church.id, params.yearId ?? "").catch(orNotFound);
  return { churchName: church.name, year, link };
}

/** A page to print (a poster for the church door, a bulletin insert): the parish, the year, a large QR code of the link and the link itself. */
export default function RegistrationPoster() {
  const { churchName, year, link } = useLoaderData<typeof loader>();
  const settings = `/religious-education/years/${year.id}/registration`;
  if (!link) {
    return (
      <p className="card mx-auto max-w-md text-sm text-slate-600">
        There is no registration link for {year.yearName} yet. <Link to={settings}>Set up online registration</Link> first.
      </p>
    );
  }
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={settings}>Back to the settings</Link>
        <p className="text-xs text-slate-500">Use your browser's Print (Ctrl+P) to print this page.</p>
      </div>
      {link.state.open ? null : <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 print:hidden">Note: the link is closed now ({link.state.label}).</p>}
      <article className="card flex flex-col items-center gap-4 text-center print:gap-6">
        <h1 className="text-3xl font-bold text-slate-900">{churchName}</h1>
        <p className="text-xl text-slate-800">Religious Education {year.yearName}</p>
        <p className="text-2xl font-semibold text-slate-900">Scan to register</p>
        <div role="img" aria-label="QR code of the registration link" className="w-80 max-w-full print:w-[12cm]" dangerouslySetInnerHTML={{ __html: link.qrSvg }} />
        <p className="font-mono text-sm break-all text-slate-700">{link.url}</p>
        <p lang="es" className="text-lg text-slate-700">Escanee el código para inscribirse</p>
      </article>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
