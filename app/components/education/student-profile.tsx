import { Link } from "@remix-run/react";
import type { EducationPortal } from "~/modules/education/scope.server";
import type { StudentRecord } from "~/modules/education/students/get-student.server";
import { fullName } from "~/modules/education/names";
import {
  GENDER_LABEL,
  LIVES_WITH_LABEL,
  MARITAL_STATUS_LABEL,
  MARRIAGE_AUTHORITY_LABEL,
  MARRIAGE_HISTORY_LABEL,
  RELIGIOUS_AFFILIATION_LABEL,
  STUDENT_STATUS_LABEL,
  STUDENT_TYPE_LABEL,
} from "~/modules/education/options";
import { formatDate } from "~/utils/dates";

/** A definition list whose empty values show a dash. */
export function Facts({ items }: { items: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="font-medium text-slate-500">{term}</dt>
          <dd className="whitespace-pre-line text-slate-900">{value === null || value === undefined || value === "" ? "—" : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Section({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="card flex flex-col gap-3" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function StudentDetails({ student, age }: { student: StudentRecord; age: number | null }) {
  const ocia = student.type === "RCIA";
  const place = [student.city, [student.state, student.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <Section title="Details">
      <Facts
        items={[
          ["Age", age],
          ["Date of Birth", student.dateOfBirth ? formatDate(student.dateOfBirth) : null],
          ["Gender", student.gender ? GENDER_LABEL[student.gender] : null],
          ["Student Type", STUDENT_TYPE_LABEL[student.type]],
          ["Status", STUDENT_STATUS_LABEL[student.status]],
          ["Lives With", student.livesWith ? LIVES_WITH_LABEL[student.livesWith] : null],
          ["Alt ID", student.altID],
          ...(ocia
            ? ([
                ["Address", [student.address, student.address2, place].filter(Boolean).join("\n")],
                ["Email", student.email ? <a href={`mailto:${student.email}`}>{student.email}</a> : null],
              ] as [string, React.ReactNode][])
            : []),
        ]}
      />
      <Facts items={[["Notes", student.notes]]} />
      {ocia ? (
        <div className="border-t border-slate-100 pt-3">
          <h3 className="mb-2 font-semibold text-slate-900">Marital History</h3>
          <Facts
            items={[
              ["Religious Affiliation", student.religiousAffiliation ? RELIGIOUS_AFFILIATION_LABEL[student.religiousAffiliation] : null],
              ["Marital Status", student.maritalStatus ? MARITAL_STATUS_LABEL[student.maritalStatus] : null],
              ["Marriage Authority", student.marriageAuthor ? MARRIAGE_AUTHORITY_LABEL[student.marriageAuthor] : null],
              ["Marriage History", student.marriageHistory ? MARRIAGE_HISTORY_LABEL[student.marriageHistory] : null],
              ["Previous Marriage Authority", student.prevMarriageAuthor ? MARRIAGE_AUTHORITY_LABEL[student.prevMarriageAuthor] : null],
              ["Spouse Religious Affiliation", student.spouseReligiousAffiliation ? RELIGIOUS_AFFILIATION_LABEL[student.spouseReligiousAffiliation] : null],
              ["Spouse Marriage History", student.spouseMarriageHistory ? MARRIAGE_HISTORY_LABEL[student.spouseMarriageHistory] : null],
              ["Spouse Previous Marriage Authority", student.spousePrevMarriageAuthor ? MARRIAGE_AUTHORITY_LABEL[student.spousePrevMarriageAuthor] : null],
            ]}
          />
        </div>
      ) : null}
    </Section>
  );
}

/** The student's parents; the program's staff open a parent's page from here (a teacher sees the contacts). */
export function StudentParents({ student, portal }: { student: StudentRecord; portal: EducationPortal }) {
  const parents = (
    [
      ["Mother", student.mother],
      ["Father", student.father],
      ["Legal Guardian", student.legalGuardian],
    ] as const
  ).flatMap(([slot, p]) => (p ? [{ ...p, slot }] : []));
  return (
    <Section title="Parents">
      {parents.length === 0 ? (
        <p className="text-sm text-slate-600">No parents recorded.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Role</th>
                <th>Email</th>
                <th>Cell Phone</th>
              </tr>
            </thead>
            <tbody>
              {parents.map((p) => (
                <tr key={p.slot}>
                  <td>
                    {portal === "staff" ? (
                      <Link to={`/religious-education/parents/${p.id}/edit?from=${encodeURIComponent(`/religious-education/students/${student.id}`)}`}>{fullName(p)}</Link>
                    ) : (
                      fullName(p)
                    )}
                  </td>
                  <td>{p.slot}</td>
                  <td>{p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : "—"}</td>
                  <td>{p.cellPhone ? <a href={`tel:${p.cellPhone}`}>{p.cellPhone}</a> : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

export function StudentSponsors({ student, portal }: { student: StudentRecord; portal: EducationPortal }) {
  return (
    <Section title="Sponsors">
      {student.sponsors.length === 0 ? (
        <p className="text-sm text-slate-600">No sponsor recorded.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Email</th>
                <th>Cell Phone</th>
                <th>Parish</th>
              </tr>
            </thead>
            <tbody>
              {student.sponsors.map((s) => (
                <tr key={s.id}>
                  <td>
                    {portal === "staff" ? (
                      <Link to={`/religious-education/sponsors/${s.id}/edit?from=${encodeURIComponent(`/religious-education/students/${student.id}`)}`}>{fullName(s)}</Link>
                    ) : (
                      fullName(s)
                    )}
                  </td>
                  <td>{s.email ?? "—"}</td>
                  <td>{s.cellPhone ?? "—"}</td>
                  <td>{s.parish ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
