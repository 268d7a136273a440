import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { REPORTS, reportPath } from "~/modules/education/reports/reports";
import { requireEducationScope } from "~/modules/education/scope.server";

export const meta: MetaFunction = () => [{ title: "Reports | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEducationScope(request, "staff");
  return null;
}

const BASE = "/religious-education";
const LIST = [
  { title: "Attendance", description: "Missed classes of the year's students, with a way to record absences.", to: `${BASE}/attendance` },
  ...Object.values(REPORTS).map((r) => ({ title: r.title, description: r.description, to: reportPath(BASE, r.key) })),
];

/** Every report of the program: its name, what it shows, and a link. */
export default function Reports() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Reports</h1>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {LIST.map((report) => (
          <li key={report.to}>
            <Link to={report.to} className="card block h-full no-underline hover:border-brand-600">
              <span className="block font-semibold text-brand-700 underline underline-offset-2">{report.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{report.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
