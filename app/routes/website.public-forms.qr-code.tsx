import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { publicFormLink } from "~/modules/website/public-form-link.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "New Member Form QR Code | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { churchName: church.name, link: await publicFormLink(church.id) };
}

/** A page to print for the church door: the parish's name, a large QR code of the form and its address. */
export default function FormQrCode() {
  const { churchName, link } = useLoaderData<typeof loader>();
  return (
    <div className="card mx-auto flex max-w-md flex-col items-center gap-4 text-center">
      <h2 className="text-2xl font-bold text-slate-900">{churchName}</h2>
      <p className="text-lg text-slate-800">New to the parish? Scan to register your family.</p>
      <div role="img" aria-label="QR code of the form's address" className="w-72" dangerouslySetInnerHTML={{ __html: link.qrSvg }} />
      <p className="break-all text-sm text-slate-600">{link.url}</p>
      <p className="text-xs text-slate-500 print:hidden">Use your browser's Print (Ctrl+P) to print this page.</p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
