import type { LoaderFunctionArgs } from "@remix-run/node";
import { announcementSnippet } from "~/modules/website/embed-script";
import { WELCOME_SCRIPT_FILE } from "~/modules/website/options";
import { requireChurchContext } from "~/utils/church-context.server";
import { contentDisposition } from "~/utils/content-disposition";
import { appUrl } from "~/utils/env.server";
import { AREA_ROLES } from "~/utils/roles";

/** Spec: GET /downloadWelcomeAnnouncementScript, saved as WelcomeAnnouncementScript.txt. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return new Response(announcementSnippet(appUrl(), church), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Disposition": contentDisposition(WELCOME_SCRIPT_FILE, "attachment"), "Cache-Control": "no-store" },
  });
}
