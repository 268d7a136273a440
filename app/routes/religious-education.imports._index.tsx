import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { DocumentImportForm, DocumentImportStatusBadge } from "~/components/education/document-import";
import { Pager } from "~/components/education/pager";
import { ImportStatus } from "~/components/education/student-import";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "~/modules/education/imports/columns";
import { DOCUMENT_IMPORT_MESSAGES } from "~/modules/education/imports/document-import-options";
import { DocumentImportSchema } from "~/modules/education/imports/document-import-schema";
import { uploadStudentImport, STUDENT_IMPORT_RULE } from "~/modules/education/imports/import-steps.server";
import { listDocumentImports } from "~/modules/education/imports/list-document-imports.server";
import { listStudentImports } from "~/modules/education/imports/list-imports.server";
import { DOCUMENT_IMPORT_RULE, uploadDocumentImport } from "~/modules/education/imports/upload-document-import.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formatDateTime } from "~/utils/dates";
import { env } from "~/utils/env.server";
import { AppError } from "~/utils/errors.server";
import { formAction, intent } from "~/utils/form-action.server";
import { readPage } from "~/utils/paging";
import { AREA_ROLES } from "~/utils/roles";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { groupDigits } from "~/utils/en-us";

export const meta: MetaFunction = () => [{ title: "Imports | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const search = new URL(request.url).searchParams;
  const [spreadsheets, documents] = await Promise.all([listStudentImports(church.id, readPage(search)), listDocumentImports(church.id, readPage(search, "docsPage"))]);
  return { ...spreadsheets, documents, timeZone: env().PARISH_TIME_ZONE };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return formAction(request, {
    schema: z.object({}),
    uploads: { file: STUDENT_IMPORT_RULE, zip: DOCUMENT_IMPORT_RULE },
    save: async ({ files }) => {
      if (!files.file) throw new AppError("INVALID", IMPORT_MESSAGES.fileRequired, { file: [IMPORT_MESSAGES.fileRequired] });
      const batch = await uploadStudentImport({ churchId: church.id, userId: user.id, file: files.file });
      return redirect(`/religious-education/imports/${batch.id}`);
    },
    intents: {
      documents: intent(DocumentImportSchema, async ({ value, files }) => {
        if (!files.zip) throw new AppError("INVALID", DOCUMENT_IMPORT_MESSAGES.fileRequired, { zip: [DOCUMENT_IMPORT_MESSAGES.fileRequired] });
        const batch = await uploadDocumentImport({ churchId: church.id, userId: user.id, kind: value.kind, file: files.zip });
        return redirect(`/religious-education/imports/documents/${batch.id}`);
      }),
    },
  });
}

export default function Imports() {
  const { rows, total, page, pageCount, documents, timeZone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // The two forms post to this action: the documents form's reply carries its intent.
  const posted = actionData?.result.initialValue as { intent?: unknown; kind?: unknown } | undefined;
  const documentsPosted = posted?.intent === "documents";
  const formErrors = actionData?.result.error?.[""] ?? undefined;
  const fileErrors = actionData?.result.error?.file ?? (documentsPosted ? undefined : formErrors);
  const zipErrors = actionData?.result.error?.zip ?? (documentsPosted ? formErrors : undefined);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Imports</h1>
      <Form method="post" encType="multipart/form-data" className="card flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Import students and parents</h2>
        <p className="text-sm text-slate-700">
          Upload a spreadsheet (.xlsx or .csv) with a header row and one student a row. Only the student's first and last name are required; parents, class and school year are optional.
          The file is checked first: you see what would be added or changed before anything is imported. <a href="/religious-education/imports/template">Download the template</a>
        </p>
        <div>
          <label htmlFor="file" className="label">
            Spreadsheet
          </label>
          <input
            id="file"
            name="file"
            type="file"
            required
            accept=".xlsx,.csv,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            aria-describedby="file-hint"
            aria-invalid={fileErrors ? true : undefined}
            className="text-sm text-slate-600 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-700 hover:file:bg-slate-50"
          />
          <p id="file-hint" className="mt-1 text-xs text-slate-500">
            .xlsx or .csv, up to {IMPORT_LIMITS.maxFileMb}MB and {groupDigits(IMPORT_LIMITS.maxRows)} rows.
          </p>
          <FieldErrors errors={fileErrors} />
        </div>
        <div>
          <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") !== "documents"} pendingLabel="Uploading...">
            Upload and verify
          </SubmitButton>
        </div>
      </Form>
      <DocumentImportForm errors={zipErrors} kindErrors={actionData?.result.error?.kind ?? undefined} defaultKind={documentsPosted && typeof posted?.kind === "string" ? posted.kind : undefined} />
      <h2 className="text-lg font-semibold text-slate-900">Spreadsheet imports</h2>
      {rows.length === 0 ? (
        <div className="card text-center text-slate-600">No imports yet.</div>
      ) : (
        <div className="card overflow-x-auto p-0">
          <table className="table">
            <thead>
              <tr>
                <th>File</th>
                <th>By</th>
                <th>When</th>
                <th>Rows</th>
                <th>New</th>
                <th>Updated</th>
                <th>Unchanged</th>
                <th>Errors</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link to={`/religious-education/imports/${r.id}`} className="font-medium">
                      {r.filename}
                    </Link>
                  </td>
                  <td>{r.by}</td>
                  <td>{formatDateTime(r.createdAt, timeZone)}</td>
                  <td>{r.rowsTotal}</td>
                  <td>{r.newCount}</td>
                  <td>{r.updatedCount}</td>
                  <td>{r.unchangedCount}</td>
                  <td>{r.errorCount}</td>
                  <td>
                    <ImportStatus status={r.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageCount={pageCount}>
        {total > 0 ? `${total} import${total === 1 ? "" : "s"}` : null}
      </Pager>
      <h2 className="text-lg font-semibold text-slate-900">Document imports</h2>
      {documents.rows.length === 0 ? (
        <div className="card text-center text-slate-600">No document imports yet.</div>
      ) : (
        <div className="card overflow-x-auto p-0">
          <table className="table">
            <thead>
              <tr>
                <th>File</th>
                <th>Type</th>
                <th>By</th>
                <th>When</th>
                <th>Matched</th>
                <th>Unmatched</th>
                <th>Refused</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {documents.rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link to={`/religious-education/imports/documents/${r.id}`} className="font-medium">
                      {r.filename}
                    </Link>
                  </td>
                  <td>{r.kindLabel}</td>
                  <td>{r.by}</td>
                  <td>{formatDateTime(r.createdAt, timeZone)}</td>
                  <td>{r.matched}</td>
                  <td>{r.unmatched}</td>
                  <td>{r.refused}</td>
                  <td>
                    <DocumentImportStatusBadge status={r.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={documents.page} pageCount={documents.pageCount} param="docsPage" label="Document imports pages">
        {documents.total > 0 ? `${documents.total} document import${documents.total === 1 ? "" : "s"}` : null}
      </Pager>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
