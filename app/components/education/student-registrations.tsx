import { Link } from "@remix-run/react";
import type { StudentRecord } from "~/modules/education/students/get-student.server";
import { formatCents } from "~/utils/money";
import { Section } from "./student-profile";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

export function StudentRegistrations({ student }: { student: StudentRecord }) {
  return (
    <Section
      title="Registrations"
      action={
        <Link to={`/religious-education/registrations/add?student=${student.id}`} className="btn btn-small">
          Add Registration
        </Link>
      }
    >
      {student.registrations.length === 0 ? (
        <p className="text-sm text-slate-600">Not registered in any school year.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table">
            <thead>
              <tr>
                <th>School Year</th>
                <th>Class</th>
                <th>Tuition</th>
                <th>Paid</th>
                <th>Photography Permission</th>
                <th>Safety Class Permission</th>
                <th>Absences</th>
                <th>Notes</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {student.registrations.map((r) => (
                <tr key={r.id}>
                  <td>
                    {r.schoolYear.yearName}
                    {r.schoolYear.isCurrent ? <span className="ml-1 text-xs text-slate-500">(current)</span> : null}
                  </td>
                  <td>
                    <Link to={`/religious-education/classes/${r.schoolClass.id}`}>{r.schoolClass.className}</Link>
                  </td>
                  <td>{formatCents(r.tuitionCents)}</td>
                  <td>{r.paid ? "Paid" : <span className="font-medium text-red-700">Unpaid</span>}</td>
                  <td>{yesNo(r.photographyPermission)}</td>
                  <td>{yesNo(r.safetyClassPermission)}</td>
                  <td>{r._count.absences}</td>
                  <td className="whitespace-pre-line">{r.notes ?? "—"}</td>
                  <td>
                    <Link to={`/religious-education/registrations/${r.id}/edit?from=${encodeURIComponent(`/religious-education/students/${student.id}`)}`}>Edit</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
