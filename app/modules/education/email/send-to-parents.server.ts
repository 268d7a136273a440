import { blastJob } from "~/jobs/email-blast";
import { enqueue } from "~/jobs/enqueue.server";
import { requireRegistrationLinks } from "~/modules/education/registrations/registration-rules.server";
import { storeFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import type { UploadedFile } from "~/utils/upload.server";
import { EMAIL_PARENTS_MESSAGES, type EmailParentsInput } from "./email-to-parents";
import { countRecipients } from "./recipients.server";

/**
 * 'Send' (spec: POST parents/emailToParents): the year and class are checked against the church,
 * the attachment stored, the blast recorded and handed to the worker (one job); the web request
 * does no more than that.
 */
export async function sendToParents(input: { churchId: string; userId: string; values: EmailParentsInput; file?: UploadedFile }) {
  const { churchId, values } = input;
  if (values.classId) await requireRegistrationLinks(churchId, { schoolClassId: values.classId, schoolYearId: values.yearId });
  else if (!(await db.schoolYear.findFirst({ where: { id: values.yearId, churchId }, select: { id: true } }))) throw new AppError("NOT_FOUND", "Not Found");
  const counts = await countRecipients(churchId, values.yearId, values.classId);
  if (!counts.receiving) throw new AppError("INVALID", EMAIL_PARENTS_MESSAGES.noRecipients);
  const attachment = input.file ? await storeFile({ churchId, owner: { kind: "email-attachment", ownerType: "email-blast" }, file: input.file, createdById: input.userId }) : null;
  const blast = await db.emailBlast.create({
    data: { churchId, subject: values.subject, content: values.content, yearId: values.yearId, classId: values.classId ?? null, attachmentFileId: attachment?.id ?? null, total: counts.total, createdById: input.userId },
    select: { id: true },
  });
  if (attachment) await db.storedFile.updateMany({ where: { id: attachment.id, churchId }, data: { ownerId: blast.id } });
  // A lost enqueue leaves the blast QUEUED; its page hands it to the worker again.
  await enqueue(blastJob, { churchId, blastId: blast.id }, { singletonKey: blast.id }).catch((error) => console.error(`blast ${blast.id} not enqueued`, error));
  return blast;
}
