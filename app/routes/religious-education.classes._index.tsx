import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { ClassesTable } from "~/components/education/class-tables";
import { Pager } from "~/components/education/pager";
import { YearSelect } from "~/components/education/year-select";
import { listClasses } from "~/modules/education/classes/list-classes.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { requireEducationScope } from "~/modules/education/scope.server";
import { readPage } from "~/utils/paging";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Classes | Parish Administration" }];

const CLASSES = "/religious-education/classes";

export async function loader({ request }: LoaderFunctionArgs) {
  const scope = await requireEducationScope(request, "staff");
  const url = new URL(request.url);
  const years = await listYearOptions(scope.churchId);
  const year = chooseYear(years, url.searchParams.get("year"));
  const list = await listClasses(scope, { yearId: year?.id ?? null, page: readPage(url.searchParams) });
  return { years, yearId: year?.id ?? null, ...list };
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
