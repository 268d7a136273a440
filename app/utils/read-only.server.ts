import { db } from "./db.server";
import { isReadOnly, READ_ONLY_MESSAGE, type AccessSubscription } from "./billing-access";
import { hasAnyRole, type RoleName } from "./roles";

// Staff of the church (and its teachers) are stopped while it is read-only; parents and the public are not.
const STOPPED_ROLES: readonly RoleName[] = ["CHURCH_USER", "SCHOOL_USER", "TEACHER"];
export const stoppedWhileReadOnly = (roles: readonly RoleName[]) => hasAnyRole(roles, STOPPED_ROLES);

export async function churchIsReadOnly(churchId: string, now = new Date()) {
  const subscriptions = await db.subscription.findMany({ where: { churchId }, select: { status: true, trialEnd: true, pastDueSince: true } });
  return isReadOnly(subscriptions, now);
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The one read-only check of every staff action (called by the guard, requireChurchContext): a
 * write by staff of a read-only church answers 402 with the message and a link to /billing (the
 * error boundary shows it). Reads, parents' and public pages, and the billing pages go through.
 */
export async function refuseWhileReadOnly(request: Request, context: { church: { id: string }; roles: readonly RoleName[]; subscriptions?: AccessSubscription[] }) {
  if (!WRITES.has(request.method.toUpperCase())) return;
  if (!stoppedWhileReadOnly(context.roles)) return;
  if (!(context.subscriptions ? isReadOnly(context.subscriptions) : await churchIsReadOnly(context.church.id))) return;
  throw Response.json({ readOnly: true, message: READ_ONLY_MESSAGE, billing: "/billing" }, { status: 402 });
}
