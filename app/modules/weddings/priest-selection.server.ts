// The sidebar's priest selection (spec section 4: selecting a priest toggles it, selecting the same again
// clears it). Kept in a cookie of the Weddings area, so it survives navigation and works without JavaScript;
// every wedding list reads it here and keeps only the church's priests.
import { fullName } from "~/modules/education/names";
import { OFFICIANT_ROLES } from "~/modules/staff/options";
import { db } from "~/utils/db.server";
import { usesHttps } from "~/utils/env.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

export const SELECTION_COOKIE = "wedding-priests";
const MAX_SELECTED = 20;

/** The ids in the cookie (unchecked). */
function cookieIds(request: Request) {
  const header = request.headers.get("Cookie") ?? "";
  const raw = header.split(/;\s*/).find((c) => c.startsWith(`${SELECTION_COOKIE}=`))?.slice(SELECTION_COOKIE.length + 1) ?? "";
  return [...new Set(decodeURIComponent(raw).split(".").filter(isRecordId))].slice(0, MAX_SELECTED);
}

/** The selected priests that are priests or deacons of the church (another church's ids are ignored). */
export async function selectedPriestIds(churchId: string, request: Request) {
  const ids = cookieIds(request);
  if (!ids.length) return [];
  const rows = await db.staff.findMany({ where: { churchId, id: { in: ids }, role: { in: OFFICIANT_ROLES } }, select: { id: true } });
  return rows.map((r) => r.id);
}

/**
 * The widget: the church's active priests and deacons (and any selected one that no longer is), each
 * with whether it is selected. One statement: the rows are the church's officiants, so a cookie's id
 * counts as selected only when it is one of them.
 */
export async function priestSelection(churchId: string, request: Request) {
  const ids = cookieIds(request);
  const rows = await db.staff.findMany({
    where: { churchId, role: { in: OFFICIANT_ROLES }, OR: [{ status: "ACTIVE" }, { id: { in: ids } }] },
    select: { id: true, firstname: true, middlename: true, lastname: true },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
  });
  return rows.map((p) => ({ id: p.id, name: fullName(p), selected: ids.includes(p.id) }));
}

/**
 * Toggles a priest of the church in the selection (or clears it all with `null`) and answers the
 * Set-Cookie header. Another church's (or an unknown) priest is "not found" and changes nothing.
 */
export async function togglePriest(churchId: string, request: Request, priestId: string | null) {
  let ids: string[] = [];
  if (priestId !== null) {
    if (!isRecordId(priestId)) throw notFound();
    const priest = await db.staff.findFirst({ where: { id: priestId, churchId, role: { in: OFFICIANT_ROLES } }, select: { id: true } });
    if (!priest) throw notFound();
    const current = await selectedPriestIds(churchId, request);
    ids = current.includes(priest.id) ? current.filter((id) => id !== priest.id) : [...current, priest.id].slice(-MAX_SELECTED);
  }
  // Path=/ and not /weddings: the data requests of scripted navigation are /weddings.data, which /weddings does not cover.
  const attributes = `Path=/; HttpOnly; SameSite=Lax${usesHttps() ? "; Secure" : ""}`;
  return ids.length ? `${SELECTION_COOKIE}=${ids.join(".")}; Max-Age=31536000; ${attributes}` : `${SELECTION_COOKIE}=; Max-Age=0; ${attributes}`;
}
