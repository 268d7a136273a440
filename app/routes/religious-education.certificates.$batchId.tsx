import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useLiveRevalidation } from "~/components/ui/job-progress";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { CERTIFICATE_MESSAGES } from "~/modules/education/certificates/certificate-settings";
import { getCertificateBatch } from "~/modules/education/certificates/get-certificate-batch.server";
import { retryCertificates } from "~/modules/education/certificates/request-certificates.server";
import { requireEducationScope } from "~/modules/education/scope.server";
import { orNotFound } from "~/utils/errors.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Confirmation Certificates | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const scope = await requireEducationScope(request, "staff");
  return { batch: await getCertificateBatch(scope.churchId, params.batchId ?? "").catch(orNotFound) };
}

/** A batch the worker has not finished (its job lost, or failed): hand it to the worker again. */
export async function action({ request, params }: ActionFunctionArgs) {
  const scope = await requireEducationScope(request, "staff");
  const batch = await getCertificateBatch(scope.churchId, params.batchId ?? "").catch(orNotFound);
  await retryCertificates(scope.churchId, batch.id);
  return redirectWithToast(request, `/religious-education/certificates/${batch.id}`, { type: "success", message: CERTIFICATE_MESSAGES.queued });
}

/** The batch's progress (live with JavaScript, by refreshing without) and the PDF once it is made. */
export default function CertificateBatch() {
  const { batch } = useLoaderData<typeof loader>();
  const working = batch.status === "QUEUED" || batch.status === "RUNNING";
  useLiveRevalidation(working);
  const percent = batch.total ? Math.round((batch.done / batch.total) * 100) : 0;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      {/* Without JavaScript the page reloads itself; with it, the revalidation above keeps it live (a meta refresh would fire even after it is gone). */}
      {working ? (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      ) : null}
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to={`/religious-education/classes/${batch.classId}?year=${batch.yearId}`}>{batch.className}</Link> <span aria-hidden="true">›</span> <span aria-current="page">Certificates</span>
      </nav>
      <h1 className="text-2xl font-bold text-slate-900">Confirmation Certificates</h1>
      <section className="card flex flex-col gap-3" aria-labelledby="batch-status">
        <h2 id="batch-status" className="text-lg font-semibold text-slate-900">
          {batch.className}, {batch.yearName}
        </h2>
        {batch.status === "DONE" && batch.fileId ? (
          <>
            <p className="text-sm text-slate-700">
              {batch.total} {batch.total === 1 ? "certificate is" : "certificates are"} ready.
            </p>
            <p>
              <a href={`/files/${batch.fileId}`} className="btn" download>
                Download Certificates (PDF)
              </a>
            </p>
          </>
        ) : batch.status === "FAILED" ? (
          <>
            <p role="alert" className="text-sm text-red-700">
              {CERTIFICATE_MESSAGES.failed}
            </p>
            <Form method="post">
              <button type="submit" className="btn-secondary">
                Try again
              </button>
            </Form>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-700" role="status">
              {batch.status === "QUEUED" ? "Waiting to start..." : `Making certificates: ${batch.done} of ${batch.total}`}
            </p>
            <progress max={batch.total || 1} value={batch.done} className="w-full" aria-label="Certificates made">
              {percent}%
            </progress>
            <p className="text-xs text-slate-500">
              This page updates by itself. <Link to=".">Refresh</Link>
            </p>
          </>
        )}
        <dl className="grid grid-cols-[8rem_1fr] gap-1 text-sm">
          <dt className="text-slate-500">Church</dt>
          <dd>{batch.churchName}</dd>
          <dt className="text-slate-500">Place</dt>
          <dd>
            {batch.city}, {batch.state}
          </dd>
          <dt className="text-slate-500">Pastor</dt>
          <dd>{batch.pastorName}</dd>
        </dl>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
