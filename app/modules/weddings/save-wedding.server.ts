import { randomBytes } from "node:crypto";
import { parishToday } from "~/modules/parish/today.server";
import { storeFile } from "~/modules/files/store-file.server";
import { requireOfficiant } from "~/modules/staff/officiants.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { fileStorage, removeStoredIfFails } from "~/utils/storage.server";
import { isRecordId } from "~/utils/text";
import type { UploadedFile } from "~/utils/upload.server";
import { APPROVALS, WEDDING_DOCUMENTS } from "./options";
import { coupleColumns } from "./rules";
import type { WeddingInput } from "./wedding-schema";

type Existing = { id: string; priestId: string | null } & Record<(typeof APPROVALS)[number]["column"], Date | null>;

/** The wedding's own columns for a save: an approval ticked keeps the day it was first recorded, else today; unticked clears it. */
function weddingRecord(values: WeddingInput, existing: Existing | null, uploaded: Set<string>) {
  const today = parishToday();
  const approvals = Object.fromEntries(
    APPROVALS.map((a) => [a.column, values[a.key] === true || uploaded.has(a.key) ? (existing?.[a.column] ?? today) : null]),
  ) as Record<(typeof APPROVALS)[number]["column"], Date | null>;
  const received = (flag: "formA" | "lackOfForm" | "groomBaptismCert" | "brideBaptismCert" | "witnessForms") => values[flag] === true || uploaded.has(flag);
  return {
    weddingDate: values.when,
    ...coupleColumns({ firstname: values.groomFirstName, lastname: values.groomLastName }, { firstname: values.brideFirstName, lastname: values.brideLastName }),
    groomBaptismStatus: values.groomBaptismStatus ?? null,
    brideBaptismStatus: values.brideBaptismStatus ?? null,
    groomWithinParish: values.groomWithinParish === true,
    brideWithinParish: values.brideWithinParish === true,
    groomParish: values.groomParish ?? null,
    brideParish: values.brideParish ?? null,
    groomPriorMarriage: values.groomPriorMarriage ?? null,
    groomPriorMarriage2: values.groomPriorMarriage2 ?? null,
    bridePriorMarriage: values.bridePriorMarriage ?? null,
    bridePriorMarriage2: values.bridePriorMarriage2 ?? null,
    formA: received("formA"),
    lackOfForm: received("lackOfForm"),
    groomBaptismCert: received("groomBaptismCert"),
    brideBaptismCert: received("brideBaptismCert"),
    witnessForms: received("witnessForms"),
    ...approvals,
    witness1: values.witness1 ?? null,
    witness2: values.witness2 ?? null,
    diocese: values.diocese ?? null,
    feeAgreedCents: values.feeAgreed,
    feePaidCents: values.feePaid,
    notes: values.notes ?? null,
  };
}

/**
 * Adds a wedding (no id) or changes one of the church's. The priest, when chosen, must be an active
 * priest or deacon of the church (or the wedding's own). New documents are stored first and replace the
 * ones of their kind; each ticks its box (or records its approval today when it has none yet).
 */
export async function saveWedding(input: { churchId: string; weddingId?: string; userId: string; values: WeddingInput; files: Record<string, UploadedFile> }) {
  const { churchId, values } = input;
  let existing: Existing | null = null;
  if (input.weddingId !== undefined) {
    if (!isRecordId(input.weddingId)) throw notFound();
    existing = await db.wedding.findFirst({
      where: { id: input.weddingId, churchId },
      select: { id: true, priestId: true, pastorApprovedOn: true, dispensationOn: true, groomDomicilePermissionOn: true, brideDomicilePermissionOn: true },
    });
    if (!existing) throw notFound();
  }
  const priestId = values.priest ? await requireOfficiant(churchId, values.priest, existing?.priestId, "priest") : null;
  const uploads = WEDDING_DOCUMENTS.flatMap((d) => (input.files[d.field] ? [{ ...d, file: input.files[d.field] }] : []));
  const uploaded = new Set(uploads.map((u) => ("flag" in u ? u.flag : u.approval)));
  const record = { ...weddingRecord(values, existing, uploaded), priestId };
  const id = existing?.id ?? `c${randomBytes(12).toString("hex")}`;

  const replacedKeys = await removeStoredIfFails(async () => {
    const stored: { kind: (typeof uploads)[number]["kind"]; fileId: string }[] = [];
    for (const u of uploads) {
      const row = await storeFile({ churchId, owner: { kind: "wedding-document", ownerType: "Wedding", ownerId: id }, file: u.file, createdById: input.userId });
      stored.push({ kind: u.kind, fileId: row.id });
    }
    return db.$transaction(async (tx) => {
      if (existing) await tx.wedding.updateMany({ where: { id, churchId }, data: record });
      else await tx.wedding.create({ data: { ...record, id, churchId }, select: { id: true } });
      const old = stored.length
        ? await tx.weddingDocument.findMany({ where: { churchId, weddingId: id, kind: { in: stored.map((s) => s.kind) } }, select: { file: { select: { id: true, key: true } } } })
        : [];
      // Deleting the stored-file rows takes their document rows with them (cascade).
      await tx.storedFile.deleteMany({ where: { churchId, id: { in: old.map((o) => o.file.id) } } });
      await tx.weddingDocument.createMany({ data: stored.map((s) => ({ churchId, weddingId: id, kind: s.kind, fileId: s.fileId })) });
      return old.map((o) => o.file.key);
    });
  });
  for (const key of replacedKeys) await fileStorage().remove(key).catch((error) => console.error(`stored file ${key} not removed`, error));
  return { id };
}
