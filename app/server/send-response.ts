// Remix's documents and its single-fetch data are complete when Remix hands them over: the document
// is rendered whole (entry.server) and no loader defers data. They are read whole, compressed in one
// call and sent in one write. Through @remix-run/express's sendRemixResponse and the compression
// middleware they went as a stream, each chunk flushed through zlib on libuv's threads: about 1 ms a
// page of waiting (docs/performance.md). Everything else (files, exports, event streams) still
// streams that way.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { sendRemixResponse } from "@remix-run/express/dist/server.js";
import type { Request, Response } from "express";
import Negotiator from "negotiator";

/** text/x-script is single fetch's turbo-stream (`.data`). */
const WHOLE = /^\s*(text\/html|text\/x-script)\b/i;
/** Below this, compression costs more than the bytes it saves (as the compression middleware's 1 KB). */
export const COMPRESS_FROM_BYTES = 1024;

// Quality and level measured on this application's pages: brotli 3 costs half the CPU of gzip 6 for a
// smaller body (a 250-row class page: 0.6 ms for 22 KB against 1.2 ms for 24 KB); gzip 3 is for
// clients without brotli.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const GZIP = { level: 3 };

/** The encoding a client accepts that we send, negotiated as the compression middleware does (brotli first). */
export function responseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  // negotiator 0.6.4 takes the server's preference second, as compression passes it; @types/negotiator lacks it.
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as unknown as { encoding(available: string[], preferred: string[]): string | undefined };
  const encoding = negotiator.encoding(["br", "gzip", "identity"], ["br", "gzip"]);
  return encoding === "br" || encoding === "gzip" ? encoding : null;
}

/**
 * Sends Remix's response: whole and compressed in one call when it is a document or data, else as
 * @remix-run/express does. A document's HTML comes as `document` (entry.server hands it over as it
 * is: through the Response's body it was a web stream to read back, about 0.1 ms a page).
 */
export async function sendResponse(req: Request, res: Response, response: globalThis.Response, document?: Buffer | null) {
  // A header the route sets replaces the server's own (nosniff was sent twice on files); both paths below append.
  for (const key of response.headers.keys()) if (key !== "set-cookie") res.removeHeader(key);
  const type = response.headers.get("Content-Type") ?? "";
  if (!document && (!response.body || !WHOLE.test(type) || response.headers.has("Content-Encoding"))) return sendRemixResponse(res, response);
  const body = document ?? Buffer.from(await response.arrayBuffer());
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (!/accept-encoding/i.test(res.getHeader("Vary")?.toString() ?? "")) res.append("Vary", "Accept-Encoding");
  const encoding = body.length >= COMPRESS_FROM_BYTES && !/\bno-transform\b/i.test(res.getHeader("Cache-Control")?.toString() ?? "") ? responseEncoding(req.headers["accept-encoding"]) : null;
  const sent = encoding === "br" ? brotliCompressSync(body, { ...BROTLI, params: { ...BROTLI.params, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : encoding === "gzip" ? gzipSync(body, GZIP) : body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", sent.length);
  res.end(sent);
}
