import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportClassRoster } from "~/modules/education/classes/export-class-roster.server";
import { xlsxResponse } from "~/modules/education/reports/xlsx.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { AREA_ROLES } from "~/utils/roles";

/** The class roster of a school year as an .xlsx download, streamed as it is written. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const roster = await exportClassRoster(church.id, params.classId ?? "", new URL(request.url).searchParams.get("year")).catch(orNotFound);
  return xlsxResponse(roster.filename, roster.stream);
}
