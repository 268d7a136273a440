import { db, type Tx } from "~/utils/db.server";

export type AdminActor = { id: string; email: string };

/** Records a super-admin's action (who, what, on what, when); in the action's transaction when given. */
export function recordAdminAction(actor: AdminActor, action: string, target: string, detail?: string | null, tx: Tx = db) {
  return tx.adminAuditLog.create({ data: { userId: actor.id, userEmail: actor.email, action, target, detail: detail ?? null } });
}
