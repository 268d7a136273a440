import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useLiveRevalidation } from "~/components/ui/job-progress";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { EMAIL_PARENTS } from "~/modules/education/email/email-to-parents";
import { getBlast } from "~/modules/education/email/get-blast.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "E-mail to Parents | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return { blast: await getBlast(church.id, params.blastId ?? "").catch(orNotFound) };
}

/** A blast's page: queued, sent, failed and skipped, live with JavaScript and refreshing itself without. */
export default function Blast() {
  const { blast } = useLoaderData<typeof loader>();
  const working = blast.status === "QUEUED" || blast.status === "SENDING" || blast.counts.queued > 0;
  useLiveRevalidation(working);
  const tiles = [
    { label: "Queued", value: blast.counts.queued },
    { label: "Sent", value: blast.counts.sent },
    { label: "Failed", value: blast.counts.failed },
    { label: "Skipped", value: blast.counts.skipped },
  ];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      {/* Without JavaScript the page reloads itself; with it, the revalidation above keeps it live (a meta refresh would fire even after it is gone). */}
      {working ? (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      ) : null}
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to={`${EMAIL_PARENTS}?year=${blast.yearId}${blast.classId ? `&class=${blast.classId}` : ""}`}>E-mail Parents</Link> <span aria-hidden="true">›</span> <span aria-current="page">{blast.subject}</span>
      </nav>
      <h1 className="text-2xl font-bold text-slate-900">{blast.subject}</h1>
      <p className="text-sm text-slate-600">
        To the parents of {blast.className ?? "all classes"}, {blast.yearName}. {working ? "Sending..." : blast.status === "FAILED" ? "Sending stopped; what was queued still goes." : "Done."}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Delivery">
        {tiles.map((t) => (
          <li key={t.label} className="card text-center">
            <span className="block text-2xl font-bold text-slate-900">{t.value}</span>
            <span className="text-sm text-slate-600">{t.label}</span>
          </li>
        ))}
      </ul>
      {working ? (
        <p className="text-xs text-slate-500">
          This page updates by itself. <Link to=".">Refresh</Link>
        </p>
      ) : null}
      <section aria-labelledby="blast-content" className="card">
        <h2 id="blast-content" className="text-lg font-semibold text-slate-900">
          Content
        </h2>
        <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{blast.content}</p>
        {blast.attachmentFileId ? (
          <p className="mt-2 text-sm">
            <a href={`/files/${blast.attachmentFileId}`}>Attachment</a>
          </p>
        ) : null}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
