import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { safeRedirectPath } from "~/utils/landing";
import { AREA_ROLES } from "~/utils/roles";
import { togglePriest } from "~/modules/weddings/priest-selection.server";
import { WEDDINGS } from "~/modules/weddings/options";

/** The sidebar's priest selection: toggles the posted priest (or clears all) and goes back to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  const form = await request.formData();
  const priestId = form.get("intent") === "clear" ? null : String(form.get("priestId") ?? "");
  const cookie = await togglePriest(church.id, request, priestId).catch(orNotFound);
  // Back to the page it came from, at its first page: the list it shows has changed.
  const back = new URL(safeRedirectPath(form.get("redirectTo")) ?? WEDDINGS, "http://local");
  back.searchParams.delete("page");
  const to = back.pathname.startsWith(WEDDINGS) ? back.pathname + back.search : WEDDINGS;
  return redirect(to, { headers: { "Set-Cookie": cookie } });
}

export async function loader() {
  return redirect(WEDDINGS);
}
