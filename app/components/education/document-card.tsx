import { Link } from "@remix-run/react";
import { ConfirmDelete } from "./confirm-delete";

export type StoredDocument = { id: string; fileId: string; filename: string; size: number };

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * The spec's document card: View (the PDF in the browser), Download, Delete (the confirmation
 * dialog, posting `fields` with intent "delete-document") and Change (where a new file is chosen).
 */
export function DocumentCard({
  label,
  document,
  deleteFields,
  cancelHref,
  changeHref,
  action,
}: {
  label: string;
  document: StoredDocument;
  deleteFields: Record<string, string>;
  cancelHref: string;
  changeHref?: string;
  action?: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{label}</p>
        <p className="truncate text-xs text-slate-500">
          {document.filename} · {sizeText(document.size)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <a href={`/files/${document.fileId}?view=1`} target="_blank" rel="noreferrer" className="btn-secondary btn-small">
          View
        </a>
        <a href={`/files/${document.fileId}`} download={document.filename} className="btn-secondary btn-small">
          Download
        </a>
        <ConfirmDelete title={`Delete ${label}`} intent="delete-document" fields={deleteFields} cancelHref={cancelHref} action={action} />
        {changeHref ? (
          <Link to={changeHref} className="btn-secondary btn-small">
            Change
          </Link>
        ) : null}
      </div>
    </div>
  );
}
