import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getEducationHome } from "~/modules/education/home/get-education-home.server";
import { ATTENDANCE_ISSUE_ABSENCES } from "~/modules/education/options";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Religious Education | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return getEducationHome(church.id);
}

function Figure({ label, count, to, hint }: { label: string; count: number; to: string; hint: string }) {
  return (
    <Link to={to} className="card block no-underline hover:border-brand-600">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900">{count}</p>
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </Link>
  );
}

export default function EducationHome() {
  const { currentYear, counts, toReview } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Religious Education</h1>
          {currentYear ? (
            <p className="text-sm text-slate-600">
              Current school year: <Link to="/religious-education/years">{currentYear.yearName}</Link>
            </p>
          ) : null}
        </div>
        <nav aria-label="Quick links" className="flex flex-wrap gap-2">
          <Link to="/religious-education/students/add" className="btn no-underline">
            Add Student
          </Link>
          <Link to="/religious-education/registrations/add" className="btn no-underline">
            Add Registration
          </Link>
          <Link to="/religious-education/add-attendance" className="btn-secondary no-underline">
            Add Attendance
          </Link>
          <Link to="/religious-education/classes" className="btn-secondary no-underline">
            Classes
          </Link>
        </nav>
      </header>
      {currentYear ? null : (
        <section className="card flex flex-wrap items-center justify-between gap-3 border-amber-200 bg-amber-50">
          <p className="text-sm text-slate-700">There is no school year yet. Add one to register students in classes.</p>
          <Link to="/religious-education/years/add" className="btn no-underline">
            Add School Year
          </Link>
        </section>
      )}
      {toReview.length ? (
        <section aria-label="Online registrations" className="card flex flex-col gap-1 border-amber-200 bg-amber-50">
          {toReview.map((y) => (
            <p key={y.yearId} className="text-sm text-slate-800">
              <Link to={`/religious-education/registrations?year=${y.yearId}&online=review`} className="font-semibold">
                Online registrations to review: {y.count}
              </Link>
              {toReview.length > 1 || y.yearId !== currentYear?.id ? ` (${y.yearName})` : null}
            </p>
          ))}
        </section>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure label="Students" count={counts.students} to="/religious-education/students?status=CURRENT" hint="Current students" />
        <Figure label="Current registrations" count={counts.registrations} to="/religious-education/registrations" hint={currentYear ? `In ${currentYear.yearName}` : "No current school year"} />
        <Figure label="Unpaid registrations" count={counts.unpaid} to="/religious-education/registrations?paid=unpaid" hint="Tuition not yet paid" />
        <Figure label="Students missing documents" count={counts.missingDocuments} to="/religious-education/students?missing=docs" hint="Certificates not uploaded" />
        <Figure label="Students needing a profession of faith" count={counts.professionRequired} to="/religious-education/students?profession=required" hint="Baptized Protestant or Orthodox" />
        <Figure label="Attendance issues" count={counts.attendanceIssues} to={`/religious-education/attendance?minAbsences=${ATTENDANCE_ISSUE_ABSENCES}`} hint={`${ATTENDANCE_ISSUE_ABSENCES} or more absences this school year`} />
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
