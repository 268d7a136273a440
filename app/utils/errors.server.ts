import { data } from "@remix-run/node";

export type AppErrorCode = "NOT_FOUND" | "FORBIDDEN" | "CONFLICT" | "INVALID" | "TOO_MANY_REQUESTS";

const STATUS: Record<AppErrorCode, number> = { NOT_FOUND: 404, FORBIDDEN: 403, CONFLICT: 409, INVALID: 400, TOO_MANY_REQUESTS: 429 };

/** Typed errors thrown by modules; routes turn them into responses with toResponse. */
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

/** 404 and 403 become thrown responses (error boundary); form-level codes become action data. */
export function handleAppError(error: unknown) {
  if (!(error instanceof AppError)) throw error;
  if (error.code === "NOT_FOUND" || error.code === "FORBIDDEN") {
    throw new Response(error.message, { status: error.status });
  }
  return data({ error: error.message, fields: error.fields ?? {} }, { status: error.status });
}

/** For `.catch(orNotFound)` in loaders and actions: a 404 (or 403) module error becomes the thrown response; anything else is rethrown. */
export function orNotFound(error: unknown): never {
  handleAppError(error);
  throw error;
}

/** Whether a database write broke a unique index (Prisma's P2002): the caller turns it into a CONFLICT. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";
