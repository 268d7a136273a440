import { db } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";
import { userNames } from "./user-names.server";
import { DOCUMENT_LABEL, PAGE_SIZE } from "~/modules/education/options";

/** The documents imports list: each zip with its document type, who, when, counts and status, newest first. */
export async function listDocumentImports(churchId: string, asked: number) {
  const total = await db.documentImport.count({ where: { churchId } });
  const { page, pageCount, skip, take } = pageOf(total, asked, PAGE_SIZE);
  const rows = await db.documentImport.findMany({ where: { churchId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip, take });
  const nameOf = await userNames(churchId, rows.map((r) => r.createdById));
  return {
    total,
    page,
    pageCount,
    rows: rows.map((r) => ({
      id: r.id,
      filename: r.filename,
      kindLabel: DOCUMENT_LABEL[r.kind],
      by: nameOf(r.createdById),
      createdAt: r.createdAt,
      status: r.status,
      total: r.total,
      matched: r.matched,
      unmatched: r.unmatched,
      refused: r.refused,
    })),
  };
}
