import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { appUrl, env, freezeEnv, isProduction, usesHttps } from "~/utils/env.server";
import { initSentry } from "~/utils/sentry.server";
import { bodyLimit, remixRequest } from "./body-limit";
import { builtAssets } from "./built-assets";
import { createExpressServer } from "./express-server";
import { sendResponse } from "./send-response";
import { runWebProcesses, webConcurrency } from "./web-processes";

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string | null;
    /** Rows a document's long tables render into its HTML only (utils/document-rows); null on a data request. */
    documentRows?: Map<string, unknown[]> | null;
    /** A document's HTML, handed over by entry.server beside its Response (which then has no body): sent as it is. */
    documentBody?: Buffer | null;
  }
}

const NONCE_BYTES = 16;
const nonces = { pool: Buffer.alloc(0), offset: 0 };

/**
 * A fresh nonce (16 random bytes) for each page. Taken from random bytes drawn 4 KB at a time: one
 * `randomBytes(16)` a request cost about 30 µs in the web process (measured with a CPU profile).
 */
export function cspNonce() {
  if (nonces.offset + NONCE_BYTES > nonces.pool.length) {
    nonces.pool = randomBytes(256 * NONCE_BYTES);
    nonces.offset = 0;
  }
  nonces.offset += NONCE_BYTES;
  return nonces.pool.toString("base64", nonces.offset - NONCE_BYTES, nonces.offset);
}

function securityHeaders(dev: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = cspNonce();
    res.locals.cspNonce = nonce;
    const scriptSrc = dev ? `'self' 'unsafe-inline' 'unsafe-eval'` : `'self' 'nonce-${nonce}' 'strict-dynamic'`;
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src ${scriptSrc}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https://res.cloudinary.com",
        `connect-src 'self'${dev ? " ws: wss:" : ""}`,
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    // Costs a new renderer process when the page is opened from a blank tab (Lighthouse's way), as a
    // visit from another site costs anyway; kept for what it protects (docs/performance.md).
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (usesHttps()) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Server-to-server callers that carry their own signature instead of a cookie.
// Mail programs post the one-click unsubscribe of RFC 8058 (the signed token in the address is the proof).
const CROSS_SITE_ALLOWED = ["/webhooks/", "/unsubscribe-parent"];

/** Refuses state-changing requests sent by another site's page (CSRF), on top of SameSite=Lax. */
export function isCrossSitePost(method: string, pathname: string, headers: { origin?: string; "sec-fetch-site"?: string; host?: string }) {
  if (!UNSAFE_METHODS.has(method) || CROSS_SITE_ALLOWED.some((p) => pathname.startsWith(p))) return false;
  const site = headers["sec-fetch-site"];
  if (site === "cross-site") return true;
  const origin = headers.origin;
  if (!origin || origin === "null") return origin === "null";
  try {
    const host = new URL(origin).host;
    return host !== headers.host && host !== new URL(appUrl()).host;
  } catch {
    return true;
  }
}

function clientIp(req: Request) {
  const fly = req.headers["fly-client-ip"];
  return (typeof fly === "string" && fly) || req.ip || req.socket.remoteAddress || null;
}

export async function createApp() {
  const dev = !isProduction();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", 1);
  app.use(compression());
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  if (!dev) {
    app.use("/assets", builtAssets(path.join(root, "client", "assets")));
  }
  app.use(securityHeaders(dev));
  app.use((req, res, next) => {
    // A NUL byte can reach no valid record and PostgreSQL refuses it: answer 400 before any route.
    if (/%00/.test(req.originalUrl)) {
      res.status(400).type("text/plain").send("Bad request.");
      return;
    }
    if (isCrossSitePost(req.method, req.path, req.headers as never)) {
      res.status(403).type("text/plain").send("Cross-site request refused.");
      return;
    }
    next();
  });
  // Bodies other than multipart uploads: at most about 1 MB, refused with 413 before Remix.
  app.use(bodyLimit());

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  } else {
    // Only the names the client folder holds go to express.static: it looked for every page's path
    // on disk first (a stat per request).
    const client = path.join(root, "client");
    const publicNames = new Set(readdirSync(client).filter((name) => name !== "assets"));
    const serveClient = express.static(client, { maxAge: "1h" });
    app.use((req, res, next) => (publicNames.has(req.path.split("/")[1] ?? "") ? serveClient(req, res, next) : next()));
    build = (await import(/* @vite-ignore */ path.join(root, "server", "index.js"))) as ServerBuild;
    // The server build is a bundle of its own, with its own copy of env.server: freeze that one too;
    // and its session lookups keep what they read while PostgreSQL says nothing changed.
    const entry = build.entry.module as { freezeEnv?: () => void; startSessionCache?: () => Promise<void> };
    entry.freezeEnv?.();
    void entry.startSessionCache?.();
  }

  // @remix-run/express's handler, reading the body bodyLimit kept (remixRequest).
  const handleRequest = createRequestHandler(build, dev ? "development" : "production");
  app.all("*", async (req, res, next) => {
    try {
      const documentRows = req.path.endsWith(".data") ? null : new Map<string, unknown[]>();
      const context = { cspNonce: res.locals.cspNonce as string, clientIp: clientIp(req), documentRows, documentBody: null as Buffer | null };
      const response = await handleRequest(remixRequest(req, res), context);
      await sendResponse(req, res, response, context.documentBody);
    } catch (error) {
      next(error);
    }
  });
  return app;
}

async function main() {
  freezeEnv();
  initSentry();
  const app = await createApp();
  const port = env().PORT;
  const server = createExpressServer(app).listen(port, () => console.log(`web: listening on ${appUrl()} (port ${port})`));
  const stop = () => {
    console.log("web: stopping");
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Development runs one process: Vite's dev server and its reloads belong to one.
  const count = process.env.NODE_ENV === "production" ? webConcurrency() : 1;
  if (cluster.isPrimary && count > 1) runWebProcesses(count);
  else
    main().catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
