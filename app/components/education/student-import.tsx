import { Form, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/field";
import { JobProgress } from "~/components/ui/job-progress";
import { IMPORT_FIELDS } from "~/modules/education/imports/columns";
import type { StudentImportStatus } from "~/generated/prisma/enums";

export const IMPORT_STATUS_LABEL: Record<StudentImportStatus, string> = {
  VERIFYING: "Verifying",
  REFUSED: "Refused",
  VERIFIED: "Verified",
  IMPORTING: "Importing",
  IMPORTED: "Imported",
  ROLLING_BACK: "Rolling back",
  ROLLED_BACK: "Rolled back",
};

export const IN_PROGRESS: StudentImportStatus[] = ["VERIFYING", "IMPORTING", "ROLLING_BACK"];

export function ImportStatus({ status }: { status: StudentImportStatus }) {
  const tone = status === "REFUSED" ? "bg-red-100 text-red-900" : status === "ROLLED_BACK" ? "bg-slate-200 text-slate-800" : status === "IMPORTED" ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{IMPORT_STATUS_LABEL[status]}</span>;
}

/** Work under way in the worker: the shared progress view, counting rows while importing. */
export function ImportProgress({ status, done, total }: { status: StudentImportStatus; done: number; total: number }) {
  const what = status === "VERIFYING" ? "Checking every row of the file…" : status === "IMPORTING" ? "Importing…" : "Rolling back…";
  return <JobProgress what={what} counted={status === "IMPORTING"} done={done} total={total} unit="rows" />;
}

/** The columns of the file and the field each one fills; changing them verifies the file again. */
export function ColumnMapping({ headers, mapping }: { headers: string[]; mapping: string[] }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "remap";
  return (
    <Form method="post" className="card flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">Columns</h2>
      <p className="text-sm text-slate-700">Each column of the file and the field it fills. Change a field and verify again; columns left on “Not imported” are skipped.</p>
      <div className="overflow-x-auto">
        <table className="table">
          <thead>
            <tr>
              <th>Column in the file</th>
              <th>Field</th>
            </tr>
          </thead>
          <tbody>
            {headers.map((header, i) => (
              <tr key={i}>
                <td>
                  <label htmlFor={`mapping-${i}`}>{header || `(column ${i + 1} has no header)`}</label>
                </td>
                <td>
                  <select id={`mapping-${i}`} name="mapping" defaultValue={mapping[i] ?? ""} className="input">
                    <option value="">Not imported</option>
                    {IMPORT_FIELDS.map((f) => (
                      <option key={f.key} value={f.key}>
                        {f.label}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <input type="hidden" name="intent" value="remap" />
        <SubmitButton pending={pending} pendingLabel="Verifying..." className="btn-secondary">
          Verify again
        </SubmitButton>
      </div>
    </Form>
  );
}

/** A button that posts one intent of the import page. */
export function IntentButton({ intent, children, pendingLabel, secondary }: { intent: string; children: React.ReactNode; pendingLabel: string; secondary?: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton pending={pending} pendingLabel={pendingLabel} className={secondary ? "btn-secondary" : ""}>
        {children}
      </SubmitButton>
    </Form>
  );
}
