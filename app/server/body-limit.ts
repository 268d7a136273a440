// Request bodies are bounded before Remix sees them (issue 7): every body that is not a multipart
// upload is read here whole, up to MAX_BODY_BYTES, and handed to Remix from memory; anything larger
// answers 413 at once. Multipart bodies stream on to the upload parser (app/utils/upload.server.ts),
// which holds its own per-file, part-count and text-size limits.
// Not re-exported by the package index, but public in its dist (pinned 2.17.5): the adapter's own request and response.
import { createRemixRequest } from "@remix-run/express/dist/server.js";
import type { NextFunction, Request, Response } from "express";

/** About 1 MB: far above any form of the application, far below what would hurt the server. */
export const MAX_BODY_BYTES = 1024 * 1024;

const BODY = Symbol("bounded body");
type WithBody = Request & { [BODY]?: Buffer };

export const isMultipart = (contentType: string | undefined) => /^\s*multipart\/form-data\s*(;|$)/i.test(contentType ?? "");

/** Whether the request carries a body at all (HTTP/1.1: a Content-Length or a Transfer-Encoding). */
const hasBody = (req: Request) => req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0") !== "0";

function refuse(req: Request, res: Response) {
  if (res.headersSent) return;
  // Close the connection instead of reading the rest; the client still gets the answer first.
  res.setHeader("Connection", "close");
  res.status(413).type("text/plain").send("Request body too large.");
  // What is still in flight is read and dropped (Node's requestTimeout bounds it), so the client,
  // still sending, does not see a reset before it reads the 413.
  req.resume();
}

/**
 * Express middleware: a body that is not multipart/form-data is refused with 413 when its
 * Content-Length is over `maxBytes`, or, sent in chunks without one, as soon as the bytes counted
 * pass `maxBytes`; otherwise it is kept in memory for `remixRequest`.
 */
export function bodyLimit(maxBytes = MAX_BODY_BYTES) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isMultipart(req.headers["content-type"]) || !hasBody(req)) return next();
    const declared = Number(req.headers["content-length"]);
    if (declared > maxBytes) return refuse(req, res);

    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      if (error) return next(error);
      (req as WithBody)[BODY] = Buffer.concat(chunks, size);
      next();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        done = true;
        req.off("data", onData);
        req.off("end", onEnd);
        req.off("error", onError);
        chunks.length = 0;
        return refuse(req, res);
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish();
    // An aborted upload: nothing to answer, the client is gone.
    const onError = () => {
      done = true;
      req.off("data", onData);
      req.off("end", onEnd);
    };
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onError);
  };
}

/**
 * The Fetch request Remix handles: the body `bodyLimit` kept in memory, or for a multipart upload
 * (and a request without a body) the stream of the incoming request, as @remix-run/express does.
 */
export function remixRequest(req: Request, res: Response): globalThis.Request {
  const request = createRemixRequest(req, res);
  const body = (req as WithBody)[BODY];
  if (body === undefined) return request;
  return new Request(request, { body, duplex: "half" } as RequestInit);
}
