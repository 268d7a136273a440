// The action side of Add Student and Edit Student: upload, validation, the save, and the answers.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { AppError, orNotFound } from "~/utils/errors.server";
import { safeRedirectPath } from "~/utils/landing";
import { parseUploadCollecting, UploadError, type UploadedFile } from "~/utils/upload.server";
import { MESSAGES } from "~/modules/education/options";
import { StudentSchema, type StudentInput } from "./student-schema";
import { BIRTH_CERTIFICATE_RULE } from "~/modules/education/uploads.server";

const refused = (result: unknown, fileError: string | null, status = 400) => ({ ok: false as const, response: data({ result, fileError }, { status }) });

/**
 * Reads the multipart form (a refused birth certificate keeps the typed text and says why), then
 * runs `save`. A foreign id still throws its 404; a wrong parent becomes a field error; any other
 * failure the spec's 'Failed to update student information, Please try again.'.
 */
export async function submitStudentForm<T>(request: Request, save: (values: StudentInput, birthCertificate?: UploadedFile) => Promise<T>) {
  let upload;
  try {
    upload = await parseUploadCollecting(request, { birthCertificate: BIRTH_CERTIFICATE_RULE });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return refused(null, error.message);
  }
  try {
    const submission = parseWithZod(upload.formData, { schema: StudentSchema });
    const fileError = upload.fileErrors.birthCertificate ?? null;
    if (submission.status !== "success" || fileError) {
      return refused(submission.reply(fileError ? { fieldErrors: { birthCertificate: [fileError] } } : undefined), fileError);
    }
    try {
      const saved = await save(submission.value, upload.files.birthCertificate);
      return { ok: true as const, saved, from: safeRedirectPath(upload.formData.get("from")) };
    } catch (error) {
      if (error instanceof AppError) {
        if (error.code === "NOT_FOUND") orNotFound(error);
        return refused(submission.reply({ fieldErrors: error.fields, formErrors: error.fields ? [] : [error.message] }), null, error.status);
      }
      console.error("student not saved", error);
      return refused(submission.reply({ formErrors: [MESSAGES.studentUpdateFailed] }), null, 500);
    }
  } finally {
    await upload.cleanup();
  }
}
