import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportWeddings } from "~/modules/weddings/export-weddings.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";
import { xlsxDownload } from "~/utils/xlsx.server";

/** Export Data (spec): every wedding of the church as Weddings.xlsx. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return xlsxDownload(await exportWeddings(church.id));
}
