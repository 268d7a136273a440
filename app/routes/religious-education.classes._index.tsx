import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { ClassesTable } from "~/components/education/class-tables";
import { Pager } from "~/components/education/pager";
import { YearSelect } from "~/components/education/year-select";
import { loadClassesPage } from "~/modules/education/classes/classes-page.server";
import { requireEducationScope } from "~/modules/education/scope.server";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Classes | Parish Administration" }];

const CLASSES = "/religious-education/classes";

export async function loader({ request }: LoaderFunctionArgs) {
  const scope = await requireEducationScope(request, "staff");
  return loadClassesPage(scope, new URL(request.url).searchParams);
}

export default function Classes() {
  const { years, yearId, classes, page, pageCount, total } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Classes</h1>
        <Link to={`${CLASSES}/add`} className="btn">
          Add Class
        </Link>
      </div>
      {years.length ? (
        <Form method="get" className="flex flex-wrap items-end gap-2" onChange={(event) => submit(event.currentTarget)}>
          <YearSelect years={years} defaultValue={yearId ?? ""} />
          <button type="submit" className="btn-secondary">
            Show
          </button>
        </Form>
      ) : (
        <p className="text-sm text-slate-600">
          No school year yet: <Link to="/religious-education/years/add">add one</Link> to count students.
        </p>
      )}
      {classes.length === 0 ? (
        <p className="card text-sm text-slate-600">No class yet.</p>
      ) : (
        <ClassesTable classes={classes} href={(c) => `${CLASSES}/${c.id}${yearId ? `?year=${yearId}` : ""}`} />
      )}
      <Pager page={page} pageCount={pageCount}>
        {pageCount > 1 ? `Page ${page} of ${pageCount} (${total} classes)` : null}
      </Pager>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
