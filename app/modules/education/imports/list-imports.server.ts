import { db } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";
import { userNames } from "./user-names.server";
import { PAGE_SIZE } from "~/modules/education/options";

/** The imports list: each batch with its file, who, when, counts and status, newest first. */
export async function listStudentImports(churchId: string, asked: number) {
  const total = await db.studentImport.count({ where: { churchId } });
  const { page, pageCount, skip, take } = pageOf(total, asked, PAGE_SIZE);
  const rows = await db.studentImport.findMany({ where: { churchId }, orderBy: { createdAt: "desc" }, skip, take });
  const nameOf = await userNames(churchId, rows.map((r) => r.createdById));
  return {
    total,
    page,
    pageCount,
    rows: rows.map((r) => ({
      id: r.id,
      filename: r.filename,
      by: nameOf(r.createdById),
      createdAt: r.createdAt,
      status: r.status,
      rowsTotal: r.rowsTotal,
      newCount: r.newCount,
      updatedCount: r.updatedCount,
      unchangedCount: r.unchangedCount,
      errorCount: r.errorCount,
    })),
  };
}
