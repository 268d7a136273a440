import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportClassRoster } from "~/modules/education/classes/export-class-roster.server";
import { requireEducationScope } from "~/modules/education/scope.server";
import { orNotFound } from "~/utils/errors.server";
import { xlsxDownload } from "~/utils/xlsx.server";

/** The class roster of a school year as an .xlsx download, streamed as it is written. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const scope = await requireEducationScope(request, "staff");
  return xlsxDownload(await exportClassRoster(scope, { id: params.classId ?? "" }, new URL(request.url).searchParams.get("year")).catch(orNotFound));
}
