import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { responseEncoding } from "./send-response";

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/**
 * The built scripts and styles (hashed names, cached for a year). Those the build compressed
 * (vite.config's precompressAssets writes `name.br` and `name.gz`) go out as the browser accepts,
 * with the original's type; the compression middleware leaves an encoded response alone. They
 * carry only nosniff: the page's policies (the CSP with its nonce, framing, referrer, permissions)
 * govern documents, and on each of a page's 12-20 script requests they were about 560 bytes more,
 * a new nonce each time (docs/performance.md).
 */
export function builtAssets(dir: string) {
  const files = new Set(readdirSync(dir));
  const serve = express.static(dir, { immutable: true, maxAge: "1y" });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    const name = req.path.slice(1);
    if (!files.has(`${name}${SUFFIX.br}`) || (req.method !== "GET" && req.method !== "HEAD")) return serve(req, res, next);
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = responseEncoding(req.headers["accept-encoding"]);
    if (!encoding) return serve(req, res, next);
    const url = req.url;
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    req.url = `/${name}${SUFFIX[encoding]}`;
    serve(req, res, (error?: unknown) => {
      req.url = url;
      res.removeHeader("Content-Encoding");
      next(error);
    });
  };
}
