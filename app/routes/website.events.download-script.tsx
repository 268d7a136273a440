import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventSnippet } from "~/modules/website/embed-script";
import { EVENT_SCRIPT_FILE } from "~/modules/website/options";
import { requireChurchContext } from "~/utils/church-context.server";
import { contentDisposition } from "~/utils/content-disposition";
import { appUrl } from "~/utils/env.server";
import { AREA_ROLES } from "~/utils/roles";

/** Spec: GET /events/downloadEventScript, saved as EventScript.txt: the snippet that shows the events on the parish's own site. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return new Response(eventSnippet(appUrl(), church), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Disposition": contentDisposition(EVENT_SCRIPT_FILE, "attachment"), "Cache-Control": "no-store" },
  });
}
