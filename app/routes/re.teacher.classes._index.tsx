import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ClassesTable } from "~/components/education/class-tables";
import { Pager } from "~/components/education/pager";
import { yearLabel } from "~/components/education/year-select";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { loadTeacherClassesPage } from "~/modules/education/classes/teacher-classes-page.server";
import { requireEducationScope } from "~/modules/education/scope.server";

export const meta: MetaFunction = () => [{ title: "Classes | Teacher Dashboard" }];

/**
 * The teacher's classes (taught or assisted; classes are not tied to a year). Exactly one: straight
 * to its page (spec: "a teacher with one class is redirected to it"). # of Students counts the
 * current year's Current students, the rows of the class page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const scope = await requireEducationScope(request, "teacher");
  const page = await loadTeacherClassesPage(scope, new URL(request.url).searchParams);
  if (page.total === 1) throw redirect(`${scope.base}/classes/${page.classes[0].slug}`);
  return page;
}

export default function TeacherClasses() {
  const { year, classes, page, pageCount, total } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Classes</h1>
        <p className="text-sm text-slate-600">
          The classes you teach or assist.{year ? ` # of Students: current students registered for ${yearLabel(year)}.` : null}
        </p>
      </div>
      {classes.length === 0 ? (
        <p className="card text-sm text-slate-600">You do not teach or assist any class yet. The parish office assigns classes to teachers.</p>
      ) : (
        <ClassesTable classes={classes} href={(c) => `/re/teacher/classes/${c.slug}`} rowOpens />
      )}
      <Pager page={page} pageCount={pageCount}>
        {pageCount > 1 ? `Page ${page} of ${pageCount} (${total} classes)` : null}
      </Pager>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
