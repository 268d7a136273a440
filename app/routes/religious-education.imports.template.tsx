import { type LoaderFunctionArgs } from "@remix-run/node";
import { studentImportTemplate } from "~/modules/education/imports/import-template.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.education });
  return studentImportTemplate();
}
