import { storeFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import type { FileRule, UploadedFile } from "~/utils/upload.server";
import { BIRTH_CERTIFICATE_RULE, SACRAMENT_DOCUMENT_RULES } from "../uploads.server";
import { DOCUMENT_FIELD } from "../options";
import { isBaptized } from "../students/sacraments-schema";
import { ownChildWhere, type PortalParent } from "./guard.server";
import { askedDocuments } from "./portal-home.server";
import { isUploadSlug, PARENT_UPLOAD_KINDS, UPLOAD_FIELD, type ParentUploadKind } from "./upload-kinds";

/** The staff upload's rule of a document kind (PDF only, checked by content; 20 MB for a birth certificate, 30 MB for a baptismal one), with the page's own words. */
export function parentUploadRule(kind: ParentUploadKind, messages: (maxMb: number) => FileRule["messages"]): FileRule {
  const rule = kind === "BIRTH_CERTIFICATE" ? BIRTH_CERTIFICATE_RULE : SACRAMENT_DOCUMENT_RULES[DOCUMENT_FIELD.BAPTISMAL_CERTIFICATE];
  return { ...rule, messages: messages(rule.maxBytes / (1024 * 1024)) };
}

/**
 * The upload page of one of the parent's children and a document the office asks of that child
 * (the year's RegistrationSettings; a baptismal certificate only for a baptized child): 404 for
 * another family's child, another church's, or a document not asked. `already` when it is on file.
 */
export async function getUploadTarget(parent: PortalParent, studentId: string, slug: string) {
  if (!isUploadSlug(slug) || !isRecordId(studentId)) throw notFound();
  const kind = PARENT_UPLOAD_KINDS[slug];
  const child = await db.student.findFirst({
    where: { id: studentId, ...ownChildWhere(parent) },
    select: { id: true, firstname: true, lastname: true, baptized: true, documents: { where: { churchId: parent.churchId, kind }, select: { id: true } } },
  });
  if (!child) throw notFound();
  const year = await db.schoolYear.findFirst({ where: { churchId: parent.churchId, isCurrent: true }, select: { id: true } });
  const asked = await askedDocuments(parent.churchId, year?.id ?? null);
  const applies = kind === "BIRTH_CERTIFICATE" ? asked.birth : asked.baptismal && isBaptized(child.baptized);
  if (!applies) throw notFound();
  return { kind, child: { id: child.id, firstname: child.firstname, lastname: child.lastname }, already: child.documents.length > 0 };
}

/**
 * Stores a parent's upload as the child's document (StudentDocument with uploadedByParentId): the
 * office sees it on the student's page like one it uploaded. Only a missing document: one on file
 * is never replaced from the portal (CONFLICT). The file was checked while streaming (parentUploadRule).
 */
export async function uploadParentDocument(input: { parent: PortalParent; userId: string; studentId: string; slug: string; file: UploadedFile | undefined; messages: { already: string; chooseFile: string } }) {
  const target = await getUploadTarget(input.parent, input.studentId, input.slug);
  if (!input.file) throw new AppError("INVALID", input.messages.chooseFile, { [UPLOAD_FIELD]: [input.messages.chooseFile] });
  if (target.already) throw new AppError("CONFLICT", input.messages.already);
  const churchId = input.parent.churchId;
  const stored = await storeFile({ churchId, owner: { kind: "student-document", ownerType: "Student", ownerId: target.child.id }, file: input.file, createdById: input.userId });
  await db.$transaction(async (tx) => {
    // Two uploads at once: the second finds the first and stores nothing more (its file row goes).
    const taken = await tx.studentDocument.count({ where: { churchId, studentId: target.child.id, kind: target.kind } });
    if (taken) throw new AppError("CONFLICT", input.messages.already);
    await tx.studentDocument.create({ data: { churchId, studentId: target.child.id, kind: target.kind, fileId: stored.id, uploadedByParentId: input.parent.id } });
  });
  return target;
}
