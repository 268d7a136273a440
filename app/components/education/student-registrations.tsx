import { Link } from "@remix-run/react";
import type { EducationPortal } from "~/modules/education/scope.server";
import type { StudentRecord } from "~/modules/education/students/get-student.server";
import { formatCents } from "~/utils/money";
import { Section } from "./student-profile";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/**
 * The student's registrations. Staff add and edit them from here; in the teacher portal they are
 * the registrations in the teacher's classes, read only, each class opening its class page.
 */
export function StudentRegistrations({ student, portal }: { student: StudentRecord; portal: EducationPortal }) {
  const staff = portal === "staff";
  return (
    <Section
      title="Registrations"
      action={
        staff ? (
          <Link to={`/religious-education/registrations/add?student=${student.id}`} className="btn btn-small">
            Add Registration
          </Link>
        ) : null
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
                {staff ? (
                  <th>
                    <span className="sr-only">Actions</span>
                  </th>
                ) : null}
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
                    <Link to={staff ? `/religious-education/classes/${r.schoolClass.id}` : `/re/teacher/classes/${r.schoolClass.slug}`}>{r.schoolClass.className}</Link>
                  </td>
                  <td>{formatCents(r.tuitionCents)}</td>
                  <td>{r.paid ? "Paid" : <span className="font-medium text-red-700">Unpaid</span>}</td>
                  <td>{yesNo(r.photographyPermission)}</td>
                  <td>{yesNo(r.safetyClassPermission)}</td>
                  <td>{r.absenceCount}</td>
                  <td className="whitespace-pre-line">{r.notes ?? "—"}</td>
                  {staff ? (
                    <td>
                      <Link to={`/religious-education/registrations/${r.id}/edit?from=${encodeURIComponent(`/religious-education/students/${student.id}`)}`}>Edit</Link>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
