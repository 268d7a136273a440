// The one shape of a form's action: read the body (with its upload rules), validate, run the
// use-case, and answer a known failure as a Conform reply that keeps what was typed.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { AppError } from "./errors.server";
import { captureError } from "./sentry.server";
import { removeStoredIfFails } from "./storage.server";
import { parseUploadCollecting, UploadError, type FileRule, type UploadedFile } from "./upload.server";

export const INVALID_REQUEST = "Invalid Request!";
const FAILED = "Something went wrong. Please try again.";

/** What a form's action answers when it does not redirect: the Conform reply for `useForm({ lastResult })`. */
export type FormReply = { result: SubmissionResult<string[]> };

export type FormInput<Value> = {
  value: Value;
  formData: FormData;
  /** Checked uploads by field: one file, or every file of a field whose rule has `multiple`. */
  files: Record<string, UploadedFile>;
  fileLists: Record<string, UploadedFile[]>;
  reply: (options?: { formErrors?: string[]; resetForm?: boolean }) => SubmissionResult<string[]>;
};

// The schema of a validated intent is checked where it is declared (`intent(schema, save)`), so here any schema goes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ValidatedIntent<Out> = { schema: z.ZodType; save: (input: FormInput<any>) => Promise<Out> };

/** An intent button whose form is validated with its own schema before `save` runs. */
export const intent = <Schema extends z.ZodType, Out>(schema: Schema, save: (input: FormInput<z.output<Schema>>) => Promise<Out>): ValidatedIntent<Out> => ({ schema, save });

type Options<Schema extends z.ZodType, Out> = {
  schema?: Schema;
  /** Multipart forms: the upload rule of each file field (files are streamed and checked by content). */
  uploads?: Record<string, FileRule>;
  /** Fields never sent back (passwords). */
  hideFields?: string[];
  /** The message of an unexpected failure (the spec's, where it has one). */
  failed?: string;
  /**
   * Buttons posting `intent=<name>` (delete, link, make current ...): each gets the raw form data, or,
   * given as `{ schema, save }`, is validated and saved like the Save button (a wizard's steps).
   */
  intents?: Record<string, ((formData: FormData) => Promise<Out>) | ValidatedIntent<Out>>;
  /** The use-case with the validated values; it returns the answer (usually a redirect with a toast). */
  save?: (input: FormInput<z.output<Schema>>) => Promise<Out>;
};

type Body = { formData: FormData; files: Record<string, UploadedFile>; fileLists: Record<string, UploadedFile[]>; fileErrors: Record<string, string>; cleanup: () => Promise<void> };

const isMultipart = (request: Request) => request.headers.get("Content-Type")?.toLowerCase().startsWith("multipart/form-data") ?? false;

async function readBody(request: Request, uploads: Record<string, FileRule> | undefined): Promise<Body | string> {
  try {
    if (isMultipart(request)) return await parseUploadCollecting(request, uploads ?? {});
    return { formData: await request.formData(), files: {}, fileLists: {}, fileErrors: {}, cleanup: async () => {} };
  } catch (error) {
    if (error instanceof UploadError) return error.message;
    return INVALID_REQUEST;
  }
}

/**
 * Runs one form post: the body is read once (multipart with `uploads`' limits, or urlencoded), an
 * `intent` button goes to its handler, anything else is validated with `schema` and saved.
 * Known failures come back as the Conform reply with what was typed: an AppError with fields as
 * field errors, without as the form's error, with its status; a refused file as its field's error.
 * 404 and 403 are thrown as responses (the error boundary). Anything else is logged and answered
 * with `failed`. Temporary upload files are always removed, and so is every file a failed save stored.
 */
export async function formAction<Schema extends z.ZodType, Out>(request: Request, options: Options<Schema, Out>) {
  const body = await readBody(request, options.uploads);
  if (typeof body === "string") return data<FormReply>({ result: errorsOnly({ formErrors: [body] }) }, { status: 400 });
  const failed = options.failed ?? FAILED;
  try {
    const posted = body.formData.get("intent");
    const handler = typeof posted === "string" ? options.intents?.[posted] : undefined;
    if (typeof handler === "function") return await answer(() => handler(body.formData), { failed });
    if (handler) return await validateAndSave(body, handler.schema, handler.save, { failed, hideFields: options.hideFields });
    // Save buttons send no intent; an intent this page does not know is a forged or stale form.
    // So does a form with file fields that did not come as multipart (not the page's own form).
    const stray = posted !== null || (options.uploads !== undefined && !isMultipart(request));
    if (stray || !options.schema || !options.save) return data<FormReply>({ result: errorsOnly({ formErrors: [INVALID_REQUEST] }) }, { status: 400 });
    return await validateAndSave(body, options.schema, options.save, { failed, hideFields: options.hideFields });
  } finally {
    await body.cleanup();
  }
}

/** Validates the body with `schema`: its errors (and refused files) as the Conform reply, else what `save` answers. */
async function validateAndSave<Schema extends z.ZodType, Out>(
  body: Body,
  schema: Schema,
  save: (input: FormInput<z.output<Schema>>) => Promise<Out>,
  { failed, hideFields }: { failed: string; hideFields?: string[] },
) {
  const submission = parseWithZod(body.formData, { schema });
  const fileErrors = Object.fromEntries(Object.entries(body.fileErrors).map(([field, message]) => [field, [message]]));
  if (submission.status !== "success" || Object.keys(fileErrors).length) {
    // A Conform list button (add or remove a block, without JavaScript) is not a failed save: the form comes back changed.
    const status = submission.status === undefined && !Object.keys(fileErrors).length ? 200 : 400;
    return data<FormReply>({ result: submission.reply({ fieldErrors: fileErrors, hideFields }) }, { status });
  }
  const input: FormInput<z.output<Schema>> = {
    value: submission.value,
    formData: body.formData,
    files: body.files,
    fileLists: body.fileLists,
    reply: (extra) => submission.reply({ ...extra, hideFields }),
  };
  return await answer(() => save(input), { failed, hideFields, reply: submission.reply });
}

type ReplyOptions = { fieldErrors?: Record<string, string[]>; formErrors?: string[]; hideFields?: string[] };

/** A reply without a submission (a button's form): its errors only, so the page's other forms keep their defaults. */
const errorsOnly = ({ fieldErrors, formErrors }: ReplyOptions): SubmissionResult<string[]> => ({
  status: "error",
  error: { ...(formErrors?.length ? { "": formErrors } : {}), ...fieldErrors },
});

async function answer<Out>(run: () => Promise<Out>, how: { failed: string; hideFields?: string[]; reply?: (options: ReplyOptions) => SubmissionResult<string[]> }) {
  const reply = how.reply ?? errorsOnly;
  try {
    return await removeStoredIfFails(run);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof AppError) {
      if (error.code === "NOT_FOUND" || error.code === "FORBIDDEN") throw new Response(error.message, { status: error.status });
      const result = reply({ fieldErrors: error.fields, formErrors: error.fields ? [] : [error.message], hideFields: how.hideFields });
      return data<FormReply>({ result }, { status: error.status });
    }
    console.error("form not saved", error);
    captureError(error);
    return data<FormReply>({ result: reply({ formErrors: [how.failed], hideFields: how.hideFields }) }, { status: 500 });
  }
}
