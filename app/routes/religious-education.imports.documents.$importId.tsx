import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FieldErrors } from "~/components/forms/field";
import { DocumentImportProgress, DocumentImportStatusBadge, DOCUMENT_IMPORT_IN_PROGRESS } from "~/components/education/document-import";
import { Pager } from "~/components/education/pager";
import { IntentButton } from "~/components/education/student-import";
import { DOCUMENT_OUTCOMES, readDocumentOutcome } from "~/modules/education/imports/document-import-options";
import { getDocumentImport } from "~/modules/education/imports/get-document-import.server";
import { retryDocumentImport } from "~/modules/education/imports/retry-document-import.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formatDateTime } from "~/utils/dates";
import { env } from "~/utils/env.server";
import { orNotFound, recordIdOr404 } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { readPage } from "~/utils/paging";
import { AREA_ROLES } from "~/utils/roles";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.batch.filename ?? "Documents import"} | Imports | Parish Administration` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const search = new URL(request.url).searchParams;
  const found = await Promise.resolve()
    .then(() => getDocumentImport(church.id, recordIdOr404(params.importId), { outcome: readDocumentOutcome(search), page: readPage(search) }))
    .catch(orNotFound);
  return { ...found, show: readDocumentOutcome(search), timeZone: env().PARISH_TIME_ZONE };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const importId = recordIdOr404(params.importId);
  return formAction(request, {
    intents: {
      retry: async () => {
        await retryDocumentImport(church.id, importId);
        return redirect(`/religious-education/imports/documents/${importId}`);
      },
    },
  });
}

const OUTCOME_TONE = { MATCHED: "text-green-800", UNMATCHED: "text-amber-800", REFUSED: "text-red-800" } as const;

export default function DocumentImportPage() {
  const { batch, rows, total, page, pageCount, show, timeZone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const working = DOCUMENT_IMPORT_IN_PROGRESS.includes(batch.status);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <Link to="/religious-education/imports">← Imports</Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{batch.filename}</h1>
        <DocumentImportStatusBadge status={batch.status} />
      </div>
      <p className="text-sm text-slate-700">
        {batch.kindLabel} for each student named by a file. Uploaded {formatDateTime(batch.createdAt, timeZone)} by {batch.createdBy}
        {batch.finishedAt ? `; finished ${formatDateTime(batch.finishedAt, timeZone)}` : ""}.
      </p>
      <FieldErrors errors={actionData?.result.error?.[""] ?? undefined} />
      {batch.message ? (
        <div role="alert" className="card border-red-300 bg-red-50 text-red-900">
          <p>{batch.message}</p>
        </div>
      ) : null}
      {batch.canRetry ? (
        <div>
          <IntentButton intent="retry" pendingLabel="Starting...">
            Try again
          </IntentButton>
        </div>
      ) : null}
      {working ? <DocumentImportProgress status={batch.status} done={batch.done} total={batch.total} /> : null}
      {batch.status === "REFUSED" ? (
        <p>
          Nothing was imported. <Link to="/religious-education/imports">Upload another file</Link>
        </p>
      ) : (
        <>
          <div className="card flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-slate-900">Files</h2>
            <ul className="flex flex-wrap gap-2 text-sm" aria-label="Totals">
              <li>
                <Link to="?" className={`rounded-full border px-3 py-1 ${show ? "" : "bg-slate-900 text-white"}`}>
                  All: {batch.done}
                  {working && batch.total ? ` of ${batch.total}` : ""}
                </Link>
              </li>
              {DOCUMENT_OUTCOMES.map((o) => (
                <li key={o.value}>
                  <Link to={`?show=${o.value}`} className={`rounded-full border px-3 py-1 ${show === o.value ? "bg-slate-900 text-white" : ""}`}>
                    {o.label}: {batch.counts[o.value]}
                  </Link>
                </li>
              ))}
            </ul>
            {batch.status === "DONE" ? (
              <p className="text-sm text-slate-700">
                {batch.counts.UNMATCHED || batch.counts.REFUSED
                  ? "Files not attached can be renamed (by Alt ID, or 'Last, First') and uploaded again in a new .zip, or attached on the student's page."
                  : "Every file was attached to its student."}
              </p>
            ) : null}
          </div>
          {rows.length === 0 ? (
            <div className="card text-center text-slate-600">No files to show.</div>
          ) : (
            <div className="card overflow-x-auto p-0">
              <table className="table">
                <thead>
                  <tr>
                    <th>File</th>
                    <th>Outcome</th>
                    <th>Student</th>
                    <th>Message</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.entryName}>
                      <td className="break-all">{r.entryName}</td>
                      <td className={`font-semibold ${OUTCOME_TONE[r.outcome]}`}>{DOCUMENT_OUTCOMES.find((o) => o.value === r.outcome)!.label}</td>
                      <td>{r.studentId ? <Link to={`/religious-education/students/${r.studentId}`}>{r.studentName}</Link> : (r.studentName ?? "—")}</td>
                      <td>{r.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={page} pageCount={pageCount}>
            {total > 0 ? `${total} file${total === 1 ? "" : "s"}` : null}
          </Pager>
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
