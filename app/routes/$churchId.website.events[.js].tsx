import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventsScript } from "~/modules/website/embed-script";
import { publicChurch, publicEvents } from "~/modules/website/public-website.server";
import { embedHeaders, embedNotFound } from "~/modules/website/embed-headers";
import { appUrl } from "~/utils/env.server";

/** The script EventScript.txt loads: the church's upcoming public events, drawn where the snippet stands. Public, cached, no cookies. */
export async function loader({ params }: LoaderFunctionArgs) {
  const church = await publicChurch(params.churchId ?? "").catch(() => null);
  if (!church) return embedNotFound();
  return new Response(eventsScript(appUrl(), church.id, await publicEvents(church.id)), { headers: embedHeaders() });
}
