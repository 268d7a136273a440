import { Link } from "@remix-run/react";
import type { StudentDocumentKind } from "~/generated/prisma/enums";
import type { StudentRecord } from "~/modules/education/students/get-student.server";
import { DOCUMENT_FIELD, DOCUMENT_LABEL } from "~/modules/education/options";
import { documentNeed, type DocumentNeed } from "~/modules/education/students/document-needs";
import { DocumentCard } from "./document-card";
import { Section } from "./student-profile";

const NOT_THERE: Record<DocumentNeed, { text: string; className: string }> = {
  required: { text: "Missing", className: "font-semibold text-red-700" },
  optional: { text: "Not uploaded", className: "text-slate-600" },
  none: { text: "Not required", className: "text-slate-500" },
};

/** Every document of the student (View, Download, Delete, Change), and which ones are missing. */
export function StudentDocuments({ student, page }: { student: StudentRecord; page: string }) {
  const from = `from=${encodeURIComponent(page)}`;
  const changeHref = (kind: StudentDocumentKind) => `${page}/${kind === "BIRTH_CERTIFICATE" ? "edit" : "edit-sacraments"}?change=${DOCUMENT_FIELD[kind]}&${from}`;
  return (
    <Section title="Documents">
      <ul className="flex flex-col gap-2">
        {(Object.keys(DOCUMENT_LABEL) as StudentDocumentKind[]).map((kind) => {
          const documents = student.documents.filter((d) => d.kind === kind);
          if (documents.length > 0) {
            return documents.map((d) => (
              <li key={d.id}>
                <DocumentCard
                  label={DOCUMENT_LABEL[kind]}
                  document={{ id: d.id, fileId: d.fileId, filename: d.file.filename, size: d.file.size }}
                  deleteFields={{ documentId: d.id }}
                  cancelHref={page}
                  changeHref={changeHref(kind)}
                />
                {d.uploadedByParent ? (
                  <p className="mt-1 text-xs text-slate-500">
                    Uploaded by {d.uploadedByParent.firstname} {d.uploadedByParent.lastname} (parent) through the parent portal
                  </p>
                ) : null}
              </li>
            ));
          }
          const state = NOT_THERE[documentNeed(student, kind)];
          return (
            <li key={kind} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed border-slate-200 px-3 py-2 text-sm">
              <span className="font-medium text-slate-900">{DOCUMENT_LABEL[kind]}</span>
              <span className="flex items-center gap-3">
                <span className={state.className}>{state.text}</span>
                <Link to={changeHref(kind)} className="btn-secondary btn-small">
                  Upload
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
