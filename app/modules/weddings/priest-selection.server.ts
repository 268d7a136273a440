// The sidebar's priest selection (spec section 4: selecting a priest toggles it, selecting the same again
// clears it). Kept in a cookie of the Weddings area, so it survives navigation and works without JavaScript;
// every wedding list reads it here and keeps only the church's priests.
import { fullName } from "~/modules/education/names";
import { OFFICIANT_ROLES } from "~/modules/staff/options";
import { db } from "~/utils/db.server";
import { usesHttps } from "~/utils/env.server";
import { notFound } from "~/utils/errors.server";
import { readSessionRows } from "~/utils/session-cache.server";
import { isRecordId } from "~/utils/text";

export const SELECTION_COOKIE = "wedding-priests";
const MAX_SELECTED = 20;

/** The ids in the cookie (unchecked). */
function cookieIds(request: Request) {
  const header = request.headers.get("Cookie") ?? "";
  const raw = header.split(/;\s*/).find((c) => c.startsWith(`${SELECTION_COOKIE}=`))?.slice(SELECTION_COOKIE.length + 1) ?? "";
  return [...new Set(decodeURIComponent(raw).split(".").filter(isRecordId))].slice(0, MAX_SELECTED);
}

/**
 * The church's priests and deacons (any status), in the sidebar's order. Every page of the area shows
 * them, so the web server keeps them with the session's reads while PostgreSQL reports no change to
 * the church's staff (utils/session-cache.server, migration session_cache_staff): one statement less
 * a page. Only for reads; an action reads its priest itself.
 */
function officiants(churchId: string) {
  return readSessionRows(`officiants:${churchId}`, () =>
    db.staff.findMany({
      where: { churchId, role: { in: OFFICIANT_ROLES } },
      select: { churchId: true, id: true, firstname: true, middlename: true, lastname: true, status: true },
      orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
    }),
  );
}

/** The selected priests that are priests or deacons of the church (another church's ids are ignored). */
export async function selectedPriestIds(churchId: string, request: Request) {
  const ids = cookieIds(request);
  if (!ids.length) return [];
  return (await officiants(churchId)).filter((p) => ids.includes(p.id)).map((p) => p.id);
}

/** The widget: the church's active priests and deacons (and any selected one that no longer is), each with whether it is selected. */
export async function priestSelection(churchId: string, request: Request) {
  const ids = cookieIds(request);
  return (await officiants(churchId))
    .filter((p) => p.status === "ACTIVE" || ids.includes(p.id))
    .map((p) => ({ id: p.id, name: fullName(p), selected: ids.includes(p.id) }));
}

/**
 * Toggles a priest of the church in the selection (or clears it all with `null`) and answers the
 * Set-Cookie header. Another church's (or an unknown) priest is "not found" and changes nothing.
 */
export async function togglePriest(churchId: string, request: Request, priestId: string | null) {
  let ids: string[] = [];
  if (priestId !== null) {
    if (!isRecordId(priestId)) throw notFound();
    // One statement, from the database rather than the kept list: an action follows what was just written.
    const inCookie = cookieIds(request);
    const rows = await db.staff.findMany({ where: { churchId, role: { in: OFFICIANT_ROLES }, id: { in: [priestId, ...inCookie] } }, select: { id: true } });
    const known = new Set(rows.map((r) => r.id));
    if (!known.has(priestId)) throw notFound();
    const current = inCookie.filter((id) => known.has(id));
    ids = current.includes(priestId) ? current.filter((id) => id !== priestId) : [...current, priestId].slice(-MAX_SELECTED);
  }
  // Path=/ and not /weddings: the data requests of scripted navigation are /weddings.data, which /weddings does not cover.
  const attributes = `Path=/; HttpOnly; SameSite=Lax${usesHttps() ? "; Secure" : ""}`;
  return ids.length ? `${SELECTION_COOKIE}=${ids.join(".")}; Max-Age=31536000; ${attributes}` : `${SELECTION_COOKIE}=; Max-Age=0; ${attributes}`;
}
