import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportClassRoster } from "~/modules/education/classes/export-class-roster.server";
import { readClassView } from "~/modules/education/classes/teacher-class-view";
import { requireEducationScope } from "~/modules/education/scope.server";
import { orNotFound } from "~/utils/errors.server";
import { xlsxDownload } from "~/utils/xlsx.server";

/** The export icon of a teacher's class page: the table shown (Current students, the filters of the page) as .xlsx. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const scope = await requireEducationScope(request, "teacher");
  const view = readClassView(new URL(request.url).searchParams);
  const filter = { status: "CURRENT" as const, sacramentalStatus: view.sacramentalStatus };
  return xlsxDownload(await exportClassRoster(scope, { slug: params.className ?? "" }, view.yearId, { table: view.table, filter }).catch(orNotFound));
}
