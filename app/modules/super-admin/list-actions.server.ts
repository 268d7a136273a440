import { db } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";

/** The super-admins' actions, newest first. */
export async function listAdminActions(asked: number | undefined) {
  const total = await db.adminAuditLog.count();
  const { page, pageCount, skip, take } = pageOf(total, asked, 50);
  const actions = await db.adminAuditLog.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip, take });
  return { actions, total, page, pageCount };
}
