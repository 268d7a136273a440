import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { coupleOf, feeDue, groupsOf, missingItems, needsDispensation, needsDomicilePermission } from "./rules";

/** A wedding of the church with its priest and documents, its groups and what it still lacks; another church's (or none) is "not found". */
export async function getWedding(churchId: string, weddingId: string) {
  if (!isRecordId(weddingId)) throw notFound();
  const wedding = await db.wedding.findFirst({
    where: { id: weddingId, churchId },
    include: {
      priest: { select: { id: true, firstname: true, middlename: true, lastname: true } },
      documents: { select: { id: true, kind: true, file: { select: { id: true, filename: true, size: true } } }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!wedding) throw notFound();
  const { priest, documents, ...rest } = wedding;
  return {
    ...rest,
    couple: coupleOf(wedding),
    priest: priest ? { id: priest.id, name: fullName(priest) } : null,
    groups: groupsOf(wedding),
    missing: missingItems(wedding),
    needs: { dispensation: needsDispensation(wedding), groomDomicilePermission: needsDomicilePermission(wedding, "groom"), brideDomicilePermission: needsDomicilePermission(wedding, "bride") },
    feeDueCents: feeDue(wedding),
    documents: documents.map((d) => ({ id: d.id, kind: d.kind, fileId: d.file.id, filename: d.file.filename, size: d.file.size })),
  };
}

export type Wedding = Awaited<ReturnType<typeof getWedding>>;
