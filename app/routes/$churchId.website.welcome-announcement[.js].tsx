import type { LoaderFunctionArgs } from "@remix-run/node";
import { announcementScript } from "~/modules/website/embed-script";
import { embedHeaders, embedNotFound } from "~/modules/website/embed-headers";
import { getHomepage } from "~/modules/website/get-homepage.server";
import { publicChurch } from "~/modules/website/public-website.server";

/** The script WelcomeAnnouncementScript.txt loads: the church's welcome announcement. Public, cached, no cookies. */
export async function loader({ params }: LoaderFunctionArgs) {
  const church = await publicChurch(params.churchId ?? "").catch(() => null);
  if (!church) return embedNotFound();
  const { welcomeAnnouncement } = await getHomepage(church.id);
  return new Response(announcementScript(church.id, welcomeAnnouncement), { headers: embedHeaders() });
}
