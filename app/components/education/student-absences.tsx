import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FieldErrors } from "~/components/forms/field";
import type { studentAbsencesLoader } from "~/modules/education/attendance/student-absences-page.server";
import { studentPath } from "~/modules/education/attendance/attendance-pages";
import { formatDay } from "~/modules/education/attendance/attendance-schema";
import { fullName } from "~/modules/education/names";
import type { FormReply } from "~/utils/form-action.server";

type Data = Awaited<ReturnType<ReturnType<typeof studentAbsencesLoader>>>;

/** A student's absences by school year and class, each with Remove (for one recorded by mistake). */
export function StudentAbsencesPage() {
  const { student, base, paths } = useLoaderData<Data>();
  const actionData = useActionData<FormReply>();
  const navigation = useNavigation();
  const removing = navigation.state === "submitting" && navigation.formData?.get("intent") === "remove" ? navigation.formData.get("absenceId") : null;
  const name = fullName(student);
  const total = student.registrations.reduce((n, r) => n + r.absences.length, 0);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div>
        <p className="text-sm">
          <Link to={studentPath(base, student.id)}>{name}</Link>
        </p>
        <h1 className="text-2xl font-bold text-slate-900">Absences</h1>
        <p className="text-sm text-slate-600">
          {name}: {total} {total === 1 ? "absence" : "absences"} recorded. <Link to={paths.report}>Student Attendance</Link>
        </p>
      </div>
      <FieldErrors errors={actionData?.result.error?.[""] ?? undefined} />
      {student.registrations.length === 0 ? <div className="card text-center text-slate-600">Not registered in any class.</div> : null}
      {student.registrations.map((r) => (
        <section key={r.id} aria-label={`${r.schoolYear.yearName}, ${r.schoolClass.className}`} className="card flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-slate-900">
            {r.schoolYear.yearName}
            {r.schoolYear.isCurrent ? <span className="ml-1 text-xs font-normal text-slate-500">(current)</span> : null} · {r.schoolClass.className}
          </h2>
          {r.absences.length === 0 ? (
            <p className="text-sm text-slate-600">No absences.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {r.absences.map((a) => {
                const day = formatDay(a.date);
                return (
                  <li key={a.id} className="flex min-h-12 items-center justify-between gap-3 py-1">
                    <span className="text-sm text-slate-900">{day}</span>
                    <Form method="post">
                      <input type="hidden" name="absenceId" value={a.id} />
                      <button type="submit" name="intent" value="remove" className="btn-secondary btn-small min-h-9" aria-label={`Remove the absence on ${day}`} disabled={removing === a.id}>
                        Remove
                      </button>
                    </Form>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
