import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FieldErrors } from "~/components/forms/field";
import { Pager } from "~/components/education/pager";
import { ColumnMapping, ImportProgress, ImportStatus, IN_PROGRESS, IntentButton } from "~/components/education/student-import";
import { OUTCOMES } from "~/modules/education/imports/columns";
import { getStudentImport, readOutcome } from "~/modules/education/imports/get-import.server";
import { remapStudentImport, retryStudentImport, startStudentImport, startStudentImportRollback } from "~/modules/education/imports/import-steps.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formatDateTime } from "~/utils/dates";
import { env } from "~/utils/env.server";
import { orNotFound, recordIdOr404 } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { readPage } from "~/utils/paging";
import { AREA_ROLES } from "~/utils/roles";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.batch.filename ?? "Import"} | Imports | Parish Administration` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const search = new URL(request.url).searchParams;
  const found = await Promise.resolve()
    .then(() => getStudentImport(church.id, recordIdOr404(params.importId), { outcome: readOutcome(search), page: readPage(search) }))
    .catch(orNotFound);
  return { ...found, show: readOutcome(search), timeZone: env().PARISH_TIME_ZONE };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const importId = recordIdOr404(params.importId);
  const back = () => redirect(`/religious-education/imports/${importId}`);
  return formAction(request, {
    intents: {
      remap: async (formData) => {
        await remapStudentImport(church.id, importId, formData.getAll("mapping").map(String));
        return back();
      },
      import: async () => {
        await startStudentImport(church.id, importId, user.id);
        return back();
      },
      rollback: async () => {
        await startStudentImportRollback(church.id, importId, user.id);
        return back();
      },
      retry: async () => {
        await retryStudentImport(church.id, importId);
        return back();
      },
    },
  });
}

const OUTCOME_TONE = { NEW: "text-green-800", UPDATED: "text-blue-800", UNCHANGED: "text-slate-600", ERROR: "text-red-800" } as const;

export default function StudentImportPage() {
  const { batch, rows, total, page, pageCount, show, timeZone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const working = IN_PROGRESS.includes(batch.status);
  const showPreview = batch.status !== "REFUSED" && !(batch.status === "VERIFYING");
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <Link to="/religious-education/imports">← Imports</Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{batch.filename}</h1>
        <ImportStatus status={batch.status} />
      </div>
      <p className="text-sm text-slate-700">
        Uploaded {formatDateTime(batch.createdAt, timeZone)} by {batch.createdBy ?? "—"}
        {batch.importedAt ? `; imported ${formatDateTime(batch.importedAt, timeZone)} by ${batch.importedBy ?? "—"}` : ""}
        {batch.rolledBackAt ? `; rolled back ${formatDateTime(batch.rolledBackAt, timeZone)} by ${batch.rolledBackBy ?? "—"}` : ""}.
      </p>
      <FieldErrors errors={actionData?.result.error?.[""] ?? undefined} />
      {batch.message ? (
        <div role="alert" className={`card ${batch.status === "REFUSED" ? "border-red-300 bg-red-50 text-red-900" : "border-amber-300 bg-amber-50 text-amber-900"}`}>
          <p>{batch.message}</p>
          {working ? (
            <div className="mt-2">
              <IntentButton intent="retry" pendingLabel="Starting...">
                Try again
              </IntentButton>
            </div>
          ) : null}
        </div>
      ) : null}
      {working ? <ImportProgress status={batch.status} done={batch.rowsDone} total={batch.toImport} /> : null}
      {batch.status === "REFUSED" ? (
        <p>
          Nothing was imported. <Link to="/religious-education/imports">Upload another file</Link>
        </p>
      ) : null}
      {showPreview ? (
        <>
          <div className="card flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-slate-900">Preview</h2>
            <ul className="flex flex-wrap gap-2 text-sm" aria-label="Totals">
              <li>
                <Link to="?" className={`rounded-full border px-3 py-1 ${show ? "" : "bg-slate-900 text-white"}`}>
                  All rows: {batch.rowsTotal}
                </Link>
              </li>
              {OUTCOMES.map((o) => (
                <li key={o.value}>
                  <Link to={`?show=${o.value}`} className={`rounded-full border px-3 py-1 ${show === o.value ? "bg-slate-900 text-white" : ""}`}>
                    {o.label}: {batch.counts[o.value]}
                  </Link>
                </li>
              ))}
            </ul>
            {batch.status === "VERIFIED" ? (
              <div className="flex flex-wrap items-center gap-3">
                {batch.toImport > 0 && !batch.message ? (
                  <IntentButton intent="import" pendingLabel="Starting...">
                    Import {batch.toImport} {batch.toImport === 1 ? "row" : "rows"}
                  </IntentButton>
                ) : null}
                <p className="text-sm text-slate-700">
                  {batch.counts.ERROR ? "Rows with errors are left out: correct them in the file and upload it again to add them. " : ""}
                  Nothing has been written yet.
                </p>
              </div>
            ) : null}
            {batch.status === "IMPORTED" ? (
              <div className="flex flex-wrap items-center gap-3">
                <IntentButton intent="rollback" pendingLabel="Starting..." secondary>
                  Roll back this import
                </IntentButton>
                <p className="text-sm text-slate-700">Removes the students and parents it added and puts back the values it changed.</p>
              </div>
            ) : null}
            {batch.status === "ROLLED_BACK" ? <p className="text-sm text-slate-700">This import was rolled back: what it added was removed and what it changed was put back.</p> : null}
          </div>
          {batch.status === "VERIFIED" ? <ColumnMapping headers={batch.headers} mapping={batch.mapping} /> : null}
          {rows.length === 0 ? (
            <div className="card text-center text-slate-600">No rows to show.</div>
          ) : (
            <div className="card overflow-x-auto p-0">
              <table className="table">
                <thead>
                  <tr>
                    <th>Row</th>
                    <th>Student</th>
                    <th>Result</th>
                    <th>Details</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.rowNumber}>
                      <td>{r.rowNumber}</td>
                      <td>{r.name}</td>
                      <td className={`font-semibold ${OUTCOME_TONE[r.outcome]}`}>{OUTCOMES.find((o) => o.value === r.outcome)!.label}</td>
                      <td>
                        <ul className="text-sm">
                          {r.errors.map((e, i) => (
                            <li key={i}>
                              Cell {e.cell} ({e.column}): {e.message}
                            </li>
                          ))}
                          {r.changes.map((c, i) => (
                            <li key={i}>
                              {c.field ? `${c.what} ${c.field}: ${c.from} → ${c.to}` : c.from ? `${c.what}: ${c.from} → ${c.to}` : `${c.what}: ${c.to}`}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={page} pageCount={pageCount}>
            {total > 0 ? `${total} row${total === 1 ? "" : "s"}` : null}
          </Pager>
        </>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
