import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_FROM_BYTES, responseEncoding, sendResponse } from "~/server/send-response";

describe("responseEncoding", () => {
  it("prefers brotli, then gzip, as a browser's Accept-Encoding allows", () => {
    expect(responseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(responseEncoding("gzip")).toBe("gzip");
    expect(responseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(responseEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(responseEncoding("*")).toBe("br");
    expect(responseEncoding("identity")).toBeNull();
    expect(responseEncoding("gzip;q=0")).toBeNull();
    expect(responseEncoding(undefined)).toBeNull();
    expect(responseEncoding("")).toBeNull();
  });
});

// A real HTTP server with the web process's compression middleware in front, as server/web.ts has it.
const page = `<!DOCTYPE html><html><body>${"<p>Parish Administration</p>".repeat(200)}</body></html>`;
let server: http.Server;
let port: number;
beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.all("/page", (req, res) => {
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2; Path=/");
    void sendResponse(req, res, new Response(page, { status: 201, headers }));
  });
  // As server/web.ts gets a document: its HTML beside a Response without a body (entry.server).
  app.all("/document", (req, res) => void sendResponse(req, res, new Response(null, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } }), Buffer.from(page)));
  app.get("/small", (req, res) => void sendResponse(req, res, new Response("<p>Hi</p>", { headers: { "Content-Type": "text/html" } })));
  app.get("/data", (req, res) => void sendResponse(req, res, new Response(Readable.toWeb(Readable.from([Buffer.from(page.slice(0, 3000)), Buffer.from(page.slice(3000))])) as ReadableStream, { headers: { "Content-Type": "text/x-script" } })));
  app.get("/no-transform", (req, res) => void sendResponse(req, res, new Response(page, { headers: { "Content-Type": "text/html", "Cache-Control": "no-transform" } })));
  app.get("/file", (req, res) => {
    // As server/web.ts's security headers set it on every answer before Remix's.
    res.setHeader("X-Content-Type-Options", "nosniff");
    void sendResponse(req, res, new Response(Readable.toWeb(Readable.from([Buffer.from(page), Buffer.from(page)])) as ReadableStream, { headers: { "Content-Type": "text/csv", "X-Content-Type-Options": "nosniff" } }));
  });
  app.get("/redirect", (req, res) => void sendResponse(req, res, new Response(null, { status: 302, headers: { Location: "/page" } })));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

type Got = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; raw: Buffer };

function get(path: string, acceptEncoding?: string, method = "GET"): Promise<Got> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    http
      .request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => {
          const raw = Buffer.concat(parts);
          const encoding = response.headers["content-encoding"];
          const body = raw.length === 0 ? raw : encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, raw });
        });
      })
      .on("error", reject)
      .end();
  });
}

describe("sendResponse", () => {
  it("sends a document whole, compressed with brotli for a browser, with its status, cookies and length", async () => {
    const got = await get("/page", "gzip, deflate, br, zstd");
    expect(got.status).toBe(201);
    expect(got.headers["content-encoding"]).toBe("br");
    expect(got.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(got.headers["content-length"])).toBe(got.raw.length);
    expect(got.headers["transfer-encoding"]).toBeUndefined();
    expect(got.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(got.body.toString()).toBe(page);
    expect(got.raw.length).toBeLessThan(page.length / 10);
  });

  it("sends a document's HTML handed over beside its Response, with the Response's status", async () => {
    const got = await get("/document", "gzip, deflate, br, zstd");
    expect(got.status).toBe(404);
    expect(got.headers["content-encoding"]).toBe("br");
    expect(got.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(got.headers["content-length"])).toBe(got.raw.length);
    expect(got.body.toString()).toBe(page);
    const head = await get("/document", "br", "HEAD");
    expect(head.status).toBe(404);
    expect(head.raw.length).toBe(0);
  });

  it("uses gzip for a client without brotli, and nothing for one that accepts neither", async () => {
    const gzip = await get("/page", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body.toString()).toBe(page);
    const plain = await get("/page", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    const none = await get("/page");
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(Number(none.headers["content-length"])).toBe(Buffer.byteLength(page));
  });

  it("reads single fetch's data whole from its stream and compresses it", async () => {
    const got = await get("/data", "br");
    expect(got.headers["content-encoding"]).toBe("br");
    expect(got.headers["content-type"]).toMatch(/^text\/x-script/);
    expect(got.body.toString()).toBe(page);
  });

  it(`leaves a body under ${COMPRESS_FROM_BYTES} bytes, or one marked no-transform, as it is`, async () => {
    const small = await get("/small", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("<p>Hi</p>");
    const kept = await get("/no-transform", "br");
    expect(kept.headers["content-encoding"]).toBeUndefined();
    expect(kept.body.toString()).toBe(page);
  });

  it("streams anything else as before, compressed by the middleware", async () => {
    const got = await get("/file", "gzip");
    expect(got.headers["content-encoding"]).toBe("gzip");
    expect(got.headers["transfer-encoding"]).toBe("chunked");
    expect(got.body.toString()).toBe(page + page);
    // The route's header replaces the server's own, sent once.
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers HEAD with the headers and no body, and a redirect without a body", async () => {
    const head = await get("/page", "br", "HEAD");
    expect(head.status).toBe(201);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.raw.length).toBe(0);
    const redirect = await get("/redirect", "br");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe("/page");
  });
});
