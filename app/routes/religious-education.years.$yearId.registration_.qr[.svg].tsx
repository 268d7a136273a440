import type { LoaderFunctionArgs } from "@remix-run/node";
import { getRegistrationLinkOfYear } from "~/modules/education/online-registration/registration-settings.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { AREA_ROLES } from "~/utils/roles";

/** The registration link's QR code as an SVG file (for the bulletin's layout); 404 before the link exists. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const { year, link } = await getRegistrationLinkOfYear(church.id, params.yearId ?? "").catch(orNotFound);
  if (!link) throw new Response("Not Found", { status: 404 });
  const filename = `registration-${year.yearName.replace(/[^A-Za-z0-9-]+/g, "-")}.svg`;
  return new Response(link.qrSvg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
