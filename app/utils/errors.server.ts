import { isRecordId } from "./text";

export type AppErrorCode = "NOT_FOUND" | "FORBIDDEN" | "CONFLICT" | "INVALID" | "TOO_MANY_REQUESTS" | "UNAVAILABLE";

const STATUS: Record<AppErrorCode, number> = { NOT_FOUND: 404, FORBIDDEN: 403, CONFLICT: 409, INVALID: 400, TOO_MANY_REQUESTS: 429, UNAVAILABLE: 503 };

/** Typed errors thrown by modules; formAction and orNotFound turn them into answers. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "AppError";
  }
  get status() {
    return STATUS[this.code];
  }
}

export const notFound = (what = "The requested page was not found.") => new AppError("NOT_FOUND", what);

/** A record id from the URL, or not found: an id that cannot be a record's answers 404 before any query. */
export function recordIdOr404(value: string | undefined): string {
  if (!value || !isRecordId(value)) throw notFound();
  return value;
}

/** For `.catch(orNotFound)` in loaders: a 404 (or 403) module error becomes the thrown response (the error boundary); anything else is rethrown. Forms answer errors through formAction. */
export function orNotFound(error: unknown): never {
  if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) throw new Response(error.message, { status: error.status });
  throw error;
}

/** Whether a database write broke a unique index (Prisma's P2002): the caller turns it into a CONFLICT. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";
